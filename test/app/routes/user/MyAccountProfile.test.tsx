import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { findToast, toastDurationMs, toastKind } from '../../../utils/toasts';
import { field, renderAsTraveller } from './helpers';

const PROFILE_FAILED = 'There was a problem updating your profile. Please try again later.';

async function openProfile() {
  const rendered = renderAsTraveller('/users/my-account');
  const form = await screen.findByRole('form', { name: 'Profile' });
  return { ...rendered, form };
}

describe('Route /users/my-account: profile', () => {
  it('prefills the profile from the server', async () => {
    const { form } = await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(field(form, 'First name')).toHaveValue('Dana');
    expect(field(form, 'Last name')).toHaveValue('Whitfield');
    expect(field(form, 'Company')).toHaveValue('Troop 214 Parents Association');
    expect(field(form, 'About Yourself')).toHaveValue(
      'I organise trips for our scout troop and the school band boosters in Dallas.',
    );
    expect(field(form, 'Email')).toHaveValue('traveller@demo.test');
    expect(field(form, 'Email')).toHaveAttribute('readonly');
    await waitFor(() => expect(document.title).toBe('My Account | Bus Charter Quotes'));
  });

  it('requires first and last name with the spec texts', async () => {
    const { user, form } = await openProfile();
    await user.clear(field(form, 'First name'));
    await user.clear(field(form, 'Last name'));
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveTextContent(
      'Some fields are invalid, please check all fields and try again',
    );
    expect(summary).toHaveTextContent('First name is required');
    expect(summary).toHaveTextContent('Last name is required');
  });

  it('saves, says so in a toast for 3000 ms, and keeps the new values', async () => {
    const { user, form } = await openProfile();
    await user.clear(field(form, 'Company'));
    await user.type(field(form, 'Company'), 'Band Boosters');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    const toast = await findToast('Your profile has been updated.');
    expect(toastKind(toast)).toBe('success');
    expect(toastDurationMs(toast)).toBe(3000);
    expect(getDb().users.find((row) => row.user_id === 1)?.company).toBe('Band Boosters');
    expect(field(form, 'Company')).toHaveValue('Band Boosters');
  });

  it.each([
    ['its own text', () => HttpResponse.json({ success: false, error_message: 'Database down' })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the spec text on a failure with %s and keeps what was typed', async (_, answer) => {
    server.use(http.post(apiUrl('/users/profile'), answer));
    const { user, form } = await openProfile();
    await user.type(field(form, 'About Yourself'), ' And the chess club.');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PROFILE_FAILED);
    expect(field(form, 'About Yourself')).toHaveValue(
      'I organise trips for our scout troop and the school band boosters in Dallas. And the chess club.',
    );
  });

  it('saves once however often Save is pressed', async () => {
    const save = holdRequests('post', apiUrl('/users/profile'));
    const { user, form } = await openProfile();
    const button = within(form).getByRole('button', { name: 'Save Profile' });
    await user.click(button);
    await save.arrived;
    // While the first save runs: the button is busy, and pressing it or Enter sends nothing more.
    expect(button).toBeDisabled();
    await user.click(button);
    await user.type(field(form, 'Company'), '{Enter}');
    save.release();
    await findToast('Your profile has been updated.');
    expect(save.calls).toBe(1);
  });

  it('offers another try when the profile cannot be loaded', async () => {
    server.use(
      http.get(apiUrl('/users/profile'), () => HttpResponse.json({ success: false }), {
        once: true,
      }),
    );
    const { user } = renderAsTraveller('/users/my-account');
    expect(await screen.findByText('Your profile could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeVisible();
  });
});
