// Own module graph: vi.doMock replaces the calendar chunk, which a shared graph may already hold.
import { screen } from '@testing-library/react';
import { writeSheetLink, type TripSheet } from '@/features/tripSheet/sheetLink';
import { renderRoute } from '../../../utils/renderWithProviders';
import { CHOIR_TOUR } from '../../../features/tripSheet/sampleSheet';

const SHEET: TripSheet = { ...CHOIR_TOUR, companies: [], quoteNumber: '' };

async function addToCalendar() {
  const { user } = renderRoute(writeSheetLink(SHEET));
  await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
}

// Vitest fails a file with an unhandled rejection or error: these pass only if none is left.
describe('Add to calendar, when it cannot be done: said, never thrown', () => {
  afterEach(() => {
    vi.doUnmock('@/features/tripSheet/calendarFile');
    vi.restoreAllMocks();
  });

  it('says so when the calendar code does not load (a deploy, no connection)', async () => {
    vi.doMock('@/features/tripSheet/calendarFile', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await addToCalendar();
    expect(
      await screen.findByText(
        'The calendar file could not be made: its code did not load. Check the connection and try again.',
      ),
    ).toBeVisible();
  });

  it('says so when the file cannot be made', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('No blob URLs here');
    });
    await addToCalendar();
    expect(
      await screen.findByText('The calendar file could not be made from this trip.'),
    ).toBeVisible();
  });
});
