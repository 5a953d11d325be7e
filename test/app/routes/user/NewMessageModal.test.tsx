import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import type { Rendered } from '../../../utils/renderWithProviders';
import { findToast, toastKind } from '../../../utils/toasts';
import { field, NEW_TRAVELLER, nextBodyOf, renderAsTraveller } from './helpers';

const SEND_FAILED = 'There was a problem sending your message. Please try again later.';

async function openModal(email?: string) {
  const rendered = renderAsTraveller('/users/messages', email);
  await screen.findByRole('heading', { level: 1, name: 'Messages' });
  await rendered.user.click(screen.getByRole('button', { name: 'New Message' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Message' });
  return { ...rendered, dialog };
}

/** Finds Lone Star by typing, picks it, then its Dallas location, a subject and a message. */
async function fillIn({ user, dialog }: Pick<Rendered, 'user'> & { dialog: HTMLElement }) {
  await user.type(field(dialog, 'Company'), 'lone st');
  await user.click(
    await within(dialog).findByRole('button', { name: 'Lone Star Charter Coaches' }),
  );
  const location = field(dialog, 'Location');
  await waitFor(() => expect(location).toBeEnabled());
  expect(
    within(location)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a location', 'Dallas, TX', 'Fort Worth, TX']);
  await user.selectOptions(location, 'Dallas, TX');
  await user.selectOptions(field(dialog, 'Subject'), 'I have a question');
  await user.type(field(dialog, 'Message'), 'Do you have a wheelchair lift?');
}

describe('New Message modal', () => {
  it('requires Location, Subject and Message with the spec texts', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent(
      'Some fields are invalid, please check all fields and try again',
    );
    for (const text of ['Location is required', 'Subject is required', 'Message is required']) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    expect(field(dialog, 'Location')).toHaveAccessibleDescription('Location is required');
  });

  it('offers exactly the three subjects', async () => {
    const { dialog } = await openModal();
    const options = within(field(dialog, 'Subject')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a subject',
      'Please contact me',
      'I have a question',
      "I need a bus. Here's my trip info.",
    ]);
  });

  it('sends to the chosen location, lists the message first and confirms with a toast', async () => {
    const sentBody = nextBodyOf('/users/messages/send');
    const { user, dialog } = await openModal();
    await fillIn({ user, dialog });
    const inboxBefore = getDb().company_messages.length;
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(toastKind(await findToast('Your message has been sent.'))).toBe('success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: /Messages you sent/ });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('Lone Star Charter Coaches (Dallas, TX)');
    expect(first).toHaveTextContent('Do you have a wheelchair lift?');
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    const sent = (await sentBody) as { company_metro_id: number };
    const listing = getDb().company_metros.find((row) => row.id === sent.company_metro_id);
    expect(getDb().metros.find((metro) => metro.id === listing?.metro_id)?.city).toBe('Dallas');
    expect(sent).toEqual({
      message: 'Do you have a wheelchair lift?',
      company_metro_id: listing?.id,
      email: 'traveller@demo.test',
      name: 'Dana Whitfield',
      subject: 'I have a question',
    });
    expect(getDb().company_messages).toHaveLength(inboxBefore + 1);
  });

  it('replaces "No messages" with the first message sent', async () => {
    const { user, dialog } = await openModal(NEW_TRAVELLER);
    expect(screen.getByText('No messages')).toBeInTheDocument();
    await fillIn({ user, dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.queryByText('No messages')).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: /Messages you sent/ })).toHaveTextContent(
      'Do you have a wheelchair lift?',
    );
  });

  it.each([
    [
      'a refusal with its own text',
      () => HttpResponse.json({ success: false, error_message: 'Nope' }),
    ],
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the spec text on %s and keeps what was typed', async (_, answer) => {
    server.use(http.post(apiUrl('/users/messages/send'), answer));
    const { user, dialog } = await openModal();
    await fillIn({ user, dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SEND_FAILED);
    expect(field(dialog, 'Message')).toHaveValue('Do you have a wheelchair lift?');
    expect(field(dialog, 'Subject')).toHaveValue('I have a question');
    expect(field(dialog, 'Location')).toHaveDisplayValue('Dallas, TX');
  });

  it('sends once however often Send is pressed', async () => {
    const send = holdRequests('post', apiUrl('/users/messages/send'));
    const { user, dialog } = await openModal();
    await fillIn({ user, dialog });
    const button = within(dialog).getByRole('button', { name: 'Send Message' });
    await user.click(button);
    await send.arrived;
    // While it is sent: the button is busy, and pressing it again sends nothing more.
    expect(button).toBeDisabled();
    await user.click(button);
    send.release();
    await findToast('Your message has been sent.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send.calls).toBe(1);
  });

  it('says when no company matches and clears the location when the company changes', async () => {
    const { user, dialog } = await openModal();
    const company = field(dialog, 'Company');
    await user.type(company, 'zzzz no such company');
    expect(await within(dialog).findByText('No companies found')).toBeVisible();
    await user.clear(company);
    await user.type(company, 'lone st');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Lone Star Charter Coaches' }),
    );
    const location = field(dialog, 'Location');
    await waitFor(() => expect(location).toBeEnabled());
    await user.selectOptions(location, 'Fort Worth, TX');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(company).toHaveValue('');
    expect(location).toBeDisabled();
    expect(location).toHaveValue('');
  });

  it('starts empty again when reopened', async () => {
    const { user, dialog } = await openModal();
    await user.type(field(dialog, 'Message'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'New Message' }));
    const again = await screen.findByRole('dialog', { name: 'New Message' });
    expect(field(again, 'Message')).toHaveValue('');
  });
});
