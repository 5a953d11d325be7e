import './TripSheet.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RouteView } from '@/features/tripPlan/map/RouteView';
import { aboutMiles, tripMiles } from '@/features/tripPlan/tripMiles';
import { dayCount } from '@/lib/i18n/units';
import { sheetLegMiles } from '../sheetDays';
import type { TripSheet } from '../sheetLink';
import { datesText, peopleCount, placesText, sheetTitle } from '../sheetText';
import { SheetActions } from './SheetActions';
import { SheetDays } from './SheetDays';
import { SheetNameField } from './SheetNameField';
import { SharedCompanies } from './SharedCompanies';

interface TripSheetViewProps {
  /** The sheet as its address holds it. */
  sheet: TripSheet;
  /** The absolute link of a sheet (the one shown, with the name as typed). */
  linkOf: (sheet: TripSheet) => string;
  /** The name for the address, once typed (SheetNameField). */
  onName: (name: string) => void;
}

/**
 * The trip sheet (issue 35): the trip's name, dates, places, each day's legs and hours, the route
 * map, the companies and the quote number, on one page a parent can read, print or save.
 */
export function TripSheetView({ sheet: linked, linkOf, onName }: TripSheetViewProps) {
  // The name as typed shows at once; the address follows when it settles.
  // Its texts are made in the language of the moment: a switch re-renders them here.
  const { t } = useLingui();
  const [name, setName] = useState(linked.name);
  // A name changed in the address from outside (a link edited in the address bar) shows; the
  // address catching up with the name typed here (the same link) leaves it as typed.
  const [addressName, setAddressName] = useState(linked.name);
  if (linked.name !== addressName) {
    setAddressName(linked.name);
    if (linkOf({ ...linked, name }) !== linkOf(linked)) setName(linked.name);
  }
  const sheet = { ...linked, name: name.trim().slice(0, 120) };
  const url = linkOf(sheet);
  const people = peopleCount(sheet.people);
  const days = dayCount(sheet.days);
  const miles = aboutMiles(tripMiles(sheetLegMiles(sheet)));
  const dates = datesText(sheet);
  const plan = {
    origin: sheet.origin,
    destination: { ...sheet.destination, key: '', city: '', state: '', zip: '' },
    stops: sheet.stops.map((stop) => ({ ...stop, key: '', city: '', state: '', zip: '' })),
    departureDate: sheet.departureDate,
    returnDate: sheet.returnDate,
  };
  return (
    <article className="trip-sheet" aria-labelledby="trip-sheet-title">
      <h1 id="trip-sheet-title" className="h2 mb-1">
        {sheetTitle(sheet)}
      </h1>
      <p className="lead mb-2">{dates || t`Dates not set yet`}</p>
      <SheetNameField value={name} onChange={setName} onSettle={onName} />
      <SheetActions sheet={sheet} url={url} />
      <dl className="trip-sheet__facts row mt-3 mb-2">
        <dt className="col-sm-3">
          <Trans>Where</Trans>
        </dt>
        <dd className="col-sm-9">{placesText(sheet)}</dd>
        <dt className="col-sm-3">
          <Trans>Group</Trans>
        </dt>
        <dd className="col-sm-9">
          {sheet.roundTrip
            ? t`${people}, ${days}, ${miles}, round trip`
            : t`${people}, ${days}, ${miles}, one way`}
        </dd>
        {sheet.quoteNumber && (
          <>
            <dt className="col-sm-3">
              <Trans>Quote number</Trans>
            </dt>
            <dd className="col-sm-9 fw-semibold">{sheet.quoteNumber}</dd>
          </>
        )}
      </dl>
      <SheetDays sheet={sheet} />
      <section aria-labelledby="trip-sheet-map" className="trip-sheet__map">
        <h2 id="trip-sheet-map" className="h5">
          <Trans>The route</Trans>
        </h2>
        <RouteView plan={plan} roundTrip={sheet.roundTrip} legs={false} />
      </section>
      <SharedCompanies sheet={sheet} />
    </article>
  );
}
