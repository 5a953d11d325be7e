import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '@/lib/i18n/activate';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { quoteFixtures } from './fixtures';
import { renderAsTraveller } from './helpers';

/*
 * The quote history's states in US Spanish (issue 46): the contract's departure_state and
 * destination_state are free text; a server that names a state in full gets it translated, a
 * postal code (the demo API's) and a name the catalog does not know stay as sent.
 */
const [first] = quoteFixtures;
const named = {
  ...first,
  departure_city: 'Santa Fe',
  departure_state: 'New Mexico',
  destination_city: 'Nowhere',
  destination_state: 'Atlantis',
};

describe('the quote history: states in Spanish', () => {
  it('names a state the server sends in full in Spanish, codes and unknown names as sent', async () => {
    server.use(
      http.get(apiUrl('/users/quotes'), () =>
        HttpResponse.json({ success: true, quotes: [named, quoteFixtures[1]] }),
      ),
    );
    await activateLocale('es-US');
    const { user } = renderAsTraveller('/users/quote-history');
    const table = await screen.findByRole('table', { name: /Sus solicitudes de cotización/ });
    // Newest first: the quote with the codes, then the one with the names.
    const [codeRow, namedRow] = within(table).getAllByRole('row').slice(1);
    expect(within(namedRow).getAllByRole('cell')[2]).toHaveTextContent(
      'De Santa Fe, Nuevo México a Nowhere, Atlantis',
    );
    expect(within(codeRow).getAllByRole('cell')[2]).toHaveTextContent(
      'De Fort Worth, TX a Austin, TX',
    );

    await user.click(within(namedRow).getByRole('button', { name: /^Detalles de la cotización/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Santa Fe, Nuevo México')).toBeVisible();
    expect(within(dialog).getByText(/Santa Fe, Nuevo México\)$/)).toBeVisible();

    // English as before.
    await act(() => activateLocale('en'));
    expect(within(dialog).getByText('Santa Fe, New Mexico')).toBeVisible();
  });
});
