import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { activateLocale } from '@/lib/i18n/activate';
import {
  answerSearch,
  card,
  findCard,
  renderSearch,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

/* The route map, its legs and the companies' bases in US Spanish (issue 41), from Spokane. */
const SPOKANE = { latitude: 47.6588, longitude: -117.426 };
const spokane = wireSearch(
  [wireResult(31, 'Seattle Charters', { company: { city: 'Seattle', state: 'WA', zip: '' } })],
  {
    ...SPOKANE,
    city: 'Spokane',
    state: 'WA',
    url_friendly_city: 'spokane',
    url_friendly_state: 'wa',
  },
);

const planner = () => screen.getByRole('form', { name: 'Estimar mi viaje' });

async function choosePlace(user: UserEvent, label: string, typed: string, name: string) {
  await user.type(within(planner()).getByLabelText(label), typed);
  await user.click(await within(planner()).findByRole('button', { name }));
}

describe('Search page: the route map in Spanish', { timeout: 40_000 }, () => {
  it('names the map, its legs and the plan in Spanish, miles counted as Spanish plurals', async () => {
    await activateLocale('es-US');
    answerSearch(spokane);
    const { user } = await renderSearch('/search/spokane/wa?people=40');
    await user.click(screen.getByRole('button', { name: 'Estimar mi viaje' }));
    await screen.findByRole('form', { name: 'Estimar mi viaje' });
    await choosePlace(user, 'Destino', 'Seatt', 'Seattle, WA');
    await choosePlace(
      user,
      'Agregar una parada en el camino (hasta 5)',
      'Ellensb',
      'Ellensburg, WA',
    );
    expect(within(planner()).getByRole('list', { name: 'Paradas en el camino' })).toBeVisible();
    expect(within(planner()).getByRole('button', { name: 'Quitar Ellensburg, WA' })).toBeVisible();
    await user.click(within(planner()).getByRole('radio', { name: 'Ida y vuelta' }));
    expect(
      within(planner()).getByText(
        /^Aproximadamente \d[\d,]* millas: 3 tramos de aproximadamente .+ millas en línea recta, x 1\.2 por las carreteras\.$/,
      ),
    ).toBeVisible();
    await user.click(within(planner()).getByRole('button', { name: 'Mostrar estimados' }));

    const map = await screen.findByRole('img', {
      name: /^Ruta: Spokane, WA a Ellensburg, WA, aproximadamente \d+ millas; a Seattle, WA, aproximadamente \d+ millas; y de regreso, aproximadamente \d+ millas$/,
    });
    for (const label of map.querySelectorAll('.route-map__label--leg')) {
      expect(label.textContent).toMatch(/^\d[\d,]* mi$/);
    }
    const legs = screen.getByRole('list', { name: 'Tramos del viaje' });
    expect(
      within(legs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Spokane, WA a Ellensburg, WA: aproximadamente \d+ millas$/),
      expect.stringMatching(/^Ellensburg, WA a Seattle, WA: aproximadamente \d+ millas$/),
      expect.stringMatching(/^Seattle, WA de regreso a Spokane, WA: aproximadamente \d+ millas$/),
    ]);
    expect(
      screen.getByText('Spokane, WA a Seattle, WA por Ellensburg, WA, ida y vuelta.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(
      // A round trip is another trip type: Show Estimates searched again, and the card comes back
      // with its answer.
      await within(await findCard('Seattle Charters')).findByText(
        /^Con base a aproximadamente \d+ millas de Spokane, WA$/,
      ),
    ).toBeVisible();

    // Back to English in place: the card's line and the map's name are written again.
    await act(() => activateLocale('en'));
    expect(
      await within(card('Seattle Charters')).findByText(/^Based about \d+ miles from Spokane, WA$/),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: /^Route: Spokane, WA to Ellensburg, WA, about/ }));
    expect(screen.getByRole('list', { name: 'Legs of the trip' })).toBeVisible();
  });
});
