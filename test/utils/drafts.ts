import { act } from '@testing-library/react';
import { loggedOut } from '@/features/auth/authSlice';
import type { Rendered } from './renderWithProviders';

const PREFIX = 'buscharter:draft:';

/** The drafts (lib/drafts) kept in the tab's session now, by name. */
export function draftNames(): string[] {
  return Object.keys(window.sessionStorage)
    .filter((key) => key.startsWith(PREFIX))
    .map((key) => key.slice(PREFIX.length))
    .sort();
}

/**
 * A reload, as the app lives it: the page gone, then built again on a new store from the same
 * sessionStorage (`open` renders it again).
 */
export function reload<T>(before: Pick<Rendered, 'unmount'>, open: () => T): T {
  before.unmount();
  return open();
}

/** A logout from the page's store (the header's Logout dispatches the same). */
export function logOut({ store }: Pick<Rendered, 'store'>): void {
  act(() => {
    store.dispatch(loggedOut());
  });
}
