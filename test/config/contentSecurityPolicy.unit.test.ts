import { contentSecurityPolicy, contentSecurityPolicyHeader } from '@/config/contentSecurityPolicy';
import { readConfig } from '@/config/readConfig';

const realApi = {
  VITE_API_BASE_URL: 'http://api.example.com:8080/api/v1',
  VITE_API_LONG_BASE_URL: 'https://reports.example.com/api/v1',
  VITE_PAYMENTS_BASE_URL: 'https://pay.example.com/charge',
  VITE_CONTENT_BASE_URL: 'http://api.example.com:8080/content',
  VITE_SITE_URL: 'https://www.example.com',
  VITE_SUPPORT_PHONE: '8005550100',
  VITE_ACCOUNTS_EMAIL: 'accounts@example.com',
};

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('lets the page load photos and data from every configured API origin, http included', () => {
    const policy = directives(contentSecurityPolicy(readConfig(realApi).config));
    const apis = [
      'http://api.example.com:8080',
      'https://reports.example.com',
      'https://pay.example.com',
    ];
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', ...apis]);
    expect(policy['connect-src']).toEqual(["'self'", ...apis]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('names no API origin in demo mode (the demo API is same-origin)', () => {
    const policy = directives(contentSecurityPolicy(readConfig({}).config));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('allows the service workers and the web app manifest from our origin only', () => {
    for (const config of [readConfig({}).config, readConfig(realApi).config]) {
      const policy = directives(contentSecurityPolicy(config));
      expect(policy['worker-src']).toEqual(["'self'"]);
      expect(policy['manifest-src']).toEqual(["'self'"]);
    }
  });

  it('adds the analytics hosts only when an analytics id is set', () => {
    const policy = directives(
      contentSecurityPolicy(readConfig({ ...realApi, VITE_ANALYTICS_ID: 'G-1' }).config),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('sends the same policy as a header, with frame-ancestors (which a meta tag cannot carry)', () => {
    const config = readConfig(realApi).config;
    const hashes = ['sha256-abc='];
    expect(contentSecurityPolicy(config, hashes)).not.toContain('frame-ancestors');
    expect(contentSecurityPolicyHeader(config, hashes)).toBe(
      `${contentSecurityPolicy(config, hashes)}; frame-ancestors 'none'`,
    );
  });
});
