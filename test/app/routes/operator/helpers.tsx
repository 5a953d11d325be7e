import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute, sessionFor, type Rendered } from '../../../utils/renderWithProviders';
import { enterText } from '../../../utils/enterText';

export const OPERATOR = 'operator@demo.test';

/** The whole app at `route`, logged in as a demo operator with a token the demo API knows. */
export function renderAsOperator(route: string, email = OPERATOR): Rendered {
  return renderRoute(route, { preloadedState: { auth: sessionFor(email) } });
}

/**
 * The side menu's unread count answers `count` (null: the call fails). Only a numeric company id
 * matches: the same pattern would otherwise catch /subscribers/listings and the other named paths.
 */
export function unreadIs(count: number | null) {
  server.use(
    http.get(apiUrl('/subscribers/:companyId'), ({ params }) => {
      if (!/^\d+$/.test(String(params.companyId))) return undefined;
      return count === null
        ? HttpResponse.json({ success: false })
        : HttpResponse.json({ success: true, unread_message_count: count });
    }),
  );
}

/** A control by its label, ignoring the required star. */
export function field(scope: HTMLElement, label: string): HTMLElement {
  return within(scope).getByLabelText(new RegExp(`^\\*?\\s*${label}$`));
}

/** Step 1 as a new company would fill it in (a DOT number and e-mail the demo does not know). */
export const NEW_COMPANY: Record<string, string> = {
  'Company Name': 'Prairie Line Coaches',
  'Company Phone': '9185550142',
  'Company Website': 'https://prairieline.example',
  'DOT Number': '9876543',
  Address: '200 Main St',
  'Address Line 2': 'Suite 4',
  City: 'Tulsa',
  'Zip Code': '74103',
  'Contact Name': 'Jordan Avery',
  'Contact Email': 'jordan@prairieline.example',
  'Contact Phone': '9185550143',
  Extension: '12',
};

export async function openStep1(route = '/subscribers/subscribe') {
  const rendered = renderRoute(route);
  const form = await screen.findByRole('form', { name: 'Bus Operator Registration' });
  return { ...rendered, form };
}

export async function fillStep1(
  { user, form }: Awaited<ReturnType<typeof openStep1>>,
  overrides: Partial<Record<string, string>> = {},
) {
  const values = { ...NEW_COMPANY, ...overrides };
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    // The phones are formatted as they are typed: key by key; the rest as pasted.
    if (label.endsWith('Phone')) await user.type(field(form, label), value);
    else await enterText(user, field(form, label), value);
  }
  // States come from metro_states: wait for the list, then pick Oklahoma.
  await within(form).findByRole('option', { name: 'Oklahoma' });
  await user.selectOptions(field(form, 'State'), 'OK');
  await user.click(within(form).getByRole('checkbox', { name: 'United Motorcoach Association' }));
  await user.click(
    within(form).getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
  );
}
