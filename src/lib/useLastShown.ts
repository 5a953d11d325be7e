import { useState } from 'react';

/**
 * Closing a modal resets the selection at once (spec 4) while the modal still fades out: it keeps
 * showing what it was opened with until it is gone.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
