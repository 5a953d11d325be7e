/** The traveller's departure (spec 3), persisted so the next visit's search starts there. */
export const SEARCH_PERSIST_VERSION = 1;

const isNullableNumber = (value: unknown): boolean =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** A persisted departure is kept only when the city and state are text and the coordinates numbers. */
export function isValidPersistedSearch(state: Record<string, unknown>): boolean {
  return (
    typeof state.departureCity === 'string' &&
    typeof state.departureState === 'string' &&
    isNullableNumber(state.latitude) &&
    isNullableNumber(state.longitude)
  );
}
