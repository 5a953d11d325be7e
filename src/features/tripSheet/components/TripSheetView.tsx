import './TripSheet.css';
import { useId } from 'react';
import { RouteView } from '@/features/tripPlan/map/RouteView';
import { aboutMiles, tripMiles } from '@/features/tripPlan/tripMiles';
import { formatPhone, plural } from '@/lib/format';
import { sheetLegMiles } from '../sheetDays';
import type { TripSheet } from '../sheetLink';
import { datesText, placesText, sheetTitle } from '../sheetText';
import { SheetActions } from './SheetActions';
import { SheetDays } from './SheetDays';

interface TripSheetViewProps {
  sheet: TripSheet;
  url: string;
  /** The trip's name as typed (the page keeps it in the link). */
  onName: (name: string) => void;
}

/**
 * The trip sheet (issue 35): the trip's name, dates, places, each day's legs and hours, the route
 * map, the companies and the quote number, on one page a parent can read, print or save.
 */
export function TripSheetView({ sheet, url, onName }: TripSheetViewProps) {
  const nameId = useId();
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
      <p className="lead mb-2">{dates || 'Dates not set yet'}</p>
      <div className="trip-sheet__name d-print-none mb-3">
        <label className="form-label" htmlFor={nameId}>
          Trip name (optional)
        </label>
        <input
          id={nameId}
          className="form-control"
          maxLength={120}
          autoComplete="off"
          defaultValue={sheet.name}
          onChange={(event) => onName(event.target.value)}
        />
      </div>
      <SheetActions sheet={sheet} url={url} />
      <dl className="trip-sheet__facts row mt-3 mb-2">
        <dt className="col-sm-3">Where</dt>
        <dd className="col-sm-9">{placesText(sheet)}</dd>
        <dt className="col-sm-3">Group</dt>
        <dd className="col-sm-9">
          {sheet.people} {plural(sheet.people, 'person', 'people')}, {sheet.days}{' '}
          {plural(sheet.days, 'day')}, {aboutMiles(tripMiles(sheetLegMiles(sheet)))}
          {sheet.roundTrip ? ', round trip' : ', one way'}
        </dd>
        {sheet.quoteNumber && (
          <>
            <dt className="col-sm-3">Quote number</dt>
            <dd className="col-sm-9 fw-semibold">{sheet.quoteNumber}</dd>
          </>
        )}
      </dl>
      <SheetDays sheet={sheet} />
      <section aria-labelledby="trip-sheet-map" className="trip-sheet__map">
        <h2 id="trip-sheet-map" className="h5">
          The route
        </h2>
        <RouteView plan={plan} roundTrip={sheet.roundTrip} legs={false} />
      </section>
      <section aria-labelledby="trip-sheet-companies" className="trip-sheet__companies mt-3">
        <h2 id="trip-sheet-companies" className="h5">
          {sheet.quoteNumber
            ? 'Bus companies asked for a quote'
            : 'Bus companies in the quote list'}
        </h2>
        {sheet.companies.length === 0 ? (
          <p>No companies chosen yet.</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {sheet.companies.map((company, index) => (
              <li key={index} className="mb-1">
                <span className="fw-semibold">{company.name}</span>
                {company.city && <span>, {company.city}</span>}
                {company.phone && (
                  <>
                    {': '}
                    <a href={`tel:${company.phone.replace(/\D/g, '')}`}>
                      {formatPhone(company.phone)}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
