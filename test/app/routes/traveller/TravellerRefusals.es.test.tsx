import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '@/lib/i18n/activate';
import { i18n } from '@/lib/i18n/runtime';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  answerSearch,
  card,
  renderSearch,
  richResult,
  wireSearch,
} from '../../../features/search/fixtures';
import { CART, fillTripForm, tripLabel } from '../../../features/tripRequest/tripForm';
import { renderRoute, sessionFor } from '../../../utils/renderWithProviders';

/**
 * The request form, the trip types and the search's Send Message, refused (issue 46): English
 * as the spec has it, Spanish in the app's own words; the same refusal rewords on a switch.
 */

const spanish = () => act(() => activateLocale('es-US'));

/** The catalog's Spanish for a text of the spec (its wording is the catalog's to change). */
function es(english: string): string {
  const text = i18n._({ message: english });
  expect(text).not.toBe(english);
  return text;
}

function refuseRequest(answer: () => Response) {
  server.use(http.post(apiUrl('/quote/request'), answer));
}

async function sendRequest(options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute('/review', { preloadedState: { quoteCart: CART }, ...options });
  const form = await screen.findByRole('form', { name: 'Trip request' });
  await fillTripForm(rendered.user, form);
  return { ...rendered, form };
}

describe('a refused quote request', () => {
  it("shows the server's reason as sent in English, and marked as the server's in Spanish", async () => {
    const reason = 'Departure date cannot be in the past.';
    refuseRequest(() => HttpResponse.json({ success: false, error_message: reason }));
    const { user, form } = await sendRequest();
    await user.click(within(form).getByRole('button', { name: 'Submit Quote Request' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(reason);
    await spanish();
    expect(alert.textContent).toBe(
      `No se pudo enviar su solicitud de cotización. Mensaje del servidor: ${reason}`,
    );
    // What was typed stays through the switch.
    expect(within(form).getByLabelText(/Apellido/)).toHaveValue('Whitfield');
  });

  it("says an ended session in Spanish, where English reads the spec's text", async () => {
    refuseRequest(() => HttpResponse.json({ success: false }, { status: 401 }));
    const { user, form } = await sendRequest({
      preloadedState: { quoteCart: CART, auth: sessionFor('traveller@demo.test') },
    });
    await user.click(within(form).getByRole('button', { name: 'Submit Quote Request' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      'There was a problem sending your quote request. Please try again later.',
    );
    await spanish();
    expect(alert.textContent).toBe(
      `No se pudo enviar su solicitud de cotización. ${es('Your session has ended. Please log in again.')}`,
    );
  });
});

describe('trip types that could not be loaded', () => {
  it('says so in the language of the moment', async () => {
    server.use(http.get(apiUrl('/metadata'), () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/review', { preloadedState: { quoteCart: CART } });
    const form = await screen.findByRole('form', { name: 'Trip request' });
    const tripType = within(form).getByLabelText(tripLabel('tripType'));
    await waitFor(() =>
      expect(tripType).toHaveAccessibleDescription(/^Trip types could not be loaded\. Try again$/),
    );
    await spanish();
    await waitFor(() =>
      expect(tripType).toHaveAccessibleDescription(
        /^No se pudieron cargar los tipos de viaje\. El servidor tuvo un problema\. Inténtelo de nuevo más tarde\./,
      ),
    );
  });
});

describe("the search's Send Message, refused", () => {
  it("never shows the server's words, in English or in Spanish", async () => {
    answerSearch(wireSearch([richResult()]));
    server.use(
      http.post(apiUrl('/message/send'), () =>
        HttpResponse.json({ success: false, error_message: 'Please fill in every field.' }),
      ),
    );
    const { user } = await renderSearch('/search/dallas/tx');
    await user.click(within(card('Alpha Coaches')).getByRole('button', { name: 'More Details' }));
    const details = await screen.findByRole('dialog', { name: 'Alpha Coaches' });
    await user.click(within(details).getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    await user.selectOptions(within(dialog).getByLabelText(/Subject$/), 'I have a question');
    for (const [label, value] of [
      [/Name$/, 'Sam Rivera'],
      [/Email$/, 'sam@example.org'],
      [/Phone$/, '214-555-0199'],
      [/Additional info$/, 'Fifty-six people to Austin.'],
    ] as const) {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const alert = await within(dialog).findByRole('alert');
    const generic = 'There was a problem. Please try again later.';
    expect(alert.textContent).toBe(generic);
    await spanish();
    expect(alert.textContent).toBe(es(generic));
  });
});

describe("a traveller page's meta description", () => {
  it('is the Spanish one for a Spanish visitor, and English again after a switch', async () => {
    const english =
      'Compare charter bus companies near you and request quotes from several at once.';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = english;
    document.head.append(meta);
    try {
      await activateLocale('es-US');
      renderRoute('/review', { preloadedState: { quoteCart: CART } });
      await waitFor(() =>
        expect(meta.content).toBe(
          'Compare empresas de autobuses chárter cerca de usted y solicite cotizaciones a varias a la vez.',
        ),
      );
      await act(() => activateLocale('en'));
      await waitFor(() => expect(meta.content).toBe(english));
    } finally {
      meta.remove();
    }
  });
});
