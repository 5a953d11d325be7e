import { screen, waitFor, within } from '@testing-library/react';
import { draftNames, logOut, reload } from '../../../../utils/drafts';
import { listingIn, openBidPage } from './bidsHelpers';

const positionOne = () => screen.getByRole('radio', { name: 'Bid Now for position 1' });

describe('Route /subscribers/bid/:companyMetroId: the chosen position survives a reload', () => {
  it('comes back chosen, and Submit Bid opens the confirmation on one click', async () => {
    const page = await openBidPage('Dallas');
    await page.user.click(positionOne());
    expect(draftNames()).toEqual([`bid-${listingIn('Dallas').id}`]);

    const again = await reload(page, () => openBidPage('Dallas'));
    await waitFor(() => expect(positionOne()).toBeChecked());
    // The confirmation is not opened by the reload: Submit Bid makes its cart afresh.
    expect(screen.queryByRole('dialog')).toBeNull();
    await again.user.click(screen.getByRole('button', { name: 'Submit Bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bid Confirmation' });
    await again.user.click(await within(dialog).findByRole('button', { name: 'Submit Changes' }));
    await screen.findByRole('dialog', { name: 'Bid Received' });
    expect(draftNames()).toEqual([]);
  });

  it('forgets the choice on logout', async () => {
    const page = await openBidPage('Dallas');
    await page.user.click(positionOne());
    expect(draftNames()).toHaveLength(1);
    logOut(page);
    expect(draftNames()).toEqual([]);
    await reload(page, () => openBidPage('Dallas'));
    expect(positionOne()).not.toBeChecked();
  });
});
