import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '@/lib/i18n/activate';
import { i18n } from '@/lib/i18n/runtime';
import { apiUrl } from '@/mocks/http';
import { DUPLICATE_EMAIL } from '@/mocks/handlers/users';
import { server } from '@/mocks/node';
import { enterText } from '../../../utils/enterText';
import { mockImagesAndCanvas, photoFile } from '../../../utils/imageMocks';
import { renderRoute } from '../../../utils/renderWithProviders';
import { field, renderAsTraveller } from './helpers';

/**
 * The traveller account's refusals (issue 46): English reads what the spec asks (the server's
 * text, or the call's own for the calls the spec words one way); Spanish reads the app's
 * sentence, with the server's words marked as the server's where they name a reason.
 */

const spanish = () => act(() => activateLocale('es-US'));

/** The catalog's Spanish for a text of the spec (its wording is the catalog's to change). */
function es(english: string): string {
  const text = i18n._({ message: english });
  expect(text).not.toBe(english);
  return text;
}

const PROFILE_FAILED = 'There was a problem updating your profile. Please try again later.';
const PHOTO_FAILED = 'There was a problem updating your profile picture. Please try again later.';
const SEND_FAILED = 'There was a problem sending your message. Please try again later.';

async function signUpAs(email: string, es: boolean) {
  const rendered = renderRoute('/users/subscribe');
  const form = await screen.findByRole('form', {
    name: es ? 'Cree su cuenta' : 'Create your account',
  });
  const labels = es
    ? ['Nombre', 'Apellido', 'Correo electrónico', 'Contraseña', 'Confirmar la contraseña']
    : ['First name', 'Last name', 'Email', 'Password', 'Confirm Password'];
  const values = ['Riley', 'Nguyen', email, 'checkmate42', 'checkmate42'];
  for (const [i, label] of labels.entries()) {
    await enterText(rendered.user, field(form, label), values[i] ?? '');
  }
  await rendered.user.click(
    within(form).getByRole('button', { name: es ? 'Crear mi cuenta' : 'Create My Account' }),
  );
  return within(form).findByRole('alert');
}

describe("a refused sign-up: the server's reason, marked in Spanish", () => {
  it('says it in Spanish, the server naming the taken email on its own line', async () => {
    await activateLocale('es-US');
    const alert = await signUpAs('traveller@demo.test', true);
    expect(alert.textContent).toBe(
      `No se pudo crear su cuenta. Mensaje del servidor: ${DUPLICATE_EMAIL}`,
    );
    expect(within(alert).getByText(`Mensaje del servidor: ${DUPLICATE_EMAIL}`)).toBeVisible();
  });

  it("shows English visitors the server's text exactly", async () => {
    expect((await signUpAs('traveller@demo.test', false)).textContent).toBe(DUPLICATE_EMAIL);
  });
});

async function changePassword(current: string) {
  const rendered = renderAsTraveller('/users/my-account');
  const form = await screen.findByRole('form', { name: 'Login information' });
  await rendered.user.type(field(form, 'Current Password'), current);
  await rendered.user.type(field(form, 'New Password'), 'trailhead2025');
  await rendered.user.type(field(form, 'Confirm New Password'), 'trailhead2025');
  await rendered.user.click(within(form).getByRole('button', { name: 'Update Login' }));
  return within(form).findByRole('alert');
}

describe('a refused password change', () => {
  it("reads the server's text in English, then the app's sentence and the reason in Spanish", async () => {
    const alert = await changePassword('not-my-password');
    expect(alert.textContent).toBe('Your current password is incorrect.');
    await spanish();
    expect(alert.textContent).toBe(
      'No se pudieron actualizar sus datos de inicio de sesión. ' +
        'Mensaje del servidor: Your current password is incorrect.',
    );
  });
});

