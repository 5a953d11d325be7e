import { http } from 'msw';
import { companyById, metroById } from '../db/queries';
import { getDb } from '../db/store';
import type { CompanyMetroRow, DemoDb } from '../db/types';
import { fail } from '../body';
import { apiUrl, latency, ok, withAccount } from '../http';

/**
 * The contract's reviews tag. Company look-ups (GET /review/write/companies and
 * /review/write/{companyId}): find a company
 * by name, then its metros. Only approved companies with live listings are offered, since these
 * feed the traveller's message and review forms.
 */

const MAX_MATCHES = 10;

function liveListings(db: DemoDb, companyId: number): CompanyMetroRow[] {
  return db.company_metros.filter(
    (listing) => listing.company_id === companyId && listing.status === 'Active/Approved',
  );
}

export const reviewsHandlers = [
  http.get(apiUrl('/review/write/companies'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user', 'subscriber', 'admin'], () => {
      const query = (new URL(request.url).searchParams.get('company_name') ?? '')
        .trim()
        .toLowerCase();
      if (!query) return fail('Please enter a company name.');
      const db = getDb();
      const withListings = new Set(
        db.company_metros
          .filter((listing) => listing.status === 'Active/Approved')
          .map((listing) => listing.company_id),
      );
      const companies = db.companies
        .filter(
          (company) =>
            company.approved &&
            withListings.has(company.id) &&
            company.name.toLowerCase().includes(query),
        )
        // Names that start with what was typed first, then alphabetical.
        .sort((a, b) => {
          const aStarts = a.name.toLowerCase().startsWith(query) ? 0 : 1;
          const bStarts = b.name.toLowerCase().startsWith(query) ? 0 : 1;
          return aStarts - bStarts || a.name.localeCompare(b.name);
        })
        .slice(0, MAX_MATCHES)
        .map((company) => ({ id: company.id, name: company.name }));
      return ok({ companies });
    });
  }),

  http.get(apiUrl('/review/write/:companyId'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['user', 'subscriber', 'admin'], () => {
      const db = getDb();
      const company = companyById(db, Number(params.companyId));
      if (!company || !company.approved) return fail('This company could not be found.');
      const metros = liveListings(db, company.id)
        .flatMap((listing) => {
          const metro = metroById(db, listing.metro_id);
          return metro
            ? [{ company_metro_id: listing.id, city: metro.city, state: metro.state }]
            : [];
        })
        .sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city));
      return ok({ company: { id: company.id, name: company.name, metros } });
    });
  }),
];
