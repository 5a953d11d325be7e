import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { holdRequests } from '../../../../utils/heldRequests';
import { findToast } from '../../../../utils/toasts';
import { bodyRows, cellOf, failPost, inbox, messagesLink, openMessages } from './messagesHelpers';

const DELETE_FAILED = 'There was a problem deleting this message. Please try again later.';

const inDb = (messageId: number) =>
  getDb().company_messages.some((message) => message.message_id === messageId);

/** Asks to delete the inbox's `index`-th message (newest first). */
async function askDelete(index: number) {
  const rendered = await openMessages();
  const message = inbox()[index];
  const count = bodyRows().length;
  await rendered.user.click(within(bodyRows()[index]).getByRole('button', { name: /^Delete/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Message' });
  return { ...rendered, dialog, message, count };
}

const readIndex = () => inbox().findIndex((message) => !message.is_new);

describe('Route /subscribers/messages: Delete', () => {
  it('asks first, naming the message, and keeps it on Cancel', async () => {
    const { user, dialog, message, count } = await askDelete(readIndex());
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this message? It cannot be undone.',
      ),
    ).toBeVisible();
    expect(dialog).toHaveTextContent(`${message.subject} from ${message.sender_name}`);
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyRows()).toHaveLength(count);
    expect(inDb(message.message_id)).toBe(true);
  });

  it('deletes on Yes: gone from the table and the demo database', async () => {
    const index = readIndex();
    const { user, dialog, message, count } = await askDelete(index);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete Message' }));
    await findToast('The message has been deleted.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyRows()).toHaveLength(count - 1);
    expect(inDb(message.message_id)).toBe(false);
    // The badge did not move: the message was already read.
    expect(messagesLink()).toHaveAccessibleName('Messages (5 unread)');
  });

  it('lowers the badge when the deleted message was new', async () => {
    const index = inbox().findIndex((message) => message.is_new);
    const { user, dialog } = await askDelete(index);
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages (5 unread)'));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete Message' }));
    await findToast('The message has been deleted.');
    expect(messagesLink()).toHaveAccessibleName('Messages (4 unread)');
  });

  it('shows the spec failure in the dialog and keeps the message', async () => {
    failPost('/message/:id/delete', 'Disk full');
    const { user, dialog, message, count } = await askDelete(readIndex());
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete Message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      new RegExp(`^${DELETE_FAILED}$`),
    );
    expect(bodyRows()).toHaveLength(count);
    expect(cellOf(bodyRows()[readIndex()], 'Subject')).toHaveTextContent(message.subject);
    // Asked again, the dialog starts without the old failure.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /^Delete/ }));
    const again = await screen.findByRole('dialog', { name: 'Delete Message' });
    expect(within(again).queryByRole('alert')).toBeNull();
  });

  it('deletes once however often Yes is pressed', async () => {
    const { user, dialog, count } = await askDelete(readIndex());
    const held = holdRequests('post', apiUrl('/message/:id/delete'));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Yes, Delete Message' }));
    await held.arrived;
    const busy = within(dialog).getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();
    await findToast('The message has been deleted.');
    expect(held.calls).toBe(1);
    expect(bodyRows()).toHaveLength(count - 1);
  });

  it('says "No messages" once the last one is deleted', async () => {
    const id = inbox()[0].company_id;
    // Leave one message in the inbox.
    const keep = inbox()[0].message_id;
    getDb().company_messages = getDb().company_messages.filter(
      (message) => message.company_id !== id || message.message_id === keep,
    );
    const { user, dialog } = await askDelete(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete Message' }));
    expect(await screen.findByText('No messages')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
