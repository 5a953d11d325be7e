import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../utils/heldRequests';
import { renderRoute } from '../../utils/renderWithProviders';
import { recordLocations } from '../../utils/locations';

async function openModalAndLogin(email: string, password: string, rememberMe = false) {
  const rendered = renderRoute('/join');
  const seen = recordLocations(rendered.router);
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await user.type(within(dialog).getByLabelText(/UserName/), email);
  await user.type(within(dialog).getByLabelText(/Password/), password);
  if (rememberMe) await user.click(within(dialog).getByLabelText('Remember Me'));
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  return { ...rendered, dialog, seen };
}

/** The header once logged in: Logout, and My Account leading to the role's home. */
async function findAccountHome(): Promise<string | null> {
  const header = screen.getByRole('banner');
  await within(header).findByRole('button', { name: 'Logout' });
  return within(header).getByRole('link', { name: 'My Account' }).getAttribute('href');
}

describe('Login modal', () => {
  it('shows UserName, Password, Remember Me and the two links', async () => {
    const { user } = renderRoute('/join');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByLabelText(/UserName/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText('Remember Me')).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/subscribers/forgot-password',
    );
    expect(
      within(dialog).getByRole('link', { name: "Don't have an account?" }),
    ).toBeInTheDocument();
  });

  it('sends a traveller to /users/quote-history', async () => {
    const { seen } = await openModalAndLogin('traveller@demo.test', 'Travel2026!');
    await waitFor(() => expect(seen).toContain('/users/quote-history'));
    expect(await findAccountHome()).toBe('/users/quote-history');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
  });

  it('sends an admin to /admin/reports, with the role taken from the server', async () => {
    const { seen } = await openModalAndLogin('admin@demo.test', 'Admin2026!');
    await waitFor(() => expect(seen).toContain('/admin/reports'));
    expect(await findAccountHome()).toBe('/admin/reports');
  });

  it.each([
    ['setup1@demo.test', '/subscribers/init'],
    ['setup2@demo.test', '/subscribers/init2'],
    ['setup3@demo.test', '/subscribers/init3'],
    ['setup4@demo.test', '/subscribers/init4'],
    ['setup5@demo.test', '/subscribers/init5'],
    ['operator@demo.test', '/subscribers/listings'],
  ])('sends subscriber %s to %s by setup progress', async (email, landing) => {
    const { seen } = await openModalAndLogin(email, 'Operator2026!');
    await waitFor(() => expect(seen).toContain(landing));
  });

  it('sends a subscriber to listings when the progress call fails', async () => {
    server.use(
      http.get(apiUrl('/company/progress/get/company/setup/index'), () =>
        HttpResponse.json({ status: { code: 9, msg: 'Unavailable' }, result: null }),
      ),
    );
    const { seen } = await openModalAndLogin('setup2@demo.test', 'Operator2026!');
    await waitFor(() => expect(seen).toContain('/subscribers/listings'));
  });

  it('shows the arrears notice instead of logging in, and Go leads to the arrears page', async () => {
    const { user, seen } = await openModalAndLogin('arrears@demo.test', 'Operator2026!');
    const notice = await screen.findByRole('dialog', { name: 'Account Suspended' });
    expect(notice).toHaveTextContent('suspended due to unpaid balances');
    expect(notice).toHaveTextContent('(800) 555-0199');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
    const arrearsId = getDb().accounts.find((row) => row.email === 'arrears@demo.test')?.arrears_id;
    expect(arrearsId).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(seen).toContain(`/charge_arrears/${arrearsId}`));
  });

  it("shows the server's failure text in red and keeps what was typed", async () => {
    const { dialog } = await openModalAndLogin('traveller@demo.test', 'wrong-password');
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('The email or password you entered is incorrect.');
    expect(error).toHaveClass('text-danger');
    expect(within(dialog).getByLabelText(/UserName/)).toHaveValue('traveller@demo.test');
  });

  it('falls back to "Email or Password is incorrect" when the failure is not text', async () => {
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({ success: false, error_message: { code: 7 } }),
      ),
    );
    const { dialog } = await openModalAndLogin('traveller@demo.test', 'Travel2026!');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Email or Password is incorrect',
    );
  });

  it('falls back to "Email or Password is incorrect" when the network fails', async () => {
    server.use(http.post(apiUrl('/login'), () => HttpResponse.error()));
    const { dialog } = await openModalAndLogin('traveller@demo.test', 'Travel2026!');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Email or Password is incorrect',
    );
  });

  it('cannot be submitted twice while the login call runs', async () => {
    const login = holdRequests('post', apiUrl('/login'), () =>
      HttpResponse.json({ success: false, error_message: 'Nope' }),
    );
    const { user } = renderRoute('/join');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByLabelText(/UserName/), 'a@b.co');
    await user.type(within(dialog).getByLabelText(/Password/), 'x{Enter}');
    await login.arrived;
    // While it runs: the button says so, and pressing it or Enter sends nothing more.
    const button = within(dialog).getByRole('button', { name: /Logging in/ });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.type(within(dialog).getByLabelText(/Password/), '{Enter}');
    login.release();
    expect(await within(dialog).findByText('Nope')).toBeInTheDocument();
    expect(login.calls).toBe(1);
  });

  it('asks for both fields before calling the server', async () => {
    const { user } = renderRoute('/join');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Email or username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
  });

  it("Don't have an account? closes the modal and goes to /join", async () => {
    const rendered = renderRoute('/terms-and-conditions');
    await rendered.user.click(await screen.findByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await rendered.user.click(within(dialog).getByRole('link', { name: "Don't have an account?" }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/join'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
