import { within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { renderRoute, sessionFor, type Rendered } from '../../../utils/renderWithProviders';

export const TRAVELLER = 'traveller@demo.test';
export const NEW_TRAVELLER = 'newtraveller@demo.test';

/** The whole app at `route`, logged in as a demo traveller with a token the demo API knows. */
export function renderAsTraveller(route: string, email = TRAVELLER): Rendered {
  return renderRoute(route, { preloadedState: { auth: sessionFor(email) } });
}

/** A control by its label, ignoring the required star. */
export function field(scope: HTMLElement, label: string): HTMLElement {
  return within(scope).getByLabelText(new RegExp(`^\\*?\\s*${label}$`));
}

/** Resolves with the JSON body of the next request to `path`. */
export function nextBodyOf(path: string): Promise<unknown> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(path)) {
        server.events.removeListener('request:start', listener);
        void request.clone().json().then(resolve);
      }
    };
    server.events.on('request:start', listener);
  });
}
