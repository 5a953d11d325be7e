import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { holdRequests } from '../../../../utils/heldRequests';
import { findToast } from '../../../../utils/toasts';
import { nextBodyOf } from '../../user/helpers';
import { field } from '../helpers';
import { bodyRows, failPost, inbox, openMessages } from './messagesHelpers';

const REPLY_FAILED = 'There was a problem replying to this message. Please try again later.';

/** Opens the reply modal of the inbox's `index`-th message (newest first). */
async function openReply(index = 0) {
  const rendered = await openMessages();
  const message = inbox()[index];
  await rendered.user.click(within(bodyRows()[index]).getByRole('button', { name: /^Reply/ }));
  const dialog = await screen.findByRole('dialog', {
    name: `Reply to ${message.sender_name}`,
  });
  return { ...rendered, dialog, message };
}

describe('Route /subscribers/messages: Reply', () => {
  it("shows the traveller's whole message, who sent it, from where and when", async () => {
    const long = inbox().findIndex((candidate) => candidate.body.length > 60);
    expect(long).toBeGreaterThanOrEqual(0);
    const { dialog, message } = await openReply(long);
    const shown = within(dialog).getByRole('region', { name: 'Message from the traveller' });
    // Whole, not the table's preview (compared without line breaks, as text content reads).
    expect(shown.textContent?.replace(/\s+/g, ' ')).toContain(message.body.replace(/\s+/g, ' '));
    expect(shown).toHaveTextContent(`${message.sender_name} (${message.sender_email})`);
    expect(shown).toHaveTextContent(`${message.metro_city}, ${message.metro_state}`);
    expect(shown).toHaveTextContent(message.subject);
    expect(field(dialog, 'Subject')).toHaveValue(`Re: ${message.subject}`);
    expect(field(dialog, 'Response')).toHaveValue('');
  });

  it('requires a subject and a response, with the spec texts', async () => {
    const { user, dialog } = await openReply();
    await user.clear(field(dialog, 'Subject'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    const summary = await within(dialog).findByText(
      'Some fields are invalid, please check all fields and try again',
    );
    expect(summary).toBeVisible();
    expect(within(dialog).getAllByText('Subject is required').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Response is required').length).toBeGreaterThan(0);
    expect(field(dialog, 'Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, 'Response')).toHaveAttribute('aria-invalid', 'true');
    // Spaces only are no response.
    await user.type(field(dialog, 'Response'), '   ');
    await user.type(field(dialog, 'Subject'), 'Your trip');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(within(dialog).queryByText('Subject is required')).toBeNull());
    expect(within(dialog).getAllByText('Response is required').length).toBeGreaterThan(0);
  });

  it('sends the subject and response, says so and closes', async () => {
    const { user, dialog, message } = await openReply(2);
    await user.clear(field(dialog, 'Subject'));
    await user.type(field(dialog, 'Subject'), '  Your trip to the coast ');
    await user.type(field(dialog, 'Response'), 'Yes, we have a coach free that day.');
    const body = nextBodyOf(`/message/${message.message_id}/reply`);
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await body).toEqual({
      subject: 'Your trip to the coast',
      body: 'Yes, we have a coach free that day.',
    });
    await findToast('Your reply has been sent.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getDb().message_replies.at(-1)).toMatchObject({
      company_message_id: message.message_id,
      subject: 'Your trip to the coast',
      body: 'Yes, we have a coach free that day.',
    });
  });

  it('shows the spec failure in the modal and keeps what was typed', async () => {
    failPost('/message/:id/reply', 'Mailer queue full');
    const { user, dialog } = await openReply();
    await user.type(field(dialog, 'Response'), 'We can do that.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    // The spec gives one text for this failure: the server's own is not shown.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      new RegExp(`^${REPLY_FAILED}$`),
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(field(dialog, 'Response')).toHaveValue('We can do that.');
    expect(within(dialog).getByRole('button', { name: 'Send Reply' })).toBeEnabled();
  });

  it('sends one reply however often it is pressed, and cannot be closed meanwhile', async () => {
    const { user, dialog } = await openReply();
    await user.type(field(dialog, 'Response'), 'On our way.');
    const held = holdRequests('post', apiUrl('/message/:id/reply'));
    const send = within(dialog).getByRole('button', { name: 'Send Reply' });
    await user.dblClick(send);
    await held.arrived;
    const busy = within(dialog).getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(field(dialog, 'Response'), '{Enter}');
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeVisible();
    held.release();
    await findToast('Your reply has been sent.');
    expect(held.calls).toBe(1);
  });

  it('starts a fresh form for the next message, without the last failure', async () => {
    failPost('/message/:id/reply');
    const { user, dialog } = await openReply(0);
    await user.type(field(dialog, 'Response'), 'First answer');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const next = inbox()[1];
    await user.click(within(bodyRows()[1]).getByRole('button', { name: /^Reply/ }));
    const again = await screen.findByRole('dialog', { name: `Reply to ${next.sender_name}` });
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(field(again, 'Response')).toHaveValue('');
    expect(field(again, 'Subject')).toHaveValue(`Re: ${next.subject}`);
  });
});
