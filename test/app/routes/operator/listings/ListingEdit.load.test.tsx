import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { editDataOf } from '@/mocks/handlers/listingEdit';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  field,
  foreignListing,
  OPERATOR,
  openListingEdit,
  operatorListing,
  renderListingEdit,
  section,
  storedListing,
} from '../../../../features/listingEdit/helpers';
import { renderRoute, sessionFor } from '../../../../utils/renderWithProviders';

const EDIT = '/subscribers/listings/:id/edit';

/** The edit read answers `body` once; later reads reach the demo API again. */
function answerEditOnce(body: Record<string, unknown>): void {
  server.use(http.get(apiUrl(EDIT), () => HttpResponse.json(body), { once: true }));
}

/** The demo's own answer for the operator's Dallas listing, changed by `change`. */
function demoAnswerChanged(change: (listing: Record<string, unknown>) => void): void {
  const db = getDb();
  const listing = operatorListing();
  const company = db.companies.find((row) => row.id === listing.company_id);
  if (!company) throw new Error('No demo operator company');
  const answer: Record<string, unknown> = editDataOf(db, { listing, company });
  change(answer);
  answerEditOnce({ success: true, listing: answer });
}

describe('Route /subscribers/listings/:companyMetroId: loading', () => {
  it("shows the listing's name, contact and additional emails", async () => {
    const { id } = operatorListing();
    storedListing(id).additional_emails = [
      { name: 'Dispatch', email_address: 'dispatch@lonestarcharter.example' },
    ];
    await openListingEdit();
    // The title is set in an effect, after the heading paints.
    await waitFor(() => expect(document.title).toBe('Edit Listing | Bus Charter Quotes'));
    expect(field(section('Listing Name'), 'Company Name')).toHaveValue('Lone Star Charter Coaches');
    const contact = section('Contact');
    expect(field(contact, 'Email')).toHaveValue('dispatch@lonestarcharter.example');
    expect(field(contact, 'Phone')).toHaveValue('214-555-0142');
    expect(field(contact, 'Website')).toHaveValue('https://www.lonestarcharter.example');
    expect(field(contact, 'Address')).toHaveValue('1200 Commerce St');
    expect(field(contact, 'City')).toHaveValue('Dallas');
    expect(field(contact, 'State')).toHaveValue('TX');
    const emails = section('Additional Emails');
    expect(field(emails, 'Name')).toHaveValue('Dispatch');
    expect(field(emails, 'Email Address')).toHaveValue('dispatch@lonestarcharter.example');
    expect(screen.getByRole('link', { name: 'Back to Listings' })).toHaveAttribute(
      'href',
      '/subscribers/listings',
    );
  });

  it("shows the server's errorMessage when the listing cannot be read, and Try again reads it again", async () => {
    answerEditOnce({ success: false, error_message: 'Listing 10233 is locked for review.' });
    const { id } = operatorListing();
    const { user } = renderListingEdit(id);
    expect(await screen.findByText('Listing 10233 is locked for review.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Contact' })).toBeVisible();
    expect(screen.queryByText('Listing 10233 is locked for review.')).toBeNull();
  });

  it("refuses a listing of another company with the demo server's text", async () => {
    renderListingEdit(foreignListing().id);
    expect(await screen.findByText('This listing could not be found.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says the listing could not be loaded when the answer is not a listing (no address)', async () => {
    demoAnswerChanged((listing) => {
      delete listing.address1;
    });
    renderListingEdit(operatorListing().id);
    expect(await screen.findByText('This listing could not be loaded.')).toBeVisible();
  });

  it('drops what does not read and shows the rest', async () => {
    demoAnswerChanged((listing) => {
      listing.additional_emails = [
        { name: 'Dispatch', email_address: 'dispatch@lonestarcharter.example' },
        { name: 7, email_address: null },
        'sales@lonestarcharter.example',
      ];
      listing.website = 42;
      listing.average_rating = 'five';
      listing.bus_results = 'none';
      listing.metro = null;
    });
    renderListingEdit(operatorListing().id);
    const emails = await screen.findByRole('region', { name: 'Additional Emails' });
    expect(within(emails).getAllByRole('group')).toHaveLength(1);
    expect(field(section('Contact'), 'Website')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Edit Listing$/);
    const preview = section('Preview');
    expect(within(preview).getByRole('img', { name: 'Not rated yet' })).toBeVisible();
  });

  it('sends a path that is not a listing id back to the listings', async () => {
    const { router } = renderRoute('/subscribers/listings/abc', {
      preloadedState: { auth: sessionFor(OPERATOR) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribers/listings'));
  });
});
