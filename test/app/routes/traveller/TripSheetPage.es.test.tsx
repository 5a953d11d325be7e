import { screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { writeSheetLink, type TripSheet } from '@/features/tripSheet/sheetLink';
import { activateLocale } from '@/lib/i18n/activate';
import { catchSavedFiles } from '../../../utils/downloads';
import { renderRoute } from '../../../utils/renderWithProviders';
import { CHOIR_TOUR } from '../../../features/tripSheet/sampleSheet';

const SHEET: TripSheet = { ...CHOIR_TOUR, name: '' };

async function openInSpanish(sheet: TripSheet) {
  // The setup puts English back after each test.
  await activateLocale('es-US');
  const rendered = renderRoute(writeSheetLink(sheet));
  // The first render of a file loads the page's chunks: slow on a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return rendered;
}

describe('Route /trip in Spanish', () => {
  it('shows the sheet in Spanish: title, dates, group, days and companies', async () => {
    await openInSpanish(SHEET);
    expect(
      screen.getByRole('heading', { level: 1, name: 'De Spokane, WA a Seattle, WA' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toMatch(/^Hoja del viaje: De Spokane, WA a Seattle, WA/),
    );
    expect(screen.getByText('dom, 14 de jun – lun, 15 de jun de 2099')).toBeVisible();
    expect(screen.getByText('Spokane, WA; Seattle, WA; regreso a Spokane, WA')).toBeVisible();
    expect(screen.getByText(/^40 personas, 2 días, .+, ida y vuelta$/)).toBeVisible();
    expect(screen.getByLabelText('Nombre del viaje (opcional)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();
    const days = screen.getByRole('table', { name: /^Cada tramo del viaje/ });
    expect(within(days).getByRole('columnheader', { name: 'Tramo' })).toBeVisible();
    expect(within(days).getByText('De Spokane, WA a Seattle, WA')).toBeVisible();
    expect(within(days).getAllByText(/^aprox\. \d+ millas,$/)).toHaveLength(2);
    expect(
      screen.getByRole('heading', { name: 'Empresas de autobuses a las que se pidió cotización' }),
    ).toBeVisible();
    expect(screen.getByText('Número de cotización')).toBeVisible();
  });

  it('says one person and one day in the singular', async () => {
    await openInSpanish({ ...SHEET, people: 1, days: 1, returnDate: '', roundTrip: false });
    expect(screen.getByText(/^1 persona, 1 día, .+, solo ida$/)).toBeVisible();
    // The date under the title (the day's row says it too).
    expect(screen.getByText('dom, 14 de jun de 2099', { selector: 'p' })).toBeVisible();
  });

  it('says a damaged link in Spanish', async () => {
    await activateLocale('es-US');
    renderRoute('/trip#to=nowhere');
    expect(await screen.findByRole('heading', { name: 'Hoja del viaje' })).toBeVisible();
    expect(screen.getByText(/^Este enlace del viaje está dañado/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buscar empresas de autobuses' })).toBeVisible();
  });

  it('writes the calendar file in Spanish', async () => {
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:trip';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      const { user } = await openInSpanish(SHEET);
      await user.click(screen.getByRole('button', { name: 'Agregar al calendario' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const text = await blobs[0]?.text();
      const vevent = new ICAL.Component(ICAL.parse(text ?? '') as unknown[]).getFirstSubcomponent(
        'vevent',
      );
      if (!vevent) throw new Error('No VEVENT');
      const event = new ICAL.Event(vevent);
      expect(event.summary).toBe('De Spokane, WA a Seattle, WA');
      expect(event.location).toBe('Spokane, WA; Seattle, WA; regreso a Spokane, WA');
      expect(event.description).toContain('40 personas, 2 días.');
      expect(event.description).toContain('Día 1: de Spokane, WA a Seattle, WA, ');
      expect(event.description).toContain(
        'Empresas de autobuses, tal como las compartió quien envió el enlace: Near Coaches',
      );
      expect(event.description).toContain('Número de cotización: Q-990614-0042');
      // Its texts say their language.
      for (const name of ['summary', 'location', 'description']) {
        expect(vevent.getFirstProperty(name)?.getParameter('language')).toBe('es-US');
      }
    } finally {
      create.mockRestore();
      revoke.mockRestore();
    }
  });

  it("names the file in Spanish when the trip's name leaves nothing to name it by", async () => {
    const { saved } = catchSavedFiles();
    const { user } = await openInSpanish({ ...SHEET, name: '¡¿?!' });
    await user.click(screen.getByRole('button', { name: 'Agregar al calendario' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['viaje.ics']));
  });
});
