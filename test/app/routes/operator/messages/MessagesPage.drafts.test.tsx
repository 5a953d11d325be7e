import { screen, waitFor, within } from '@testing-library/react';
import { draftNames, logOut, reload } from '../../../../utils/drafts';
import { enterText } from '../../../../utils/enterText';
import type { Rendered } from '../../../../utils/renderWithProviders';
import { findToast } from '../../../../utils/toasts';
import { field } from '../helpers';
import { bodyRows, inbox, openMessages } from './messagesHelpers';

const TEXT = 'Yes, we have a 56-seat coach free that weekend.';

/** The reply of the newest message, opened, with a subject and a response typed. */
async function writeReply(page: Rendered) {
  const message = inbox()[0];
  await page.user.click(within(bodyRows()[0]).getByRole('button', { name: /^Reply/ }));
  const dialog = await screen.findByRole('dialog', { name: `Reply to ${message.sender_name}` });
  await enterText(page.user, field(dialog, 'Subject'), ' (availability)');
  await enterText(page.user, field(dialog, 'Response'), TEXT);
  return { dialog, message, subject: `Re: ${message.subject} (availability)` };
}

describe('Route /subscribers/messages: a reply being written survives a reload', () => {
  it('opens the reply again after a reload, with what was typed', async () => {
    const page = await openMessages();
    const { message, subject } = await writeReply(page);
    expect(draftNames()).toEqual([`message-reply-${message.message_id}`, 'message-reply-open']);

    await reload(page, openMessages);
    const dialog = await screen.findByRole('dialog', { name: `Reply to ${message.sender_name}` });
    await waitFor(() => expect(field(dialog, 'Response')).toHaveValue(TEXT));
    expect(field(dialog, 'Subject')).toHaveValue(subject);
  });

  it('drops the draft once sent, or on Cancel, as the reply opens empty then', async () => {
    const page = await openMessages();
    const { dialog } = await writeReply(page);
    expect(draftNames()).toHaveLength(2);
    await page.user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await findToast('Your reply has been sent.');
    expect(draftNames()).toEqual([]);

    const again = await reload(page, openMessages);
    expect(screen.queryByRole('dialog')).toBeNull();
    const second = await writeReply(again);
    expect(draftNames()).toHaveLength(2);
    await again.user.click(within(second.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(draftNames()).toEqual([]);
  });

  it('forgets the reply on logout', async () => {
    const page = await openMessages();
    const { message } = await writeReply(page);
    expect(draftNames()).toHaveLength(2);
    logOut(page);
    expect(draftNames()).toEqual([]);

    const again = await reload(page, openMessages);
    expect(screen.queryByRole('dialog')).toBeNull();
    await again.user.click(within(bodyRows()[0]).getByRole('button', { name: /^Reply/ }));
    const dialog = await screen.findByRole('dialog', { name: `Reply to ${message.sender_name}` });
    expect(field(dialog, 'Response')).toHaveValue('');
  });
});
