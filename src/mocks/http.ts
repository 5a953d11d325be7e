import { delay, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { fail } from './body';
import { findAccountByToken } from './db/store';
import type { AccountRow } from './db/types';

/**
 * Helpers every demo handler shares: URLs, latency, envelopes and token checks. Bodies are read
 * and checked in body.ts (which also holds the failure envelope, fail()).
 */

let latencyOn = true;

/** Tests turn the 150-400 ms network feel off; the browser keeps it. */
export function setLatency(on: boolean): void {
  latencyOn = on;
}

/** Whether the network feel is on (the CSV downloads pace their chunks with it). */
export function latencyIsOn(): boolean {
  return latencyOn;
}

export async function latency(): Promise<void> {
  if (latencyOn) await delay(150 + Math.floor(Math.random() * 250));
}

export const apiUrl = (path: string): string => `${env.apiBaseUrl}${path}`;
export const longApiUrl = (path: string): string => `${env.apiLongBaseUrl}${path}`;
export const paymentsUrl = (path: string): string => `${env.paymentsBaseUrl}${path}`;
export const contentUrl = (path: string): string => `${env.contentBaseUrl}${path}`;

/** Envelope (a). */
export function ok<T extends object>(payload?: T) {
  return HttpResponse.json({ success: true, ...(payload ?? {}) });
}

/** Envelope (b). */
export function status<T>(result: T, code = 0, msg = 'success') {
  return HttpResponse.json({ status: { code, msg }, result });
}

export function unauthorized() {
  return HttpResponse.json(
    { success: false, error_message: 'Invalid or expired token.' },
    { status: 401 },
  );
}

/** The answer to a save for another company than the caller's (company, fleet and setup saves). */
export const NOT_YOURS = 'You can only edit your own company.';

/** The account behind X-User-Token, or null (missing, unknown or logged-out token). */
export function accountOf(request: Request): AccountRow | null {
  const token = request.headers.get('X-User-Token');
  return findAccountByToken(token) ?? null;
}

/**
 * Runs `fn` with the caller's account when the token is valid and of an allowed role;
 * otherwise answers 401 as the real API does.
 */
export function withAccount(
  request: Request,
  roles: readonly AccountRow['login_type'][],
  fn: (account: AccountRow) => Response | Promise<Response>,
) {
  const account = accountOf(request);
  if (!account || !roles.includes(account.login_type)) return unauthorized();
  return fn(account);
}

/**
 * Runs `fn` for an operator reading their own company's data (its inbox, unread count or
 * reviews) named by the path; another company's id answers the contract's failure envelope.
 */
export function withOwnCompany(
  request: Request,
  companyId: unknown,
  fn: (account: AccountRow) => Response | Promise<Response>,
) {
  return withAccount(request, ['subscriber'], (account) =>
    String(account.company_id) === String(companyId)
      ? fn(account)
      : fail('This is not your company.'),
  );
}
