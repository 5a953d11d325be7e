import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's connection as a test sets it: navigator.onLine (a spy, restored after every test
 * by test/setup.ts) and the event the browser fires with the change.
 */
export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