describe('the calls the spec words one way: no server words in any language', () => {
  it('a refused profile', async () => {
    server.use(
      http.post(apiUrl('/users/profile'), () =>
        HttpResponse.json({ success: false, error_message: 'Names are locked.' }),
      ),
    );
    const { user } = renderAsTraveller('/users/my-account');
    const form = await screen.findByRole('form', { name: 'Profile' });
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(PROFILE_FAILED);
    await spanish();
    expect(alert.textContent).toBe(es(PROFILE_FAILED));
  });

  it('a refused photo', async () => {
    const mocks = mockImagesAndCanvas({ width: 1100, height: 700 });
    try {
      server.use(
        http.post(apiUrl('/users/photo/add'), () =>
          HttpResponse.json({ success: false, error_message: 'The photo is not a JPEG image.' }),
        ),
      );
      renderAsTraveller('/users/my-account');
      const section = await screen.findByRole('region', { name: 'Photo' });
      const user = userEvent.setup();
      await user.upload(
        within(section).getByLabelText(/Choose a photo/),
        photoFile('me.jpg', 'image/jpeg'),
      );
      await waitFor(() => expect(within(section).getByLabelText('Zoom')).toBeEnabled());
      await user.click(within(section).getByRole('button', { name: 'Save Photo' }));
      const alert = await within(section).findByRole('alert');
      expect(alert.textContent).toBe(PHOTO_FAILED);
      await spanish();
      expect(alert.textContent).toBe(es(PHOTO_FAILED));
    } finally {
      mocks.restore();
    }
  });

  it('a refused message', async () => {
    server.use(
      http.post(apiUrl('/users/messages/send'), () =>
        HttpResponse.json({ success: false, error_message: 'Please write a message.' }),
      ),
    );
    const { user } = renderAsTraveller('/users/messages');
    await user.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Message' });
    await user.type(field(dialog, 'Company'), 'lone st');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Lone Star Charter Coaches' }),
    );
    const location = field(dialog, 'Location');
    await waitFor(() => expect(location).toBeEnabled());
    await user.selectOptions(location, 'Dallas, TX');
    await user.selectOptions(field(dialog, 'Subject'), 'I have a question');
    await user.type(field(dialog, 'Message'), 'Do you have a wheelchair lift?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(SEND_FAILED);
    await spanish();
    expect(alert.textContent).toBe(es(SEND_FAILED));
  });

  it('a profile save with no answer, in Spanish', async () => {
    server.use(http.post(apiUrl('/users/profile'), () => HttpResponse.error()));
    await activateLocale('es-US');
    const { user } = renderAsTraveller('/users/my-account');
    const form = await screen.findByRole('form', { name: 'Perfil' });
    await user.click(within(form).getByRole('button', { name: 'Guardar perfil' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'No se pudo guardar su perfil. Revise su conexión a internet e inténtelo de nuevo.',
    );
  });
});

describe('a list that could not be loaded', () => {
  it("says so in Spanish, with the server's words on their own line", async () => {
    server.use(
      http.get(apiUrl('/users/quotes'), () =>
        HttpResponse.json(
          { success: false, error_message: 'Quotes are offline.' },
          { status: 502 },
        ),
      ),
    );
    await activateLocale('es-US');
    renderAsTraveller('/users/quote-history');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No se pudo cargar su historial de cotizaciones. El servidor tuvo un problema. ' +
        'Inténtelo de nuevo más tarde. Mensaje del servidor: Quotes are offline.',
    );
  });

  it("shows English visitors the server's text", async () => {
    server.use(
      http.get(apiUrl('/users/quotes'), () =>
        HttpResponse.json(
          { success: false, error_message: 'Quotes are offline.' },
          { status: 502 },
        ),
      ),
    );
    renderAsTraveller('/users/quote-history');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Quotes are offline.').textContent).toBe('Quotes are offline.');
  });
});

describe("the New Message's company search, failed", () => {
  it("says so in Spanish, where English reads the server's text", async () => {
    server.use(
      http.get(apiUrl('/review/write/companies'), () =>
        HttpResponse.json({ success: false, error_message: 'Search is down.' }, { status: 500 }),
      ),
    );
    const { user } = renderAsTraveller('/users/messages');
    await user.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Message' });
    await user.type(field(dialog, 'Company'), 'lone st');
    const status = await within(dialog).findByText('Search is down.');
    await spanish();
    await waitFor(() =>
      expect(status.textContent).toBe(
        'No se pudieron buscar las empresas. El servidor tuvo un problema. ' +
          'Inténtelo de nuevo más tarde. Mensaje del servidor: Search is down.',
      ),
    );
  });
});
