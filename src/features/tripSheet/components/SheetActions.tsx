import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { TripSheet } from '../sheetLink';
import { sheetTitle } from '../sheetText';

interface SheetActionsProps {
  sheet: TripSheet;
  /** The sheet's link, absolute. */
  url: string;
}

/** A phone's own share sheet where there is one (Web Share API); elsewhere, Copy link. */
const canShare = () => typeof navigator.share === 'function';

/**
 * Share (or Copy link, with a visible confirmation), Print, and Add to calendar (an .ics file):
 * no third-party widget, nothing sent anywhere but where the traveller chooses.
 */
export function SheetActions({ sheet, url }: SheetActionsProps) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const title = sheetTitle(sheet);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <div className="trip-sheet__actions d-print-none">
      <div className="d-flex flex-wrap gap-2">
        {canShare() ? (
          <Button
            onClick={() => {
              // A cancelled share rejects: nothing to say.
              navigator.share({ title, url }).catch(() => undefined);
            }}
          >
            Share
          </Button>
        ) : (
          <Button onClick={() => void copy()}>Copy link</Button>
        )}
        <Button variant="outline-primary" onClick={() => window.print()}>
          Print
        </Button>
        {sheet.departureDate && (
          <Button
            variant="outline-primary"
            onClick={() => {
              // The calendar's code comes with the click that wants it.
              void import('../calendarFile').then(({ saveCalendar }) => saveCalendar(sheet, url));
            }}
          >
            Add to calendar
          </Button>
        )}
      </div>
      {!sheet.departureDate && (
        <p className="small text-body-secondary mt-2 mb-0">
          Add the departure date in the trip planner to put the trip in a calendar.
        </p>
      )}
      <p className="small mt-2 mb-0" role="status">
        {copied === 'copied' && 'Link copied. Paste it into a message or an email.'}
        {copied === 'failed' && (
          <>
            Copy did not work here. Select the link and copy it:{' '}
            <span className="trip-sheet__url">{url}</span>
          </>
        )}
      </p>
    </div>
  );
}
