import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { managementOf } from '@/mocks/handlers/company';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute, sessionFor, type Rendered } from '../../../utils/renderWithProviders';
import { lazySectionsLoaded } from '../../../utils/lazySections';

export const OPERATOR = 'operator@demo.test';
export const COMPANY_PATH = '/subscribers/company';

/** The company page as the finished demo operator (Lone Star Charter Coaches). */
export async function renderCompanyPage(route = COMPANY_PATH): Promise<Rendered> {
  const rendered = renderRoute(route, { preloadedState: { auth: sessionFor(OPERATOR) } });
  await screen.findByRole('heading', { name: 'Profile Management' });
  await lazySectionsLoaded();
  return rendered;
}

/** A section of the page by its heading. */
export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** A control by its label, ignoring the required star. */
export function field(scope: HTMLElement, label: string): HTMLElement {
  return within(scope).getByLabelText(new RegExp(`^\\*?\\s*${label}$`));
}

/** The demo operator's company row (to check what a save stored). */
export function operatorCompany() {
  const db = getDb();
  const account = db.accounts.find((row) => row.email === OPERATOR);
  const company = db.companies.find((row) => row.id === account?.company_id);
  if (!company) throw new Error('No demo operator company');
  return company;
}

/** Answers the company read with the demo's answer changed by `change` (a server's other data). */
export function companyAnswerChanged(change: (company: Record<string, unknown>) => void): void {
  server.use(
    http.get(apiUrl('/subscribers/:id/companymanagement'), () => {
      const db = getDb();
      const account = db.accounts.find((row) => row.email === OPERATOR);
      if (!account) throw new Error('No demo operator');
      const company: Record<string, unknown> = managementOf(db, operatorCompany(), account);
      change(company);
      return HttpResponse.json({ success: true, company });
    }),
  );
}

/** Answers every `path` save with envelope (a)'s failure. */
export function failSave(path: string, errorMessage?: string): void {
  server.use(
    http.post(apiUrl(`/subscribers/companymanagement/edit/${path}`), () =>
      HttpResponse.json({
        success: false,
        ...(errorMessage ? { error_message: errorMessage } : {}),
      }),
    ),
  );
}
