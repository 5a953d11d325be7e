import type { ReactNode } from 'react';
import {
  busOfType,
  busTypesOf,
  listFact,
  otherAmenities,
  rateFact,
  ratingFact,
  seatsFact,
  typesWith,
  type Better,
  type Fact,
  type Feature,
} from '@/features/compare/compareFacts';
import { CardEstimate } from '@/features/search/components/CardEstimate';
import { PaymentTypeIcons } from '@/features/search/components/details/PaymentTypeIcons';
import { PhoneReveal } from '@/features/search/components/details/PhoneReveal';
import { MemberBadge } from '@/features/search/components/MemberBadge';
import { QuoteRequestButton } from '@/features/search/components/QuoteRequestButton';
import { ReviewCount } from '@/features/search/components/ReviewCountButton';
import { allInEstimate, type AllInTrip } from '@/features/search/allInEstimate';
import { FIGURE_COMING } from '@/features/search/components/CardEstimate';
import { DRIVE_GAP_TEXT } from '@/features/search/components/EstimateBreakdown';
import { estimateText, type LineId, type TripEstimate } from '@/features/search/estimate';
import { NOT_INCLUDED_ITEMS } from '@/features/search/estimateNote';
import type { MeasuredBase } from '@/features/tripPlan/emptyDrives';
import { fleetRows, resultHeading } from '@/features/search/resultView';
import type { SearchResult } from '@/features/search/types';
import { externalUrl } from '@/lib/externalUrl';
import { formatAmount } from '@/lib/money';

/** One row of the compare table: what it reads of each company and how it shows it. */
export interface CompareRow {
  id: string;
  label: string;
  fact: (result: SearchResult) => Fact;
  render: (result: SearchResult) => ReactNode;
  /** Rows that rank: the best value is marked, with this text. */
  best?: { better: Better; text: string };
  /** Shown even when every company agrees (what a traveller does with each company). */
  always?: boolean;
}

const NOT_OFFERED = 'Not offered';
const NO_RATES = 'No posted rates';

const textFact = (text: string): Fact => ({ key: text.trim().toLowerCase() });

function featureRow(id: Feature, label: string): CompareRow {
  const text = (result: SearchResult) => {
    const types = typesWith(result, id);
    if (types.length === 0) return 'No';
    return types.length === fleetRows(result).length ? 'Yes' : `Yes: ${types.join(', ')}`;
  };
  return { id, label, fact: (result) => textFact(text(result)), render: text };
}

function rateRows(busTypes: readonly string[], rate: 'dayAmount' | 'mileAmount'): CompareRow[] {
  const name = rate === 'dayAmount' ? 'Day rate' : 'Mile rate';
  return busTypes.map((busType) => ({
    id: `${rate}:${busType}`,
    label: `${name}: ${busType}`,
    fact: (result) => rateFact(result, busType, rate),
    render: (result) => {
      const bus = busOfType(result, busType);
      if (!bus) return NOT_OFFERED;
      return bus[rate] > 0 ? formatAmount(bus[rate]) : NO_RATES;
    },
    best: { better: 'low', text: 'Lowest rate' },
  }));
}

/** The all-in estimate on the compare screen: the search's trip, and each company's base. */
export interface CompareEstimate {
  trip: AllInTrip;
  baseOf: (result: SearchResult) => MeasuredBase | 'measuring';
}

/** The breakdown's lines as rows of their own, side by side (issue 34). */
const LINE_ROWS: readonly { id: LineId; label: string }[] = [
  { id: 'base', label: 'Base price' },
  { id: 'driveOut', label: 'Bringing the bus' },
  { id: 'driveHome', label: 'Taking the bus home' },
  { id: 'relief', label: 'Relief driver' },
  { id: 'room', label: "Driver's room" },
  { id: 'gratuity', label: 'Gratuity' },
];

