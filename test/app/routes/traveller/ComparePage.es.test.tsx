import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '@/lib/i18n/activate';
import { renderRoute } from '../../../utils/renderWithProviders';
import { answerSearch, wireBus, wireResult, wireSearch } from '../../../features/search/fixtures';

/* /compare in US Spanish (issue 41), on ComparePage.test's companies and figures. */
const three = wireSearch([
  wireResult(11, 'Alpha Coaches', {
    busResults: [wireBus(110, 'Full Size', { seats: 56, day_amount: 1650, mile_amount: 4.25 })],
  }),
  wireResult(12, 'Bravo Bus', {
    busResults: [wireBus(120, 'Full Size', { seats: 57, day_amount: 1500, mile_amount: 4.25 })],
  }),
  wireResult(13, 'Charlie Charters', {
    busResults: [wireBus(130, 'Full Size', { seats: 56, day_amount: 0, mile_amount: 0 })],
  }),
]);

const table = () => screen.getByRole('table', { name: /^Comparación de/ });
function cells(label: string): HTMLElement[] {
  const row = within(table()).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`No row ${label}`);
  return within(row).getAllByRole('cell');
}

describe('Compare page in Spanish', () => {
  it('names the page, the rows and the all-in lines in Spanish, with plurals', async () => {
    await activateLocale('es-US');
    answerSearch(three);
    renderRoute('/compare?ids=11,12,13&city=Dallas&state=TX&group=45&days=2&miles=300');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comparar empresas de autobuses' }),
    ).toBeVisible();
    await screen.findByRole('table', { name: /^Comparación de 3 empresas de autobuses/ });
    await waitFor(() =>
      expect(cells('Estimado todo incluido')[0]).toHaveTextContent('Estimado todo incluido $5,371'),
    );
    expect(cells('Estimado todo incluido')[1]).toHaveTextContent('Estimado más bajo');
    expect(cells('Estimado todo incluido')[2]).toHaveTextContent('Sin tarifas publicadas');
    expect(cells('Propina')[1]).toHaveTextContent('$641Propina: 15% del precio base');
    expect(cells('Habitación del conductor')[0]).toHaveTextContent(
      '$110Habitación del conductor: 1 noche x $110',
    );
    expect(cells('Traslado del autobús hasta la salida')[0]).toHaveTextContent('Sin costo');
    expect(cells('Asientos: Autobús de tamaño completo')[1]).toHaveTextContent('57 asientos');
    expect(cells('Asientos: Autobús de tamaño completo')[1]).toHaveTextContent('Más asientos');
    expect(cells('No incluido')[0]).toHaveTextContent(
      'Peajes, estacionamiento, permisos, recargos por combustible e impuestos.',
    );
    expect(
      screen.getByText(/^Estimados todo incluido para 45 personas, 2 días y 300 millas/),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mostrar solo las diferencias' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Comparar empresas de autobuses/));
  });

  it('says there is nothing to compare, in Spanish', async () => {
    await activateLocale('es-US');
    renderRoute('/compare');
    expect(await screen.findByText(/^Todavía no hay empresas para comparar/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'resultados de búsqueda' })).toHaveAttribute(
      'href',
      '/search',
    );
  });
});
