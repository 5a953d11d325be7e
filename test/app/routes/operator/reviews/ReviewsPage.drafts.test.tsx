import { screen, waitFor, within } from '@testing-library/react';
import { draftNames, logOut, reload } from '../../../../utils/drafts';
import { enterText } from '../../../../utils/enterText';
import { findToast } from '../../../../utils/toasts';
import { field } from '../helpers';
import { companyReviews, openReviews, reviewCards } from './reviewsHelpers';

const TEXT = 'Thank you for riding with us; the driver will be glad to hear it.';

/** The newest review awaiting a reply, its reply opened and a response typed. */
async function writeResponse() {
  const page = await openReviews();
  const index = companyReviews().findIndex((review) => review.operator_response === null);
  const review = companyReviews()[index];
  await page.user.click(within(reviewCards()[index]).getByRole('button', { name: /^Reply/ }));
  const dialog = await screen.findByRole('dialog', { name: `Reply to ${review.name}` });
  await enterText(page.user, field(dialog, 'Response'), TEXT);
  return { page, review };
}

describe('Route /subscribers/reviews: a response being written survives a reload', () => {
  it('opens the reply again after a reload with its text, and drops it once sent', async () => {
    const { page, review } = await writeResponse();
    expect(draftNames()).toEqual([`review-reply-${review.id}`, 'review-reply-open']);

    const again = await reload(page, openReviews);
    const dialog = await screen.findByRole('dialog', { name: `Reply to ${review.name}` });
    await waitFor(() => expect(field(dialog, 'Response')).toHaveValue(TEXT));
    await again.user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    await findToast('Your response has been posted.');
    expect(draftNames()).toEqual([]);
    again.unmount();
    await openReviews();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forgets the response on logout', async () => {
    const { page } = await writeResponse();
    expect(draftNames()).toHaveLength(2);
    logOut(page);
    expect(draftNames()).toEqual([]);
    await reload(page, openReviews);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
