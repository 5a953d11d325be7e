import { screen, waitFor, within } from '@testing-library/react';
import { draftNames, logOut, reload } from '../../../utils/drafts';
import { enterText } from '../../../utils/enterText';
import type { Rendered } from '../../../utils/renderWithProviders';
import { findToast } from '../../../utils/toasts';
import { field, renderAsTraveller } from './helpers';

const TEXT = 'Do you have a wheelchair lift?';

async function openMessages() {
  const rendered = renderAsTraveller('/users/messages');
  await screen.findByRole('heading', { level: 1, name: 'Messages' });
  return rendered;
}

/** New Message opened, with a subject and a message (no location yet). */
async function writeMessage({ user }: Rendered) {
  await user.click(screen.getByRole('button', { name: 'New Message' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Message' });
  await user.selectOptions(field(dialog, 'Subject'), 'I have a question');
  await enterText(user, field(dialog, 'Message'), TEXT);
  return dialog;
}

describe('Route /users/messages: a message being written survives a reload', () => {
  it('opens New Message again with its subject and text, then sends it and forgets it', async () => {
    const page = await openMessages();
    await writeMessage(page);
    expect(draftNames()).toEqual(['new-message', 'new-message-open']);

    const again = await reload(page, openMessages);
    const dialog = await screen.findByRole('dialog', { name: 'New Message' });
    await waitFor(() => expect(field(dialog, 'Message')).toHaveValue(TEXT));
    expect(field(dialog, 'Subject')).toHaveValue('I have a question');
    // The location is found again through its company.
    expect(field(dialog, 'Location')).toHaveValue('');
    await again.user.type(field(dialog, 'Company'), 'lone st');
    await again.user.click(
      await within(dialog).findByRole('button', { name: 'Lone Star Charter Coaches' }),
    );
    await waitFor(() => expect(field(dialog, 'Location')).toBeEnabled());
    await again.user.selectOptions(field(dialog, 'Location'), 'Dallas, TX');
    await again.user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await findToast('Your message has been sent.');
    expect(draftNames()).toEqual([]);
  });

  it('forgets the message on Cancel, and on logout', async () => {
    const page = await openMessages();
    const dialog = await writeMessage(page);
    expect(draftNames()).toEqual(['new-message', 'new-message-open']);
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(draftNames()).toEqual([]);
    await writeMessage(page);
    expect(draftNames()).toEqual(['new-message', 'new-message-open']);
    logOut(page);
    expect(draftNames()).toEqual([]);
  });
});
