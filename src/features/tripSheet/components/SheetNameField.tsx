import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';

/** How long typing must pause before the name goes into the address. */
export const NAME_PAUSE_MS = 1000;

interface SheetNameFieldProps {
  /** The name as typed (shown on the sheet at once). */
  value: string;
  onChange: (name: string) => void;
  /** The name for the address: when the field is left, or typing pauses (issue 39). */
  onSettle: (name: string) => void;
}

/**
 * The trip's name. It goes into the address (and the browser's history of addresses) only once
 * typed: when the field is left or after a pause, never a key at a time.
 */
export function SheetNameField({ value, onChange, onSettle }: SheetNameFieldProps) {
  const id = useId();
  const typed = useRef(false);
  const settle = useRef(onSettle);
  useEffect(() => {
    settle.current = onSettle;
  });
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => settle.current(value), NAME_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <div className="trip-sheet__name d-print-none mb-3">
      <label className="form-label" htmlFor={id}>
        <Trans>Trip name (optional)</Trans>
      </label>
      <input
        id={id}
        className="form-control"
        maxLength={120}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          typed.current = true;
          onChange(event.target.value);
        }}
        onBlur={() => settle.current(value)}
      />
    </div>
  );
}
