import { screen, waitFor, within } from '@testing-library/react';
import {
  field,
  openListingEdit,
  renderListingEdit,
  section,
} from '../../../../features/listingEdit/helpers';
import { draftNames, logOut, reload } from '../../../../utils/drafts';
import { enterText } from '../../../../utils/enterText';
import type { Rendered } from '../../../../utils/renderWithProviders';
import { findToast } from '../../../../utils/toasts';

const SAVED_WEBSITE = 'https://www.lonestarcharter.example';

/** Types into the three sections of the listing, saving none. */
async function typeInEverySection({ user }: Rendered) {
  const name = field(section('Listing Name'), 'Company Name');
  await user.clear(name);
  await enterText(user, name, 'Big D Coaches');
  const website = field(section('Contact'), 'Website');
  await user.clear(website);
  await enterText(user, website, 'https://bigd.example');
  const emails = section('Additional Emails');
  await user.click(within(emails).getByRole('button', { name: '+ Add Email' }));
  await enterText(user, field(emails, 'Name'), 'Dispatch');
  await enterText(user, field(emails, 'Email Address'), 'dispatch@bigd.example');
}

/** The page again after a reload, once its sections are there. */
async function reopen(page: Rendered, id: number) {
  const again = reload(page, () => renderListingEdit(id));
  await screen.findByRole('heading', { name: 'Edit Listing: Dallas, TX' });
  return again;
}

describe('Route /subscribers/listings/:companyMetroId: what is typed survives a reload', () => {
  it('brings back each section as it was left, with the preview, and warns before leaving', async () => {
    const page = await openListingEdit();
    await typeInEverySection(page);
    expect(draftNames()).toEqual(
      ['contact', 'emails', 'name'].map((part) => `listing-${page.id}-${part}`),
    );

    await reopen(page, page.id);
    await waitFor(() =>
      expect(field(section('Listing Name'), 'Company Name')).toHaveValue('Big D Coaches'),
    );
    expect(field(section('Contact'), 'Website')).toHaveValue('https://bigd.example');
    const emails = section('Additional Emails');
    expect(field(emails, 'Name')).toHaveValue('Dispatch');
    expect(field(emails, 'Email Address')).toHaveValue('dispatch@bigd.example');
    const preview = within(section('Preview')).getByRole('article');
    expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent('Big D Coaches');
    // Restored edits are unsaved edits: leaving the page asks first.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  it('drops the draft of a section once saved: the server has it now', async () => {
    const page = await openListingEdit();
    await typeInEverySection(page);
    const contact = section('Contact');
    await page.user.click(within(contact).getByRole('button', { name: 'Save Contact' }));
    await findToast('Your listing contact details have been saved.');
    expect(draftNames()).toEqual([`listing-${page.id}-emails`, `listing-${page.id}-name`]);

    await reopen(page, page.id);
    await waitFor(() =>
      expect(field(section('Listing Name'), 'Company Name')).toHaveValue('Big D Coaches'),
    );
    // The saved website comes from the server, and the server only.
    expect(field(section('Contact'), 'Website')).toHaveValue('https://bigd.example');
    expect(draftNames()).not.toContain(`listing-${page.id}-contact`);
  });

  it('forgets every draft on logout', async () => {
    const page = await openListingEdit();
    await typeInEverySection(page);
    expect(draftNames()).toHaveLength(3);
    logOut(page);
    expect(draftNames()).toEqual([]);

    await reopen(page, page.id);
    expect(field(section('Listing Name'), 'Company Name')).toHaveValue('Lone Star Charter Coaches');
    expect(field(section('Contact'), 'Website')).toHaveValue(SAVED_WEBSITE);
    expect(
      within(section('Additional Emails')).getByText(
        'There are no additional emails for this listing.',
      ),
    ).toBeVisible();
  });
});
