import { DEMO_BASES, readConfig } from '@/config/readConfig';

const real = {
  VITE_API_BASE_URL: 'https://api.example.com/api/v1/',
  VITE_API_LONG_BASE_URL: 'https://reports.example.com/api/v1',
  VITE_PAYMENTS_BASE_URL: 'https://pay.example.com',
  VITE_CONTENT_BASE_URL: 'https://content.example.com',
  VITE_SITE_URL: 'https://www.example.com',
  VITE_SUPPORT_PHONE: '(800) 555-0100',
  VITE_ACCOUNTS_EMAIL: 'accounts@example.com',
};

describe('readConfig', () => {
  it('runs on the demo API with no configuration at all', () => {
    const { config, errors } = readConfig({});
    expect(errors).toEqual([]);
    expect(config.demoMode).toBe(true);
    expect(config.apiBaseUrl).toBe(DEMO_BASES.apiBaseUrl);
    expect(config.analyticsId).toBe('');
  });
  it('reads a real API configuration and trims trailing slashes', () => {
    const { config, errors } = readConfig(real);
    expect(errors).toEqual([]);
    expect(config.demoMode).toBe(false);
    expect(config.apiBaseUrl).toBe('https://api.example.com/api/v1');
    expect(config.supportPhone).toBe('8005550100');
  });
  it('names each missing value when a real API is set', () => {
    const { errors } = readConfig({ VITE_API_BASE_URL: 'https://api.example.com' });
    expect(errors.join('\n')).toMatch(/VITE_API_LONG_BASE_URL is missing/);
    expect(errors.join('\n')).toMatch(/VITE_PAYMENTS_BASE_URL is missing/);
    expect(errors.join('\n')).toMatch(/VITE_ACCOUNTS_EMAIL is missing/);
  });
  it('names each malformed value', () => {
    const { errors } = readConfig({
      ...real,
      VITE_API_BASE_URL: 'api.example.com',
      VITE_ACCOUNTS_EMAIL: 'nobody',
      VITE_SUPPORT_PHONE: '123',
      VITE_ANALYTICS_ID: '<script>',
    });
    expect(errors).toEqual([
      'VITE_API_BASE_URL is malformed: "api.example.com" is not an http(s) URL.',
      'VITE_SUPPORT_PHONE is malformed: "123" is not a 10 or 11 digit phone number.',
      'VITE_ACCOUNTS_EMAIL is malformed: "nobody" is not an e-mail address.',
      'VITE_ANALYTICS_ID is malformed: "<script>" may hold only letters, digits, "-" and "_".',
    ]);
  });
  it('has the offline worker in a build for a real API only, unless VITE_OFFLINE is off', () => {
    expect(readConfig({}).config.offline).toBe(false);
    expect(readConfig({ VITE_OFFLINE: 'on' }).config.offline).toBe(false);
    expect(readConfig(real).config.offline).toBe(true);
    expect(readConfig({ ...real, VITE_OFFLINE: 'on' }).config.offline).toBe(true);
    expect(readConfig({ ...real, VITE_OFFLINE: 'OFF' }).config.offline).toBe(false);
    expect(readConfig({ ...real, VITE_OFFLINE: 'no' }).errors).toEqual([
      'VITE_OFFLINE is malformed: "no" must be empty, "on" or "off".',
    ]);
  });
});
