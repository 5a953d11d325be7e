import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '@/lib/i18n/activate';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '../../../utils/renderWithProviders';
import { CART, withSearch } from '../../../features/tripRequest/tripForm';

/*
 * /review's trip types (the demo API's metadata) and states in US Spanish (issue 46): translated
 * by their English names, the states in Spanish alphabetical order, an unknown type as sent.
 */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function renderSpanishReview() {
  await activateLocale('es-US');
  renderRoute('/review', {
    preloadedState: withSearch(
      { departureCity: 'Dallas', departureState: 'TX', tripType: 2 },
      { quoteCart: CART },
    ),
  });
  // The first render of a file loads the page's chunks: slow on a busy machine.
  return screen.findByRole('form', { name: 'Solicitud de viaje' }, { timeout: 10_000 });
}

describe('/review: trip types and states in Spanish', () => {
  it("offers the metadata's trip types in Spanish, the search's one chosen", async () => {
    const form = await renderSpanishReview();
    const select = within(form).getByLabelText(/Tipo de viaje$/);
    await waitFor(() =>
      expect(optionTexts(select)).toEqual([
        'Elija un tipo de viaje',
        'Solo ida',
        'Ida y vuelta',
        'Varios días',
        'Servicio de traslados',
        'Por horas',
      ]),
    );
    expect(select).toHaveDisplayValue('Ida y vuelta');
    expect(select).toHaveValue('2');

    // English in place, as before.
    await act(() => activateLocale('en'));
    expect(select).toHaveDisplayValue('Round Trip');
  });

  it('shows a trip type the catalog does not know as the server sent it', async () => {
    server.use(
      http.get(apiUrl('/metadata'), () =>
        HttpResponse.json({
          metros: [{ id: 1, city: 'Dallas', state: 'TX' }],
          trip_types: [
            { id: 2, name: 'Round Trip' },
            { id: 9, name: 'Sunset Cruise' },
          ],
        }),
      ),
    );
    const form = await renderSpanishReview();
    const select = within(form).getByLabelText(/Tipo de viaje$/);
    await waitFor(() =>
      expect(optionTexts(select)).toEqual([
        'Elija un tipo de viaje',
        'Ida y vuelta',
        'Sunset Cruise',
      ]),
    );
  });

  it('names the states in Spanish, in Spanish alphabetical order, territories last', async () => {
    const form = await renderSpanishReview();
    const departure = within(form).getByLabelText(/Estado de salida$/);
    expect(departure).toHaveDisplayValue('Texas');
    const states = optionTexts(departure);
    expect(states.slice(0, 10)).toEqual([
      'Elija un estado',
      'Alabama',
      'Alaska',
      'Arizona',
      'Arkansas',
      'California',
      'Carolina del Norte',
      'Carolina del Sur',
      'Colorado',
      'Connecticut',
    ]);
    expect(states).toContain('Nueva York');
    expect(states.slice(-5)).toEqual([
      'Guam',
      'Islas Marianas del Norte',
      'Islas Vírgenes de EE. UU.',
      'Puerto Rico',
      'Samoa Estadounidense',
    ]);
    await act(() => activateLocale('en'));
    expect(optionTexts(departure).slice(-5)).toEqual([
      'American Samoa',
      'Guam',
      'Northern Mariana Islands',
      'Puerto Rico',
      'U.S. Virgin Islands',
    ]);
    expect(optionTexts(departure).slice(5, 8)).toEqual(['California', 'Colorado', 'Connecticut']);
  });
});
