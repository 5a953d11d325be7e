import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '@/lib/i18n/activate';
import {
  answerSearch,
  card,
  renderSearch,
  wireBus,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

/*
 * The planner and the all-in estimate in US Spanish (issue 41), on SearchPage.allIn's figures:
 * Far Coaches (Fort Worth, about 37 road miles from Dallas) at $950 a day and $2.90 a mile.
 */
const fleets = wireSearch([
  wireResult(21, 'Far Coaches', {
    company: { city: 'Fort Worth', zip: '76102' },
    busResults: [wireBus(210, 'Full Size', { day_amount: 950, mile_amount: 2.9 })],
  }),
  wireResult(22, 'Near Coaches', {
    busResults: [wireBus(220, 'Full Size', { day_amount: 1000, mile_amount: 3 })],
  }),
]);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' | '),
    );

async function openSearch(route: string) {
  await activateLocale('es-US');
  const rendered = await renderSearch(route);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  return rendered;
}

describe('Search page: the planner and the all-in estimate in Spanish', () => {
  it('shows the card figure and its breakdown line by line, with plurals, and turns back in place', async () => {
    answerSearch(fleets);
    const { user } = await openSearch('/search/dallas/tx?people=20&group=20&days=2&miles=300');
    const far = card('Far Coaches');
    expect(await within(far).findByText(/^Estimado todo incluido \$3,510$/)).toBeVisible();
    expect(within(far).getByText('Estimado según las tarifas publicadas, no es una cotización'));
    await user.click(within(far).getByRole('button', { name: 'Qué incluye' }));
    const table = within(far).getByRole('table', { name: /^Estimado todo incluido para/ });
    expect(rowsOf(table)).toEqual([
      'Precio base: 2 días x $950 + 300 millas x $2.90 | $2,770',
      'Traslado del autobús hasta Dallas, TX: 37 millas a $2.90 | $107',
      'Regreso del autobús desde Dallas, TX: 37 millas a $2.90 | $107',
      'Habitación del conductor: 1 noche x $110 | $110',
      'Propina: 15% del precio base | $416',
      'Estimado todo incluido | $3,510',
    ]);
    expect(
      within(far).getByText(
        'No incluye: peajes, estacionamiento, permisos, recargos por combustible e impuestos.',
      ),
    ).toBeVisible();
    // What the figures stand on, with its counts as ICU plurals.
    expect(screen.getByText(/^Estimados todo incluido para 20 personas, 2 días y 300 millas:/));
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();

    // Back to English in place: the lines are written again, the breakdown still open.
    await act(() => activateLocale('en'));
    expect(await within(far).findByText(/^All-in estimate \$3,510$/)).toBeVisible();
    expect(rowsOf(within(far).getByRole('table', { name: /^All-in estimate for/ }))[0]).toBe(
      'Base price: 2 days x $950 + 300 miles x $2.90 | $2,770',
    );
  });

  it('warns of a day too long in Spanish, with its fix as a button', async () => {
    answerSearch(fleets);
    const { user } = await openSearch(
      '/search/dallas/tx?people=20&trip=2&group=20&days=1&miles=600',
    );
    const warning = await screen.findByText(
      /^Demasiado para un solo día, incluso con un conductor de relevo: el día 1 requiere aproximadamente 16 horas de servicio/,
    );
    expect(warning).toHaveTextContent(
      '(12 horas al volante y 4 horas de espera en el destino), y ningún conductor puede manejar después de 15 horas de servicio (49 CFR 395.5). Agregue un día al viaje.',
    );
    expect(screen.queryByRole('button', { name: 'Agregar un conductor de relevo' })).toBeNull();
    expect(screen.getByText('Cómo se calcula este estimado')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Agregar un día' }));
    await waitFor(() => expect(screen.queryByText(/^Demasiado para un solo día/)).toBeNull());
    expect(
      screen.getByText(/^Horas de manejo a un promedio de 50 mph, cada tramo en su día\. Día 1:/),
    ).toBeVisible();
  });

  it('opens the planner in Spanish and says what is wrong in Spanish', async () => {
    answerSearch(fleets);
    const { user } = await openSearch('/search/dallas/tx?people=20&group=20&days=2&miles=300');
    await user.click(screen.getByRole('button', { name: 'Estimar mi viaje' }));
    const planner = await screen.findByRole('form', { name: 'Estimar mi viaje' });
    expect(within(planner).getByRole('group', { name: 'Adónde va el grupo' })).toBeVisible();
    expect(within(planner).getByLabelText('Destino')).toBeVisible();
    expect(within(planner).getByLabelText('Personas')).toHaveValue('20');
    const gratuity = within(planner).getByLabelText('Propina (%)');
    await user.clear(gratuity);
    await user.type(gratuity, '45');
    await user.click(within(planner).getByRole('button', { name: 'Mostrar estimados' }));
    expect(
      within(planner).getByText('La propina debe ser un número entero del 0 al 30'),
    ).toBeVisible();
    expect(gratuity).toHaveFocus();
    // An error on screen changes language with the page, without a new check.
    await act(() => activateLocale('en'));
    expect(
      await within(planner).findByText('Gratuity must be a whole number from 0 to 30'),
    ).toBeVisible();
  });

  it('/review sums the all-in figures up in one Spanish line', async () => {
    answerSearch(fleets);
    const { user, router } = await openSearch(
      '/search/dallas/tx?people=20&group=20&days=2&miles=300',
    );
    await within(card('Far Coaches')).findByText(/^Estimado todo incluido \$3,510$/);
    // The cards' quote button is the search's own message: English until that area is translated.
    const add = /^(Add To Quote Request|Agregar a la solicitud)$/;
    for (const name of ['Near Coaches', 'Far Coaches']) {
      await user.click(within(card(name)).getByRole('button', { name: add }));
    }
    await router.navigate('/review');
    const line = await screen.findByText(/de su viaje/);
    expect(line.closest('p')).toHaveTextContent(
      'Estimado todo incluido de su viaje (2 días, 300 millas, 20 personas): de $3,445 a $3,510 para las empresas de su lista (no se envía con la solicitud).',
    );
  });
});
