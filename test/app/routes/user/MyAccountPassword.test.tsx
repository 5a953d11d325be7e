import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { findToast, toastDurationMs, toastKind } from '../../../utils/toasts';
import { field, nextBodyOf, renderAsTraveller } from './helpers';

const LOGIN_FAILED = 'There was a problem updating your login information. Please try again later.';

async function openLogin() {
  const rendered = renderAsTraveller('/users/my-account');
  const form = await screen.findByRole('form', { name: 'Login information' });
  return { ...rendered, form };
}

async function fill(
  { user, form }: Awaited<ReturnType<typeof openLogin>>,
  current: string,
  next: string,
  confirmation = next,
) {
  if (current) await user.type(field(form, 'Current Password'), current);
  if (next) await user.type(field(form, 'New Password'), next);
  if (confirmation) await user.type(field(form, 'Confirm New Password'), confirmation);
  await user.click(within(form).getByRole('button', { name: 'Update Login' }));
}

const travellerPassword = () =>
  getDb().accounts.find((row) => row.email === 'traveller@demo.test')?.password;

describe('Route /users/my-account: login', () => {
  it('asks for all three fields with the spec texts', async () => {
    const opened = await openLogin();
    await fill(opened, '', '', '');
    const summary = await within(opened.form).findByRole('alert');
    expect(summary).toHaveTextContent('Current password is required');
    expect(summary).toHaveTextContent('Password must be at least 8 characters long');
    expect(summary).toHaveTextContent('Confirmationpassword is required');
  });

  it('wants 8 characters and a matching confirmation', async () => {
    const opened = await openLogin();
    await fill(opened, 'Travel2026!', 'short', 'shorter');
    const summary = await within(opened.form).findByRole('alert');
    expect(summary).toHaveTextContent('Password must be at least 8 characters long');
    expect(summary).toHaveTextContent('Passwords must match');
    expect(travellerPassword()).toBe('Travel2026!');
  });

  it('changes the password, confirms with a toast for 3000 ms and clears the fields', async () => {
    const opened = await openLogin();
    const body = nextBodyOf('/users/change_password');
    await fill(opened, 'Travel2026!', 'trailhead2025');
    const toast = await findToast('Your login information has been updated.');
    expect(toastKind(toast)).toBe('success');
    expect(toastDurationMs(toast)).toBe(3000);
    expect(await body).toEqual({ current_password: 'Travel2026!', new_password: 'trailhead2025' });
    expect(travellerPassword()).toBe('trailhead2025');
    expect(field(opened.form, 'Current Password')).toHaveValue('');
    expect(field(opened.form, 'New Password')).toHaveValue('');
  });

  it("shows the server's message and keeps what was typed", async () => {
    const opened = await openLogin();
    await fill(opened, 'not-my-password', 'trailhead2025');
    expect(await within(opened.form).findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect.',
    );
    expect(field(opened.form, 'Current Password')).toHaveValue('not-my-password');
    expect(field(opened.form, 'New Password')).toHaveValue('trailhead2025');
  });

  it.each([
    ['no text', () => HttpResponse.json({ success: false })],
    ['a non-text message', () => HttpResponse.json({ success: false, error_message: { a: 1 } })],
    ['a network failure', () => HttpResponse.error()],
  ])('falls back to the spec text on a failure with %s', async (_, answer) => {
    server.use(http.post(apiUrl('/users/change_password'), answer));
    const opened = await openLogin();
    await fill(opened, 'Travel2026!', 'trailhead2025');
    expect(await within(opened.form).findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
  });

  it('changes it once however often Update Login is pressed', async () => {
    const change = holdRequests('post', apiUrl('/users/change_password'));
    const opened = await openLogin();
    await fill(opened, 'Travel2026!', 'trailhead2025');
    await change.arrived;
    // While the change runs: the button is busy, and pressing it again sends nothing more.
    const busy = within(opened.form).getByRole('button', { name: /Updat/ });
    expect(busy).toBeDisabled();
    await opened.user.click(busy);
    await opened.user.type(field(opened.form, 'Confirm New Password'), '{Enter}');
    change.release();
    await findToast('Your login information has been updated.');
    expect(change.calls).toBe(1);
    expect(travellerPassword()).toBe('trailhead2025');
  });
});
