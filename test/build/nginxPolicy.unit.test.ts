import { describe, expect, it } from 'vitest';
import { nginxPolicyInclude, SERVER_DIR } from '../../build/nginxPolicy.ts';

describe('nginxPolicyInclude', () => {
  it("defines $bus_charter_csp, the header deploy/nginx's headers.conf sends", () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc+/='; frame-ancestors 'none'";
    expect(SERVER_DIR).toBe('.nginx');
    expect(nginxPolicyInclude(policy)).toBe(
      [
        '# Written by vite build (vite.config.ts) from src/config/contentSecurityPolicy.ts: the',
        "# Content-Security-Policy header of this build (its API origins, its inline script's hash).",
        '# Included at http level by deploy/nginx/templates/default.conf.template.',
        'map $uri $bus_charter_csp {',
        `    default "${policy}";`,
        '}',
        '',
      ].join('\n'),
    );
  });

  it('refuses what would change the meaning of an nginx string', () => {
    for (const bad of ['a"b', 'a$b', 'a\\b', 'a\nb', 'a\rb']) {
      expect(() => nginxPolicyInclude(`default-src ${bad}`)).toThrow(/CSP not writable for nginx/);
    }
  });
});
