import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/activate';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '../../utils/renderWithProviders';

/** The demo API's refusals, as it sends them (src/mocks/handlers/auth.ts). */
const WRONG_LOGIN = 'The email or password you entered is incorrect.';
const UNKNOWN_EMAIL = 'We could not find an account with that email address.';

/** Logs in from the header's Login with the wording of the language given. */
async function refusedLogin(spanish: boolean) {
  const rendered = renderRoute(paths.join);
  const name = spanish ? 'Iniciar sesión' : 'Login';
  const header = await screen.findByRole('banner');
  await rendered.user.click(within(header).getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  await rendered.user.type(
    within(dialog).getByLabelText(spanish ? /Nombre de usuario/ : /UserName/),
    'traveller@demo.test',
  );
  await rendered.user.type(
    within(dialog).getByLabelText(spanish ? /Contraseña/ : /Password/),
    'wrong-password',
  );
  await rendered.user.click(within(dialog).getByRole('button', { name }));
  return within(dialog).findByRole('alert');
}

async function requestPassword(email: string) {
  const rendered = renderRoute(paths.forgotPassword);
  // The page's form, not the footer's newsletter: the one with Request Password.
  const button = await screen.findByRole('button', {
    name: /^(Request Password|Solicitar contraseña)$/,
  });
  const form = button.closest('form') as HTMLFormElement;
  await rendered.user.type(within(form).getByLabelText(/Email|Correo electrónico/), email);
  await rendered.user.click(button);
  return rendered;
}

describe('a refused login or password request, in the visitor language (issue 46)', () => {
  it("says a refused login in Spanish, without the server's English", async () => {
    await activateLocale('es-US');
    const alert = await refusedLogin(true);
    expect(alert).toHaveTextContent('El correo electrónico o la contraseña no son correctos');
    expect(alert).not.toHaveTextContent(WRONG_LOGIN);
  });

  it("shows English visitors the server's text exactly, as the spec asks", async () => {
    const alert = await refusedLogin(false);
    expect(alert.textContent).toBe(WRONG_LOGIN);
  });

  it('says why a login failed when no answer came', async () => {
    await activateLocale('es-US');
    server.use(http.post(apiUrl('/login'), () => HttpResponse.error(), { once: true }));
    expect((await refusedLogin(true)).textContent).toBe(
      'No se pudo iniciar su sesión. Revise su conexión a internet e inténtelo de nuevo.',
    );
  });

  it("adds the server's words on a line of their own, marked as the server's", async () => {
    await activateLocale('es-US');
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({ success: false, error_message: 'Database offline.' }, { status: 503 }),
      ),
    );
    const alert = await refusedLogin(true);
    expect(alert).toHaveTextContent(
      /^No se pudo iniciar su sesión\. El servidor tuvo un problema\. Inténtelo de nuevo más tarde\./,
    );
    expect(within(alert).getByText('Mensaje del servidor: Database offline.')).toBeVisible();
  });

  it('keeps English as it was for the same failure', async () => {
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({ success: false, error_message: 'Database offline.' }, { status: 503 }),
      ),
    );
    expect((await refusedLogin(false)).textContent).toBe('Database offline.');
  });

  it("says a refused password request in Spanish, with the server's reason marked", async () => {
    await activateLocale('es-US');
    await requestPassword('unknown@example.org');
    const error = await screen.findByText('No se pudo enviar su contraseña.', { exact: false });
    expect(error).toHaveTextContent(`Mensaje del servidor: ${UNKNOWN_EMAIL}`);
    expect(error.textContent).toBe(
      `No se pudo enviar su contraseña. Mensaje del servidor: ${UNKNOWN_EMAIL}`,
    );
  });

  it('rewords a refusal already on screen when the language changes, and back', async () => {
    const { user } = await requestPassword('unknown@example.org');
    const error = await screen.findByText(UNKNOWN_EMAIL);
    expect(error.textContent).toBe(UNKNOWN_EMAIL);
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(error).toHaveTextContent(/^No se pudo enviar su contraseña\./));
    expect(error).toHaveTextContent(`Mensaje del servidor: ${UNKNOWN_EMAIL}`);
    await user.click(within(header).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(error.textContent).toBe(UNKNOWN_EMAIL));
  });
});

describe('the log-in page in front of a traveller page, in Spanish', () => {
  it('asks a logged-out visitor to log in, in Spanish', async () => {
    await activateLocale('es-US');
    const { user } = renderRoute(paths.userQuoteHistory);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicie sesión' })).toBeVisible();
    expect(
      screen.getByText('Inicie sesión con su cuenta de viajero para ver esta página.'),
    ).toBeVisible();
    // The modal opens by itself; closed, the page's own button opens it again.
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    await user.click(within(dialog).getByRole('button', { name: /Cerrar/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Iniciar sesión' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
