/**
 * What of the login survives a reload, and the check it passes on every rehydrate. Bump the
 * version when the persisted shape changes: older data is then dropped, never half-read.
 */
export const AUTH_PERSIST_VERSION = 1;

const LOGIN_TYPES: readonly unknown[] = ['subscriber', 'user', 'admin'];

const isNullableNumber = (value: unknown): boolean =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/**
 * A persisted login is kept only when every field has the type the app expects and a
 * remembered login is younger than two weeks (its expiresAt is still ahead).
 */
export function isValidPersistedAuth(state: Record<string, unknown>, now = Date.now()): boolean {
  if (typeof state.loggedIn !== 'boolean' || typeof state.rememberMe !== 'boolean') return false;
  if (
    !isNullableNumber(state.expiresAt) ||
    !isNullableNumber(state.userId) ||
    !isNullableNumber(state.companyId)
  ) {
    return false;
  }
  for (const key of ['companyName', 'contactName', 'firstName', 'lastName'] as const) {
    if (typeof state[key] !== 'string') return false;
  }
  if (state.loggedIn) {
    if (typeof state.apiToken !== 'string' || state.apiToken === '') return false;
    if (!LOGIN_TYPES.includes(state.loginType)) return false;
  }
  return !(typeof state.expiresAt === 'number' && state.expiresAt <= now);
}
