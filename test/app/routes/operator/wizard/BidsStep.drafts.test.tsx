import { screen, waitFor } from '@testing-library/react';
import { draftNames, logOut, reload } from '../../../../utils/drafts';
import { bidFor, bidStepRow, openBidModal, openBidsStep, totalBilling } from './metrosStepHelpers';

/** Bids chosen for both metros, none saved. */
async function chooseBids() {
  const step = await openBidsStep();
  await bidFor(step, await openBidModal(step, 'Austin, TX'), 2);
  await bidFor(step, await openBidModal(step, 'San Antonio, TX'), 6);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return step;
}

describe('Route /subscribers/init4: the bids chosen survive a reload', () => {
  it('lists them again with their figures, read afresh from the positions', async () => {
    const step = await chooseBids();
    expect(draftNames()).toEqual(['setup-bids']);
    const total = totalBilling()?.textContent;

    await reload(step, openBidsStep);
    await waitFor(() =>
      expect(bidStepRow('Austin, TX')).toMatchObject({
        Position: '2/8New bid, not saved yet',
        'Cost per month': '$270.00',
      }),
    );
    expect(bidStepRow('San Antonio, TX').Position).toBe('6/7New bid, not saved yet');
    expect(totalBilling()?.textContent).toBe(total);
  });

  it('forgets them once saved', async () => {
    const step = await chooseBids();
    expect(draftNames()).toEqual(['setup-bids']);
    await step.user.click(screen.getByRole('button', { name: 'Save and Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(draftNames()).toEqual([]);
  });

  it('forgets them on logout', async () => {
    const step = await chooseBids();
    expect(draftNames()).toEqual(['setup-bids']);
    logOut(step);
    expect(draftNames()).toEqual([]);
  });
});
