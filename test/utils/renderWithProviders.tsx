import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '@/app/router';
import { connectSession } from '@/app/session';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import type { AuthState } from '@/features/auth/authSlice';
import { initialAuthState } from '@/features/auth/authSlice';
import { withDb } from '@/mocks/db/store';
import { I18nProvider } from '@/lib/i18n/react';
import { i18n } from '@/lib/i18n/runtime';

/** Any slice, given without redux-persist's bookkeeping; auth may be partial. */
type PreloadedState = {
  [K in Exclude<keyof RootState, 'auth'>]?: Omit<RootState[K], '_persist'>;
} & { auth?: Partial<AuthState> };

interface Options {
  route?: string;
  preloadedState?: PreloadedState;
  store?: AppStore;
}

export interface Rendered extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

function storeFor(options: Options): AppStore {
  if (options.store) return options.store;
  const { auth, ...rest } = options.preloadedState ?? {};
  const preloaded = { ...rest, ...(auth ? { auth: { ...initialAuthState, ...auth } } : {}) };
  return makeStore(preloaded as Partial<RootState>);
}

function mount(routeTable: RouteObject[], options: Options): Rendered {
  const store = storeFor(options);
  connectSession(store);
  const router = createMemoryRouter(routeTable, { initialEntries: [options.route ?? '/'] });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>,
  );
  return { ...result, store, router, user };
}

/** The whole app (real route table, real store, demo API) at `route`. */
export function renderRoute(route: string, options: Omit<Options, 'route'> = {}): Rendered {
  return mount(routes, { ...options, route });
}

/** One component with a fresh store and a router (for components that link or navigate). */
export function renderWithProviders(ui: ReactElement, options: Options = {}): Rendered {
  return mount([{ path: '*', element: ui }], options);
}

/** A logged-in state for each role, as the demo API's accounts would produce. */
export const sessions = {
  user: {
    loggedIn: true,
    loginType: 'user',
    apiToken: 'test-user-token',
    userId: 1,
    firstName: 'Dana',
    lastName: 'Whitfield',
  },
  subscriber: {
    loggedIn: true,
    loginType: 'subscriber',
    apiToken: 'test-subscriber-token',
    companyId: 1,
    companyName: 'Test Coaches',
  },
  admin: { loggedIn: true, loginType: 'admin', apiToken: 'test-admin-token' },
} satisfies Record<string, Partial<AuthState>>;

/**
 * A real session for a demo account: the token is written into the demo database, so calls the
 * page makes with it succeed (a made-up token would rightly end the session with a 401).
 */
export function sessionFor(email: string): Partial<AuthState> {
  const token = `test-token-${email}`;
  const account = withDb((db) => {
    const row = db.accounts.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`No demo account ${email}`);
    row.api_token = token;
    return row;
  });
  return {
    loggedIn: true,
    apiToken: token,
    loginType: account.login_type,
    userId: account.user_id,
    companyId: account.company_id,
    firstName: account.first_name,
    lastName: account.last_name,
    contactName: account.contact_name,
  };
}
