import { act, screen, within } from '@testing-library/react';
import { activateLocale } from '@/lib/i18n/activate';
import { renderRoute } from '../../../utils/renderWithProviders';
import { answerSearch, wireBus, wireResult, wireSearch } from '../../../features/search/fixtures';

/*
 * /compare's bus types and amenities in US Spanish (issue 46): the rows named by the shown type,
 * the other amenities in Spanish alphabetical order, an unknown name as the server sent it.
 */
const amenities = (...names: string[]) =>
  names.map((name, index) => ({ id: index + 10, name, enabled: true }));

const two = wireSearch([
  wireResult(11, 'Alpha Coaches', {
    busResults: [
      wireBus(110, 'Full Size', {
        seats: 56,
        restroom: true,
        amenities: amenities('Wheelchair Lift', 'Cooler', 'Leather Seats', 'Reclining Seats'),
      }),
      wireBus(111, 'Minibus', { seats: 28, restroom: false, amenities: [] }),
    ],
  }),
  wireResult(12, 'Bravo Bus', {
    busResults: [
      wireBus(120, 'Hovercraft', { seats: 12, amenities: amenities('Zero-G Seats', 'Cooler') }),
    ],
  }),
]);

const table = () => screen.getByRole('table', { name: /^(Comparación de|Comparing)/ });
function cells(label: string): HTMLElement[] {
  const row = within(table()).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`No row ${label}`);
  return within(row).getAllByRole('cell');
}

describe('Compare page: the server vocabularies in Spanish', () => {
  it('names the bus type rows and lists the amenities in Spanish, unknown names as sent', async () => {
    await activateLocale('es-US');
    answerSearch(two);
    renderRoute('/compare?ids=11,12&city=Dallas&state=TX');
    await screen.findByRole('table', { name: /^Comparación de 2 empresas de autobuses/ });
    expect(cells('Asientos: Autobús de tamaño completo')[0]).toHaveTextContent('56 asientos');
    expect(cells('Asientos: Minibús')[1]).toHaveTextContent('No se ofrece');
    expect(cells('Asientos: Hovercraft')[1]).toHaveTextContent('12 asientos');
    expect(cells('Tarifa por día: Minibús')[0]).toHaveTextContent('$1,650');
    expect(cells('Baño')[0]).toHaveTextContent('Sí: Autobús de tamaño completo');
    // Sorted as a Spanish reader looks for them, not in the English names' order.
    expect(cells('Otras comodidades')[0]).toHaveTextContent(
      'Asientos de cuero, Asientos reclinables, Elevador para sillas de ruedas, Hielera',
    );
    expect(cells('Otras comodidades')[1]).toHaveTextContent('Hielera, Zero-G Seats');

    // English as before: its names, in its alphabetical order.
    await act(() => activateLocale('en'));
    expect(cells('Other Amenities')[0]).toHaveTextContent(
      'Cooler, Leather Seats, Reclining Seats, Wheelchair Lift',
    );
    expect(cells('Seats: Full Size')[0]).toHaveTextContent('56 seats');
    expect(cells('Restroom')[0]).toHaveTextContent('Yes: Full Size');
  });
});
