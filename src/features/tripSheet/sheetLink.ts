import { paths } from '@/config/paths';
import { TRIP_LIMITS } from '@/config/tripLimits';
import { readPlanDays } from '@/features/tripPlan/planDays';
import { dateProblems, tripDays } from '@/features/tripPlan/tripDays';

/** A place of the sheet: its name and where it is, so the sheet needs no gazetteer. */
export interface SheetPlace {
  name: string;
  latitude: number;
  longitude: number;
}

export interface SheetCompany {
  name: string;
  /** "Spokane, WA", or ''. */
  city: string;
  /** Only when the traveller revealed it; else ''. */
  phone: string;
}

/**
 * The trip sheet (issue 35): everything a parent or a chaperone needs on the day, carried whole
 * by its link (/trip#...), so it opens cold in any browser, with no account and no search.
 */
export interface TripSheet {
  /** Typed by the traveller on the sheet; '' when not given. */
  name: string;
  origin: SheetPlace;
  destination: SheetPlace;
  stops: SheetPlace[];
  /** YYYY-MM-DD; the return '' for a same-day trip. */
  departureDate: string;
  returnDate: string;
  roundTrip: boolean;
  /** The estimate's group and days (its miles are the legs' own here: the sheet shows them). */
  people: number;
  days: number;
  /** The day of each leg (the plan's, as the estimate showed them); absent in older links. */
  legDays?: number[];
  /** The group's hours at the destination, when the traveller set them. */
  destinationHours?: number;
  /** The all-in estimate's assumptions (search `costs`): whether a relief driver drives. */
  costs: string;
  companies: SheetCompany[];
  /** After a quote request; else ''. */
  quoteNumber: string;
}

export type ReadSheet =
  | { kind: 'sheet'; sheet: TripSheet }
  /** A link with no trip in it (/trip alone). */
  | { kind: 'empty' }
  /** A link whose trip cannot be read (cut short, edited by hand). */
  | { kind: 'damaged' };

/** What separates a value's parts: unreserved in a URL, so it stays readable. */
const SEP = '~';
/** Text as one part of a value: the separator replaced, trimmed, cut to `length`. */
const linkPart = (text: string, length = 80) => text.replaceAll(SEP, '-').trim().slice(0, length);
const coordinate = (value: number) => String(Math.round(value * 1e4) / 1e4);

const placeText = (place: SheetPlace) =>
  [linkPart(place.name), coordinate(place.latitude), coordinate(place.longitude)].join(SEP);

function readPlace(text: string): SheetPlace | null {
  const [name = '', lat = '', lon = ''] = text.split(SEP);
  const latitude = Number(lat);
  const longitude = Number(lon);
  const valid =
    name.trim() !== '' &&
    /^-?\d{1,3}(\.\d+)?$/.test(lat) &&
    /^-?\d{1,3}(\.\d+)?$/.test(lon) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  return valid ? { name: name.trim(), latitude, longitude } : null;
}

/** A whole number within the trip's limits (config/tripLimits.ts), else null. */
function wholeNumber(text: string | null, { min, max }: { min: number; max: number }) {
  if (text === null || !/^\d{1,5}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * The dates as the sheet and its calendar event use them, by the planner's own rule (tripDays.ts
 * dateProblems: a return needs a departure, the trip within its days, no date whose next day is
 * past the year 9999); with dates, the trip's days as many as they span.
 */
function datesAgree(departureDate: string, returnDate: string, days: number): boolean {
  const problems = dateProblems(departureDate, returnDate);
  if (problems.departureDate || problems.returnDate) return false;
  return !departureDate || tripDays(departureDate, returnDate) === days;
}

/**
 * The sheet's address: /trip#name=...&from=Spokane, WA~47.6588~-117.426&to=...&via=... The trip
 * is in the fragment, which a browser never sends to a server, in a request or a Referer (issue
 * 47): no access log, CDN or proxy keeps a group's name, places, dates or phones.
 */
export function writeSheetLink(sheet: TripSheet): string {
  const query = new URLSearchParams();
  if (sheet.name.trim()) query.set('name', linkPart(sheet.name, 120));
  query.set('from', placeText(sheet.origin));
  for (const stop of sheet.stops) query.append('via', placeText(stop));
  query.set('to', placeText(sheet.destination));
  if (sheet.departureDate) query.set('depart', sheet.departureDate);
  if (sheet.returnDate) query.set('return', sheet.returnDate);
  if (sheet.roundTrip) query.set('round', '1');
  query.set('group', String(sheet.people));
  query.set('days', String(sheet.days));
  if (sheet.legDays) query.set('legdays', sheet.legDays.join(','));
  if (sheet.destinationHours !== undefined) query.set('wait', String(sheet.destinationHours));
  if (sheet.costs) query.set('costs', sheet.costs);
  for (const company of sheet.companies) {
    query.append(
      'co',
      [company.name, company.city, company.phone].map((part) => linkPart(part)).join(SEP),
    );
  }
  if (sheet.quoteNumber) query.set('quote', linkPart(sheet.quoteNumber, 40));
  return `${paths.trip}#${query.toString()}`;
}

/** A sheet link's parameters, from its fragment (a location's `hash`, with or without its #). */
export function sheetParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''));
}

/**
 * Reads a sheet's parameters (sheetParams). Nothing of a trip: empty. A trip whose places, dates or figures
 * do not read back as written: damaged (never thrown). Optional parts that are odd are left out.
 */
export function readSheetLink(query: URLSearchParams): ReadSheet {
  const to = query.get('to');
  const from = query.get('from');
  if (to === null && from === null) return { kind: 'empty' };
  const destination = to === null ? null : readPlace(to);
  const origin = from === null ? null : readPlace(from);
  const stops = query.getAll('via').map(readPlace);
  const departureDate = query.get('depart') ?? '';
  const returnDate = query.get('return') ?? '';
  const people = wholeNumber(query.get('group'), TRIP_LIMITS.people);
  const days = wholeNumber(query.get('days'), TRIP_LIMITS.days);
  if (
    !destination ||
    !origin ||
    stops.some((stop) => stop === null) ||
    stops.length > TRIP_LIMITS.stops ||
    people === null ||
    days === null ||
    !datesAgree(departureDate, returnDate, days)
  ) {
    return { kind: 'damaged' };
  }
  return {
    kind: 'sheet',
    sheet: {
      name: (query.get('name') ?? '').trim().slice(0, 120),
      origin,
      destination,
      stops: stops.filter((stop): stop is SheetPlace => stop !== null),
      departureDate,
      returnDate,
      roundTrip: query.get('round') === '1',
      people,
      days,
      ...readPlanDays(query),
      costs: (query.get('costs') ?? '').slice(0, 60),
      companies: query
        .getAll('co')
        .slice(0, 20)
        .map((text) => {
          const [name = '', city = '', phone = ''] = text.split(SEP);
          return { name: name.trim(), city: city.trim(), phone: phone.trim() };
        })
        .filter((company) => company.name !== ''),
      quoteNumber: (query.get('quote') ?? '').trim().slice(0, 40),
    },
  };
}
