import { http, HttpResponse } from 'msw';
import { companyById, isResolved, metroById } from '../db/queries';
import { getDb, withDb } from '../db/store';
import type { CompanyMetroRow, DemoDb, ReviewRow } from '../db/types';
import { fail, isResponse, readBody, text } from '../body';
import { apiUrl, latency, ok, withAccount, withOwnCompany } from '../http';

/**
 * The contract's reviews tag. Company look-ups (GET /review/write/companies and
 * /review/write/{companyId}): find a company
 * by name, then its metros. Only approved companies with live listings are offered, since these
 * feed the traveller's message and review forms. The operator's side: the company's reviews
 * (GET /review/listing/{companyId}) and a reply (POST /review/{companyRatingId}/reply), which
 * travellers then read under the review.
 */

const MAX_MATCHES = 10;

/** The contract's CompanyReview. */
function companyReview(review: ReviewRow) {
  return {
    company_rating_id: review.id,
    name: review.name,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    trip: review.trip,
    date: review.published_on,
    is_resolved: isResolved(review),
  };
}

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
  /** GET /review/listing/{companyId}: the operator's own company only, newest first. */
  http.get(apiUrl('/review/listing/:companyId'), async ({ request, params }) => {
    await latency();
    return withOwnCompany(request, params.companyId, (account) => {
      const reviews = getDb()
        .reviews.filter((review) => review.company_id === account.company_id)
        .sort((a, b) => b.published_on.localeCompare(a.published_on) || b.id - a.id)
        .map(companyReview);
      return ok({ reviews });
    });
  }),

  /**
   * POST /review/{companyRatingId}/reply: response. Answers `{success, message}` (the contract's
   * ReviewReplyResponse): the message says what went wrong, or that the response is posted.
   */
  http.post(apiUrl('/review/:companyRatingId/reply'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const refuse = (message: string) => HttpResponse.json({ success: false, message });
      const id = /^\d+$/.test(String(params.companyRatingId))
        ? Number(params.companyRatingId)
        : null;
      const review = getDb().reviews.find(
        (row) => row.id === id && row.company_id === account.company_id,
      );
      if (!review) return refuse('This review could not be found.');
      if (isResolved(review)) return refuse('You have already replied to this review.');
      const body = await readBody(request, { response: text() });
      if (isResponse(body)) return body;
      if (!body.response) return refuse('Please write a response.');
      withDb((db) => {
        const row = db.reviews.find((candidate) => candidate.id === review.id);
        if (row) row.operator_response = body.response;
      });
      return HttpResponse.json({ success: true, message: 'Your response has been posted.' });
    });
  }),
];