function estimateRows({ trip, baseOf }: CompareEstimate): CompareRow[] {
  const estimateOf = (result: SearchResult): TripEstimate =>
    allInEstimate(result.busResults, trip, baseOf(result));
  const lineOf = (result: SearchResult, id: LineId) => {
    const estimate = estimateOf(result);
    return estimate.kind === 'priced' ? estimate.lines.find((line) => line.id === id) : undefined;
  };
  return [
    {
      id: 'estimate',
      label: 'All-in estimate',
      fact: (result) => {
        const estimate = estimateOf(result);
        return {
          key: `${estimateText(estimate)}|${estimate.kind === 'priced' ? estimate.busType : ''}`,
          score: estimate.kind === 'priced' ? estimate.low : null,
        };
      },
      render: (result) => <CardEstimate estimate={estimateOf(result)} />,
      best: { better: 'low', text: 'Lowest estimate' },
    },
    ...LINE_ROWS.map(({ id, label }): CompareRow => ({
      id: `line:${id}`,
      label,
      fact: (result) => {
        const line = lineOf(result, id);
        return { key: line ? `${line.cents}|${line.label}` : '' };
      },
      render: (result) => {
        const line = lineOf(result, id);
        if (line) {
          return (
            <>
              {formatAmount(line.cents / 100)}
              <span className="d-block small text-body-secondary">{line.label}</span>
            </>
          );
        }
        const estimate = estimateOf(result);
        if (estimate.kind !== 'priced') return estimateText(estimate);
        const gap = estimate.driveGap;
        if (gap === 'measuring') return FIGURE_COMING;
        const drive = id === 'driveOut' || id === 'driveHome';
        const missed = gap === 'baseUnknown' || (gap === 'endUnknown' && id === 'driveHome');
        return drive && gap && missed ? DRIVE_GAP_TEXT[gap] : 'None';
      },
    })),
    {
      id: 'notIncluded',
      label: 'Not included',
      fact: () => ({ key: 'not-included' }),
      render: () => `${NOT_INCLUDED_ITEMS.charAt(0).toUpperCase()}${NOT_INCLUDED_ITEMS.slice(1)}.`,
    },
  ];
}

/** The rows for these companies: bus types are those any of them lists. */
export function compareRows(
  results: readonly SearchResult[],
  estimate: CompareEstimate | null,
): CompareRow[] {
  const busTypes = busTypesOf(results);
  return [
    {
      id: 'rating',
      label: 'Rating',
      fact: ratingFact,
      render: (result) => (
        <div className="compare-table__rating">
          <ReviewCount averageRating={result.company.averageRating} count={result.reviews.length} />
        </div>
      ),
      best: { better: 'high', text: 'Highest rating' },
    },
    {
      id: 'photo',
      label: 'Photo',
      fact: (result) => ({ key: result.photos[0]?.url ?? '' }),
      render: (result) => {
        const photo = result.photos[0];
        if (!photo) return 'No Images Available';
        return (
          <img
            className="compare-table__photo"
            src={photo.url}
            alt={`${resultHeading(result.company)}, photo 1`}
            width={220}
            height={140}
            loading="lazy"
          />
        );
      },
    },
    ...busTypes.map((busType): CompareRow => ({
      id: `seats:${busType}`,
      label: `Seats: ${busType}`,
      fact: (result) => seatsFact(result, busType),
      render: (result) => {
        const bus = busOfType(result, busType);
        return bus ? `${bus.seats} seats` : NOT_OFFERED;
      },
      best: { better: 'high', text: 'Most seats' },
    })),
    featureRow('restroom', 'Restroom'),
    featureRow('wifi', 'WiFi'),
    featureRow('oneTenVolts', '110V Outlets'),
    {
      id: 'amenities',
      label: 'Other Amenities',
      fact: (result) => listFact(otherAmenities(result)),
      render: (result) => otherAmenities(result).join(', ') || 'None listed',
    },
    ...rateRows(busTypes, 'dayAmount'),
    ...rateRows(busTypes, 'mileAmount'),
    ...(estimate ? estimateRows(estimate) : []),
    {
      id: 'usdot',
      label: 'US DOT Number',
      fact: (result) => textFact(result.company.usDotNumber),
      render: ({ company }) => {
        const link = externalUrl(company.usDotLink);
        if (!company.usDotNumber) return 'Not listed';
        return link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {company.usDotNumber}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          company.usDotNumber
        );
      },
    },
    {
      id: 'licensing',
      label: 'Licensing and Insurance',
      fact: (result) => textFact(result.company.licensingAndInsurance),
      render: (result) => result.company.licensingAndInsurance || 'Not listed',
    },
    {
      id: 'member',
      label: 'Association Member',
      fact: (result) => textFact(String(result.company.isUmaMember)),
      render: (result) => (result.company.isUmaMember ? <MemberBadge /> : 'No'),
    },
    {
      id: 'payment',
      label: 'Payment Types',
      fact: ({ paymentTypes }) =>
        listFact(
          Object.keys(paymentTypes).filter((key) => paymentTypes[key as keyof typeof paymentTypes]),
        ),
      render: (result) => <PaymentTypeIcons paymentTypes={result.paymentTypes} />,
    },
    {
      id: 'contact',
      label: 'Contact',
      fact: (result) => textFact(result.company.phone),
      render: (result) =>
        result.company.phone ? <PhoneReveal result={result} size="sm" /> : 'Not listed',
      always: true,
    },
    {
      id: 'quote',
      label: 'Quote Request',
      fact: (result) => textFact(String(result.company.id)),
      render: (result) => (
        <QuoteRequestButton
          result={result}
          addLabel="Add To Quote Request"
          removeLabel="Remove Request"
          size="sm"
        />
      ),
      always: true,
    },
  ];
}
