import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db/store';
import {
  field,
  openListingEdit,
  operatorListing,
  recordRequests,
  section,
} from '../../../../features/listingEdit/helpers';

/** The card inside the preview (the search's card, as an article named by its heading). */
function previewCard(): HTMLElement {
  return within(section('Preview')).getByRole('article');
}

describe('Route /subscribers/listings/:companyMetroId: Preview', () => {
  it('shows the listing as its search result card, with no buttons of the search', async () => {
    await openListingEdit();
    const card = previewCard();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Lone Star Charter Coaches',
    );
    expect(within(card).getByText(/UMA/)).toBeVisible();
    expect(within(card).getByRole('img', { name: /^Rated [\d.]+ out of 5 stars$/ })).toBeVisible();
    expect(within(card).getByText(/^\d+ Reviews$/)).toBeVisible();
    expect(within(card).getByText('Up to 72 seats available')).toBeVisible();
    expect(
      within(card).getByRole('button', { name: /^Enlarge Lone Star Charter Coaches, photo 1$/ }),
    ).toBeVisible();
    for (const name of [/More Details/, /Quote Request/, /Reviews/]) {
      expect(within(card).queryByRole('button', { name })).toBeNull();
    }
    const preview = section('Preview');
    expect(within(preview).getByText('How this listing appears in search results.')).toBeVisible();
    expect(within(preview).getByText('(214) 555-0142')).toBeVisible();
    expect(within(preview).getByText('www.lonestarcharter.example')).toBeVisible();
    const company = getDb().companies.find((row) => row.id === operatorListing().company_id);
    expect(
      within(preview).getByText(`1200 Commerce St, Dallas, TX ${company?.zip ?? ''}`),
    ).toBeVisible();
  });

  it('follows the name and contact as they are typed, before any save, and records no tracking', async () => {
    const requests = recordRequests();
    const { user } = await openListingEdit();
    const name = section('Listing Name');
    await user.clear(field(name, 'Company Name'));
    await user.type(field(name, 'Company Name'), 'Big D Coaches');
    expect(within(previewCard()).getByRole('heading')).toHaveTextContent('Big D Coaches');

    const contact = section('Contact');
    await user.clear(field(contact, 'Description'));
    await user.type(field(contact, 'Description'), 'Game day shuttles.');
    expect(within(previewCard()).getByText('Game day shuttles.')).toBeVisible();
    await user.clear(field(contact, 'Phone'));
    await user.type(field(contact, 'Phone'), '9725550100');
    await user.clear(field(contact, 'Address'));
    await user.type(field(contact, 'Address'), '9 Main St');
    const preview = section('Preview');
    expect(within(preview).getByText('(972) 555-0100')).toBeVisible();
    expect(within(preview).getByText(/^9 Main St, Dallas, TX/)).toBeVisible();

    // With no name the card says where the listing is, as the search does.
    await user.clear(field(name, 'Company Name'));
    expect(within(previewCard()).getByRole('heading')).toHaveTextContent(
      'Bus Charter Service in Dallas, TX',
    );

    // A pointer on the photos brings in the react-slick track, which then holds the photo: the
    // click waits for it, as a hand does (with the track already loaded by an earlier file, the
    // swap would otherwise land between the pointer's arrival and its click).
    await user.hover(within(previewCard()).getByRole('group'));
    await waitFor(() => expect(previewCard().querySelector('.slick-slider')).toBeVisible());
    await user.click(within(previewCard()).getByRole('button', { name: /^Enlarge/ }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    // The recorder sees the page's own calls: an empty tracking list is not a deaf recorder.
    expect(requests).toContainEqual(
      expect.stringMatching(/^GET .*\/subscribers\/listings\/\d+\/edit$/),
    );
    expect(requests.filter((request) => request.includes('/tracking'))).toEqual([]);
    expect(
      requests.filter((request) => request.startsWith('POST /') && request.includes('/edit/')),
    ).toEqual([]);
  });

  it("reads the fleet summary again after the listing's fleet changed", async () => {
    const { user, id } = await openListingEdit();
    expect(within(previewCard()).getByText('Up to 72 seats available')).toBeVisible();
    const fleet = section('Fleet');
    const db = getDb();
    const school = db.buses.find(
      (bus) => bus.company_metro_ids.includes(id) && bus.bus_type_id === 3,
    );
    expect(school?.seats).toBe(72);
    // The fleet section loads on its own after the form: wait for its table, as a user does.
    const row = (await within(fleet).findAllByRole('row')).find((candidate) =>
      within(candidate).queryByText('School Bus'),
    );
    if (!row) throw new Error('No School Bus row');
    await user.click(within(row).getByRole('button', { name: /delete/i }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: /delete/i }));
    expect(await within(previewCard()).findByText('Up to 56 seats available')).toBeVisible();
    expect(operatorListing().id).toBe(id);
  });
});
