import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { TripSheet } from '../sheetLink';
import { sheetTitle } from '../sheetText';
import { LinkToCopy } from './LinkToCopy';

interface SheetActionsProps {
  sheet: TripSheet;
  /** The sheet's link, absolute. */
  url: string;
}

/** A phone's own share sheet where there is one (Web Share API); elsewhere, Copy link. */
const canShare = () => typeof navigator.share === 'function';

/** What the last action left to say; every failure is said here, none is thrown. */
type Outcome = 'copied' | 'copyByHand' | 'calendarNotLoaded' | 'calendarFailed' | null;

const SAID: Record<Exclude<Outcome, 'copyByHand' | null>, MessageDescriptor> = {
  copied: msg`Link copied. Paste it into a message or an email.`,
  calendarNotLoaded: msg`The calendar file could not be made: its code did not load. Check the connection and try again.`,
  calendarFailed: msg`The calendar file could not be made from this trip.`,
};

/**
 * Share (or Copy link, with a visible confirmation), Print, and Add to calendar (an .ics file):
 * no third-party widget, nothing sent anywhere but where the traveller chooses.
 */
export function SheetActions({ sheet, url }: SheetActionsProps) {
  const { i18n } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const title = sheetTitle(sheet);
  const copy = () => {
    // navigator.clipboard exists only in a secure context (https, localhost).
    if (typeof navigator.clipboard?.writeText !== 'function') {
      setOutcome('copyByHand');
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => setOutcome('copied'),
      () => setOutcome('copyByHand'),
    );
  };
  const addToCalendar = () => {
    setOutcome(null);
    // The calendar's code comes with the click that wants it.
    import('../calendarFile').then(
      ({ saveCalendar }) => {
        try {
          saveCalendar(sheet, url);
        } catch {
          setOutcome('calendarFailed');
        }
      },
      () => setOutcome('calendarNotLoaded'),
    );
  };
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
            <Trans>Share</Trans>
          </Button>
        ) : (
          <Button onClick={copy}>
            <Trans>Copy link</Trans>
          </Button>
        )}
        <Button variant="outline-primary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        {sheet.departureDate && (
          <Button variant="outline-primary" onClick={addToCalendar}>
            <Trans>Add to calendar</Trans>
          </Button>
        )}
      </div>
      {!sheet.departureDate && (
        <p className="small text-body-secondary mt-2 mb-0">
          <Trans>Add the departure date in the trip planner to put the trip in a calendar.</Trans>
        </p>
      )}
      <p className="small mt-2 mb-0" role="status">
        {outcome !== null && outcome !== 'copyByHand' && i18n._(SAID[outcome])}
      </p>
      {outcome === 'copyByHand' && <LinkToCopy url={url} />}
    </div>
  );
}
