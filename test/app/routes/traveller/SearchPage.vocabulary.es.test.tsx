import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '@/lib/i18n/activate';
import {
  openFilterPanel,
  answerSearch,
  card,
  renderSearch,
  wireBus,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

/*
 * The server's vocabularies on the search in US Spanish (issue 46): bus types and amenities
 * translated by their English names, a name the catalog does not know ("Hovercraft", "Zero-G
 * Seats") shown as the server sent it.
 */
const amenities = [
  { id: 1, name: 'Restroom' },
  { id: 12, name: 'Wheelchair Lift' },
  { id: 5, name: 'Reclining Seats' },
  { id: 77, name: 'Zero-G Seats' },
];

const fleets = wireSearch(
  [
    wireResult(11, 'Alpha Coaches', {
      busResults: [
        wireBus(110, 'Full Size', {
          day_amount: 1650,
          mile_amount: 4.25,
          amenities: [
            { id: 1, name: 'Restroom', enabled: true },
            { id: 12, name: 'Wheelchair Lift', enabled: true },
            { id: 5, name: 'Reclining Seats', enabled: false },
            { id: 77, name: 'Zero-G Seats', enabled: true },
          ],
        }),
        wireBus(111, 'Minibus', { seats: 28, day_amount: 900, mile_amount: 3 }),
        wireBus(112, 'Hovercraft', { seats: 12 }),
      ],
    }),
  ],
  {
    bus_types: [
      { id: 1, name: 'Full Size' },
      { id: 2, name: 'Minibus' },
      { id: 13, name: 'Party Bus' },
      { id: 99, name: 'Hovercraft' },
    ],
    available_amenities: amenities,
  },
);

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const labelsOf = (inputs: HTMLElement[]) =>
  inputs.map((input) => document.querySelector(`label[for="${input.id}"]`)?.textContent);

async function openSpanish(route: string) {
  await activateLocale('es-US');
  answerSearch(fleets);
  const rendered = await renderSearch(route);
  await screen.findByRole('article', { name: 'Alpha Coaches' });
  return rendered;
}

describe('the search in Spanish: bus types and amenities', () => {
  it('lists them in the filters, and names the chosen type on its pill', async () => {
    const { user } = await openSpanish('/search/dallas/tx');
    const types = await openFilterPanel(user, 'Tipos de autobús: todos');
    const select = within(types).getByLabelText('Tipo de autobús');
    expect(texts(within(select).getAllByRole('option'))).toEqual([
      'Todos los tipos de autobús',
      'Autobús de tamaño completo',
      'Minibús',
      'Autobús de fiestas',
      'Hovercraft',
    ]);
    await user.selectOptions(select, 'Minibús');
    expect(screen.getByRole('button', { name: 'Tipos de autobús: Minibús' })).toBeVisible();

    const panel = await openFilterPanel(user, 'Comodidades (0)');
    expect(labelsOf(within(panel).getAllByRole('checkbox'))).toEqual([
      'Baño',
      'Elevador para sillas de ruedas',
      'Asientos reclinables',
      'Zero-G Seats',
    ]);
  });

  it('names the chosen type on a card, and the types of its estimate', async () => {
    const { user } = await openSpanish('/search/dallas/tx?type=1');
    expect(within(card('Alpha Coaches')).getByText('Autobús de tamaño completo:')).toBeVisible();

    await user.selectOptions(
      within(
        await openFilterPanel(user, 'Tipos de autobús: Autobús de tamaño completo'),
      ).getByLabelText('Tipo de autobús'),
      'Hovercraft',
    );
    expect(within(card('Alpha Coaches')).getByText('Hovercraft:')).toBeVisible();
  });

  it('words the estimate with the types in Spanish', async () => {
    const { user } = await openSpanish('/search/dallas/tx?people=20&group=20&days=2&miles=300');
    const alpha = card('Alpha Coaches');
    expect(
      await within(alpha).findByText('(de Minibús a Autobús de tamaño completo)'),
    ).toBeVisible();
    await user.click(within(alpha).getByRole('button', { name: 'Qué incluye' }));
    expect(
      within(alpha).getByRole('table', { name: 'Estimado todo incluido para Minibús' }),
    ).toBeVisible();
    expect(
      within(alpha).getByText(
        /^El tipo de autobús más caro con asientos para su grupo, Autobús de tamaño completo, sale en/,
      ),
    ).toBeVisible();
  });

  it('shows them in the details: the bus types table and a type amenities', async () => {
    const { user } = await openSpanish('/search/dallas/tx');
    await user.click(within(card('Alpha Coaches')).getByRole('button', { name: 'Más detalles' }));
    const details = await screen.findByRole('dialog', { name: 'Alpha Coaches' });
    expect(texts(within(details).getAllByRole('rowheader'))).toEqual([
      'Autobús de tamaño completo',
      'Minibús',
      'Hovercraft',
    ]);
    expect(
      within(details).getByRole('button', { name: 'Ver comodidades: Hovercraft' }),
    ).toBeVisible();
    await user.click(
      within(details).getByRole('button', { name: 'Ver comodidades: Autobús de tamaño completo' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Comodidades de Autobús de tamaño completo',
    });
    expect(texts(within(dialog).getAllByRole('listitem'))).toEqual([
      'Baño',
      'Elevador para sillas de ruedas',
      'Asientos reclinables (no disponible)',
      'Zero-G Seats',
    ]);
  });

  it("offers the planner's trip types in Spanish", async () => {
    const { user } = await openSpanish('/search/dallas/tx');
    await user.click(screen.getByRole('button', { name: 'Estimar mi viaje' }));
    const planner = await screen.findByRole('form', { name: 'Estimar mi viaje' });
    const trip = within(planner).getByRole('group', { name: 'Viaje' });
    await waitFor(() =>
      expect(labelsOf(within(trip).getAllByRole('radio'))).toEqual(['Solo ida', 'Ida y vuelta']),
    );
  });
});
