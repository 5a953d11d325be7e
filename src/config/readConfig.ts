/**
 * Pure reading and checking of the build-time environment. Shared by the app (src/config/env.ts)
 * and vite.config.ts, so a bad value fails `vite build` with the same message the app would show.
 */
import { isEmail } from '../lib/email.ts';

export interface AppConfig {
  /** True when VITE_API_BASE_URL is empty: the embedded demo API (MSW) answers every call. */
  demoMode: boolean;
  apiBaseUrl: string;
  apiLongBaseUrl: string;
  paymentsBaseUrl: string;
  contentBaseUrl: string;
  supportPhone: string;
  accountsEmail: string;
  siteUrl: string;
  analyticsId: string;
  conversionId: string;
  /**
   * The offline worker (vite-plugin-pwa: precache, install, update notice): a production build
   * for a real API, unless VITE_OFFLINE=off. Demo builds keep MSW's worker and have none.
   */
  offline: boolean;
}

export type RawEnv = Record<string, string | boolean | undefined>;

/** Where the demo API answers: same origin, so the service worker sees every call. */
export const DEMO_BASES = {
  apiBaseUrl: '/api/v1',
  apiLongBaseUrl: '/long-api/v1',
  paymentsBaseUrl: '/payments',
  contentBaseUrl: '/content',
} as const;

const DEMO_DEFAULTS = {
  supportPhone: '8005550199',
  accountsEmail: 'accounts@buscharterquotes.example',
  siteUrl: 'https://www.buscharterquotes.example',
} as const;

const TRACKING_ID = /^[A-Za-z0-9_-]+$/;

function text(raw: RawEnv, name: string): string {
  const value = raw[name];
  return typeof value === 'string' ? value.trim() : '';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function stripSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

export function readConfig(raw: RawEnv): { config: AppConfig; errors: string[] } {
  const errors: string[] = [];
  const apiBase = text(raw, 'VITE_API_BASE_URL');
  const demoMode = apiBase === '';

  const url = (name: string, demoValue: string): string => {
    const value = text(raw, name);
    if (demoMode && value === '') return demoValue;
    if (value === '') {
      errors.push(
        `${name} is missing: set it to the http(s) URL of the service (see .env.example).`,
      );
      return '';
    }
    if (!isHttpUrl(value)) {
      errors.push(`${name} is malformed: "${value}" is not an http(s) URL.`);
      return '';
    }
    return stripSlash(value);
  };

  const apiBaseUrl = demoMode ? DEMO_BASES.apiBaseUrl : url('VITE_API_BASE_URL', '');
  const apiLongBaseUrl = url('VITE_API_LONG_BASE_URL', DEMO_BASES.apiLongBaseUrl);
  const paymentsBaseUrl = url('VITE_PAYMENTS_BASE_URL', DEMO_BASES.paymentsBaseUrl);
  const contentBaseUrl = url('VITE_CONTENT_BASE_URL', DEMO_BASES.contentBaseUrl);
  const siteUrl = url('VITE_SITE_URL', DEMO_DEFAULTS.siteUrl);

  let supportPhone = text(raw, 'VITE_SUPPORT_PHONE').replace(/\D/g, '');
  if (supportPhone === '') {
    if (demoMode) supportPhone = DEMO_DEFAULTS.supportPhone;
    else errors.push('VITE_SUPPORT_PHONE is missing: set the support line (10 or 11 digits).');
  } else if (supportPhone.length < 10 || supportPhone.length > 11) {
    errors.push(
      `VITE_SUPPORT_PHONE is malformed: "${text(raw, 'VITE_SUPPORT_PHONE')}" is not a 10 or 11 digit phone number.`,
    );
  }

  let accountsEmail = text(raw, 'VITE_ACCOUNTS_EMAIL');
  if (accountsEmail === '') {
    if (demoMode) accountsEmail = DEMO_DEFAULTS.accountsEmail;
    else errors.push('VITE_ACCOUNTS_EMAIL is missing: set the public accounts e-mail address.');
  } else if (!isEmail(accountsEmail)) {
    errors.push(`VITE_ACCOUNTS_EMAIL is malformed: "${accountsEmail}" is not an e-mail address.`);
  }

  const optionalId = (name: string): string => {
    const value = text(raw, name);
    if (value !== '' && !TRACKING_ID.test(value)) {
      errors.push(`${name} is malformed: "${value}" may hold only letters, digits, "-" and "_".`);
      return '';
    }
    return value;
  };

  const offlineSetting = text(raw, 'VITE_OFFLINE').toLowerCase();
  if (!['', 'on', 'off'].includes(offlineSetting)) {
    errors.push(
      `VITE_OFFLINE is malformed: "${text(raw, 'VITE_OFFLINE')}" must be empty, "on" or "off".`,
    );
  }

  return {
    config: {
      demoMode,
      apiBaseUrl,
      apiLongBaseUrl,
      paymentsBaseUrl,
      contentBaseUrl,
      supportPhone,
      accountsEmail,
      siteUrl,
      analyticsId: optionalId('VITE_ANALYTICS_ID'),
      conversionId: optionalId('VITE_CONVERSION_ID'),
      offline: !demoMode && offlineSetting !== 'off',
    },
    errors,
  };
}
