import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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
import { notIncludedItems } from '@/features/search/estimateNote';
import type { MeasuredBase } from '@/features/tripPlan/emptyDrives';
import { fleetRows, resultHeading } from '@/features/search/resultView';
import type { SearchResult } from '@/features/search/types';
import { externalUrl } from '@/lib/externalUrl';
import { i18n } from '@/lib/i18n/runtime';
import { vocabularyName } from '@/lib/i18n/vocabulary';
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

// The rows are made while the page renders: `t` reads the language of the moment.
const notOffered = () => t`Not offered`;
const noRates = () => t`No posted rates`;

const textFact = (text: string): Fact => ({ key: text.trim().toLowerCase() });

function featureRow(id: Feature, label: string): CompareRow {
  const text = (result: SearchResult) => {
    const types = typesWith(result, id);
    if (types.length === 0) return t`No`;
    if (types.length === fleetRows(result).length) return t`Yes`;
    const listed = types.map((type) => vocabularyName('busType', type)).join(', ');
    return t`Yes: ${listed}`;
  };
  return { id, label, fact: (result) => textFact(text(result)), render: text };
}

/** A row per bus type, found by the server's name and labelled with the shown one. */
function rateRows(types: readonly string[], rate: 'dayAmount' | 'mileAmount'): CompareRow[] {
  return types.map((type) => {
    const busType = vocabularyName('busType', type);
    return {
      id: `${rate}:${type}`,
      label: rate === 'dayAmount' ? t`Day rate: ${busType}` : t`Mile rate: ${busType}`,
      fact: (result) => rateFact(result, type, rate),
      render: (result) => {
        const bus = busOfType(result, type);
        if (!bus) return notOffered();
        return bus[rate] > 0 ? formatAmount(bus[rate]) : noRates();
      },
      best: { better: 'low', text: t`Lowest rate` },
    };
  });
}

/** The all-in estimate on the compare screen: the search's trip, and each company's base. */
export interface CompareEstimate {
  trip: AllInTrip;
  baseOf: (result: SearchResult) => MeasuredBase | 'measuring';
}

/** The breakdown's lines as rows of their own, side by side (issue 34). */
const LINE_ROWS: readonly { id: LineId; label: MessageDescriptor }[] = [
  { id: 'base', label: msg`Base price` },
  { id: 'driveOut', label: msg`Bringing the bus` },
  { id: 'driveHome', label: msg`Taking the bus home` },
  { id: 'relief', label: msg`Relief driver` },
  { id: 'room', label: msg`Driver's room` },
  { id: 'gratuity', label: msg`Gratuity` },
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
      label: t`All-in estimate`,
      fact: (result) => {
        const estimate = estimateOf(result);
        // Only a figure on show takes part: one still coming (its drive not measured) shows
        // none, so "Lowest estimate" never lands on it and then moves (issue 47).
        const shown = estimate.kind === 'priced' && estimate.driveGap !== 'measuring';
        return {
          key: `${estimateText(estimate)}|${estimate.kind === 'priced' ? estimate.busType : ''}`,
          score: shown ? estimate.low : null,
        };
      },
      render: (result) => <CardEstimate estimate={estimateOf(result)} />,
      best: { better: 'low', text: t`Lowest estimate` },
    },
    ...LINE_ROWS.map(({ id, label }): CompareRow => ({
      id: `line:${id}`,
      label: i18n._(label),
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
        if (gap === 'measuring') return i18n._(FIGURE_COMING);
        const drive = id === 'driveOut' || id === 'driveHome';
        const missed = gap === 'baseUnknown' || (gap === 'endUnknown' && id === 'driveHome');
        return drive && gap && missed
          ? i18n._(DRIVE_GAP_TEXT[gap])
          : t({ message: 'None', context: 'cost' });
      },
    })),
    {
      id: 'notIncluded',
      label: t`Not included`,
      fact: () => ({ key: 'not-included' }),
      render: () => {
        const items = notIncludedItems();
        return `${items.charAt(0).toUpperCase()}${items.slice(1)}.`;
      },
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
      label: t`Rating`,
      fact: ratingFact,
      render: (result) => (
        <div className="compare-table__rating">
          <ReviewCount averageRating={result.company.averageRating} count={result.reviews.length} />
        </div>
      ),
      best: { better: 'high', text: t`Highest rating` },
    },
    {
      id: 'photo',
      label: t`Photo`,
      fact: (result) => ({ key: result.photos[0]?.url ?? '' }),
      render: (result) => {
        const photo = result.photos[0];
        if (!photo) return t`No Images Available`;
        const company = resultHeading(result.company);
        return (
          <img
            className="compare-table__photo"
            src={photo.url}
            alt={t`${company}, photo 1`}
            width={220}
            height={140}
            loading="lazy"
          />
        );
      },
    },
    ...busTypes.map((type): CompareRow => {
      const busType = vocabularyName('busType', type);
      return {
        id: `seats:${type}`,
        label: t`Seats: ${busType}`,
        fact: (result) => seatsFact(result, type),
        render: (result) => {
          const bus = busOfType(result, type);
          if (!bus) return notOffered();
          const seats = bus.seats;
          return t`${seats} seats`;
        },
        best: { better: 'high', text: t`Most seats` },
      };
    }),
    featureRow('restroom', t`Restroom`),
    featureRow('wifi', t`WiFi`),
    featureRow('oneTenVolts', t`110V Outlets`),
    {
      id: 'amenities',
      label: t`Other Amenities`,
      fact: (result) => listFact(otherAmenities(result)),
      render: (result) => otherAmenities(result).join(', ') || t`None listed`,
    },
    ...rateRows(busTypes, 'dayAmount'),
    ...rateRows(busTypes, 'mileAmount'),
    ...(estimate ? estimateRows(estimate) : []),
    {
      id: 'usdot',
      label: t`US DOT Number`,
      fact: (result) => textFact(result.company.usDotNumber),
      render: ({ company }) => {
        const link = externalUrl(company.usDotLink);
        if (!company.usDotNumber) return t`Not listed`;
        return link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {company.usDotNumber}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        ) : (
          company.usDotNumber
        );
      },
    },
    {
      id: 'licensing',
      label: t`Licensing and Insurance`,
      fact: (result) => textFact(result.company.licensingAndInsurance),
      render: (result) => result.company.licensingAndInsurance || t`Not listed`,
    },
    {
      id: 'member',
      label: t`Association Member`,
      fact: (result) => textFact(String(result.company.isUmaMember)),
      render: (result) => (result.company.isUmaMember ? <MemberBadge /> : t`No`),
    },
    {
      id: 'payment',
      label: t`Payment Types`,
      fact: ({ paymentTypes }) =>
        listFact(
          Object.keys(paymentTypes).filter((key) => paymentTypes[key as keyof typeof paymentTypes]),
        ),
      render: (result) => <PaymentTypeIcons paymentTypes={result.paymentTypes} />,
    },
    {
      id: 'contact',
      label: t`Contact`,
      fact: (result) => textFact(result.company.phone),
      render: (result) =>
        result.company.phone ? <PhoneReveal result={result} size="sm" /> : t`Not listed`,
      always: true,
    },
    {
      id: 'quote',
      label: t`Quote Request`,
      fact: (result) => textFact(String(result.company.id)),
      render: (result) => (
        <QuoteRequestButton
          result={result}
          addLabel={t`Add To Quote Request`}
          removeLabel={t`Remove Request`}
          size="sm"
        />
      ),
      always: true,
    },
  ];
}
