import { US_STATES } from '../usStates';

/**
 * The options of a state select. A value from elsewhere (a search outside the list) stays
 * selectable rather than silently vanishing from the form.
 */
export function StateOptions({ current }: { current: string }) {
  const known = current === '' || US_STATES.some((state) => state.code === current);
  return (
    <>
      <option value="">Choose a state</option>
      {!known && <option value={current}>{current}</option>}
      {US_STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
    </>
  );
}
