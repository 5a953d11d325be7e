import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkEnv } from '../../build/checkEnv.ts';
import { callHook, context, REAL_API } from './hooks.ts';

/** Process values win over any .env file, so each test sees only these. */
function stubEnv(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
}

describe('checkEnv', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('lets a demo build and a complete real-API build through', () => {
    stubEnv({ ...REAL_API, VITE_API_BASE_URL: '', VITE_SUPPORT_PHONE: '' });
    expect(() => callHook(checkEnv('unit'), 'configResolved', context, {})).not.toThrow();
    stubEnv(REAL_API);
    expect(() => callHook(checkEnv('unit'), 'configResolved', context, {})).not.toThrow();
  });

  it('stops the build naming every bad value, with the messages the app shows', () => {
    stubEnv({ ...REAL_API, VITE_SUPPORT_PHONE: '', VITE_PAYMENTS_BASE_URL: 'ftp://pay' });
    expect(() => callHook(checkEnv('unit'), 'configResolved', context, {})).toThrow(
      'Invalid configuration:\n' +
        '- VITE_PAYMENTS_BASE_URL is malformed: "ftp://pay" is not an http(s) URL.\n' +
        '- VITE_SUPPORT_PHONE is missing: set the support line (10 or 11 digits).',
    );
  });
});
