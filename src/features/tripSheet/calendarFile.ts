import { t } from '@lingui/core/macro';
import { saveFile } from '@/lib/download';
import { calendarFileName, tripCalendar } from './ics';
import type { TripSheet } from './sheetLink';
import { calendarTripOf, sheetTitle } from './sheetText';

/** Add to calendar: the sheet's .ics file, saved by the browser (loaded on that click). */
export function saveCalendar(sheet: TripSheet, url: string): void {
  const text = tripCalendar(calendarTripOf(sheet, url));
  saveFile(
    new Blob([text], { type: 'text/calendar;charset=utf-8' }),
    // The file's name in the visitor's language too: its last resort "viaje.ics" in Spanish.
    calendarFileName(sheetTitle(sheet), t({ message: 'trip', context: 'file name' })),
  );
}
