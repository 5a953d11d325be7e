import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { holdRequests } from '../../../../utils/heldRequests';
import { findToast } from '../../../../utils/toasts';
import { nextBodyOf } from '../../user/helpers';
import { field } from '../helpers';
import { companyReviews, openReviews, replyAnswers, reviewCards } from './reviewsHelpers';

const REPLY_FAILED = 'There was a problem replying to this review. Please try again later.';

/** Opens the reply modal of the newest unresolved review. */
async function openReply() {
  const rendered = await openReviews();
  const index = companyReviews().findIndex((review) => review.operator_response === null);
  const review = companyReviews()[index];
  const card = reviewCards()[index];
  await rendered.user.click(within(card).getByRole('button', { name: /^Reply/ }));
  const dialog = await screen.findByRole('dialog', { name: `Reply to ${review.name}` });
  return { ...rendered, dialog, review, card };
}

const responseOf = (id: number) => getDb().reviews.find((row) => row.id === id)?.operator_response;

describe('Route /subscribers/reviews: Reply', () => {
  it('shows the review being answered and requires a response', async () => {
    const { user, dialog, review } = await openReply();
    const shown = within(dialog).getByRole('region', { name: 'The review' });
    expect(shown).toHaveTextContent(review.title);
    expect(shown).toHaveTextContent(review.comment.replace(/\s+/g, ' ').trim());
    expect(within(shown).getByRole('img', { name: /^Rated/ })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    expect(
      await within(dialog).findByText(
        'Some fields are invalid, please check all fields and try again',
      ),
    ).toBeVisible();
    expect(within(dialog).getAllByText('Response is required').length).toBeGreaterThan(0);
    expect(field(dialog, 'Response')).toHaveAttribute('aria-invalid', 'true');
    // Spaces are no response either.
    await user.type(field(dialog, 'Response'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    expect(within(dialog).getAllByText('Response is required').length).toBeGreaterThan(0);
  });

  it('sends the response, marks the review resolved on screen and in the demo database', async () => {
    const { user, dialog, review, card } = await openReply();
    const openBefore = companyReviews().filter((row) => row.operator_response === null).length;
    await user.type(field(dialog, 'Response'), '  Thank you, good luck next season!  ');
    const body = nextBodyOf(`/review/${review.id}/reply`);
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    expect(await body).toEqual({ response: 'Thank you, good luck next season!' });
    await findToast('Your response has been posted.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('Replied')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Reply/ })).toBeNull();
    expect(within(card).queryByText('Awaiting your reply')).toBeNull();
    expect(responseOf(review.id)).toBe('Thank you, good luck next season!');
    expect(
      screen.getByText(new RegExp(`, ${openBefore - 1} awaiting your reply\\.$`)),
    ).toBeVisible();
  });

  it("shows the reply's own message on failure and keeps what was typed", async () => {
    replyAnswers({ success: false, message: 'Replies are closed for reviews over a year old.' });
    const { user, dialog, card } = await openReply();
    await user.type(field(dialog, 'Response'), 'Sorry to hear it.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Replies are closed for reviews over a year old\.$/,
    );
    expect(field(dialog, 'Response')).toHaveValue('Sorry to hear it.');
    expect(within(card).getByText('Awaiting your reply')).toBeVisible();
  });

  it('shows the spec text when the failure carries no message', async () => {
    replyAnswers({ success: false });
    const { user, dialog } = await openReply();
    await user.type(field(dialog, 'Response'), 'Thanks!');
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      new RegExp(`^${REPLY_FAILED}$`),
    );
  });

  it("uses the server's success message when it sends one", async () => {
    replyAnswers({ success: true, message: 'Posted under the review.' });
    const { user, dialog, card } = await openReply();
    await user.type(field(dialog, 'Response'), 'Thanks!');
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    await findToast('Posted under the review.');
    expect(within(card).getByText('Replied')).toBeVisible();
  });

  it('sends one reply however often it is pressed, and cannot be closed meanwhile', async () => {
    const { user, dialog, review } = await openReply();
    await user.type(field(dialog, 'Response'), 'Thank you!');
    const held = holdRequests('post', apiUrl('/review/:companyRatingId/reply'));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send Response' }));
    await held.arrived;
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
    held.release();
    await findToast('Your response has been posted.');
    expect(held.calls).toBe(1);
    expect(responseOf(review.id)).toBe('Thank you!');
  });

  it('opens fresh after a failure: no old text, an empty response', async () => {
    replyAnswers({ success: false });
    const { user, dialog, card } = await openReply();
    await user.type(field(dialog, 'Response'), 'First try');
    await user.click(within(dialog).getByRole('button', { name: 'Send Response' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(card).getByRole('button', { name: /^Reply/ }));
    const again = await screen.findByRole('dialog');
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(field(again, 'Response')).toHaveValue('');
  });
});
