import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { ApiError, serverTextOf } from '@/lib/apiError';
import { d, DecodeError, isRecord, type Decoder } from '@/lib/decode';
import { formatMoney } from '@/lib/money';
import { LISTING_STATUSES } from '@/features/listings/types';
import type { BidConfirmation, BidMetro, BidPosition, BidSelection } from './types';

export const BID_POSITIONS_FAILED =
  'There was a problem loading your bid positions. Please try again later.';
/** The spec's text for every failure of the bid itself (cart, confirmation, submit). */
export const BID_FAILED = 'There was a problem saving your bid.';

const bidPosition: Decoder<BidPosition> = d.map(
  d.object({
    position: d.integer,
    company: d.string,
    newCost: d.number,
    newCostDisplay: d.optional(d.string),
    isCurrentPosition: d.boolean,
    canUpgrade: d.boolean,
  }),
  ({ newCostDisplay, ...row }) => ({
    ...row,
    newCostDisplay: newCostDisplay ?? formatMoney(row.newCost),
  }),
);

const bidMetro: Decoder<BidMetro> = d.map(
  d.object({
    companyMetroId: d.integer,
    metroName: d.string,
    currentPosition: d.withDefault(d.integer, 0),
    currentCost: d.number,
    currentCostDisplay: d.optional(d.string),
    status: d.literal(...LISTING_STATUSES),
    hasPendingPositionChange: d.boolean,
    pendingPositionChangeMessage: d.withDefault(d.nullable(d.string), null),
    positions: d.withDefault(d.arrayOf(bidPosition), []),
  }),
  ({ currentCostDisplay, positions, ...metro }) => ({
    ...metro,
    currentCostDisplay: currentCostDisplay ?? formatMoney(metro.currentCost),
    // Listed top first whatever order the server used.
    positions: [...positions].sort((a, b) => a.position - b.position),
  }),
);

/** GET /subscribers/{companyId}/bidforplacement (envelope a): every listing's position table. */
export function getBidPositions(companyId: number): Promise<BidMetro[]> {
  return callApi(() => api.get(`/subscribers/${companyId}/bidforplacement`), {
    fallback: BID_POSITIONS_FAILED,
    decode: (body) => d.object({ results: d.arrayOf(bidMetro) })(body).results,
  });
}

/**
 * POST /subscribers/{companyId}/bidforplacement (envelope a): creates the cart of the chosen
 * positions. The client decamelizes the body (company_metro_id ...); money travels as numbers.
 */
export function postBidCart(companyId: number, metros: readonly BidSelection[]): Promise<string> {
  return callApi(
    () =>
      api.post(`/subscribers/${companyId}/bidforplacement`, {
        metros: metros.map((bid) => ({
          companyMetroId: bid.companyMetroId,
          currentPosition: bid.currentPosition,
          currentCost: bid.currentCost,
          newPosition: bid.newPosition,
          newMonthlyCost: bid.newMonthlyCost,
        })),
      }),
    { fallback: BID_FAILED, decode: (body) => d.object({ cartGuid: d.string })(body).cartGuid },
  );
}

const confirmationFields = d.object({
  metroName: d.string,
  currentPosition: d.integer,
  newPosition: d.integer,
  currentPrice: d.number,
  newPrice: d.number,
  renewalDate: d.withDefault(d.nullable(d.string), null),
  proratedAmount: d.withDefault(d.number, 0),
  discountRate: d.withDefault(d.number, 0),
  total: d.number,
});

/**
 * The confirmation sits at the top level and the contract only assumes `success`: a reply
 * without it is read as the confirmation; `success: false`, or an error text with no
 * confirmation, is the failure with the server's words.
 */
function confirmationOf(cartGuid: string): Decoder<BidConfirmation> {
  return (body) => {
    if (!isRecord(body) || body.success === false) {
      throw new ApiError(200, serverTextOf(body), BID_FAILED);
    }
    try {
      return { ...confirmationFields(body), cartGuid };
    } catch (error) {
      if (error instanceof DecodeError && serverTextOf(body)) {
        throw new ApiError(200, serverTextOf(body), BID_FAILED);
      }
      throw error;
    }
  };
}

const confirmationPath = (companyId: number, cartGuid: string) =>
  `/subscribers/${companyId}/bidforplacement/${encodeURIComponent(cartGuid)}/confirmation`;

/** GET .../bidforplacement/{guid}/confirmation: what the confirmation modal shows. */
export function getBidConfirmation(companyId: number, cartGuid: string): Promise<BidConfirmation> {
  return callApi(() => api.get(confirmationPath(companyId, cartGuid)), {
    fallback: BID_FAILED,
    envelope: 'none',
    decode: confirmationOf(cartGuid),
  });
}

/** POST .../bidforplacement/{guid}/confirmation (no body, envelope a): Submit Changes. */
export function postBidConfirmation(companyId: number, cartGuid: string): Promise<void> {
  return callApi(() => api.post(confirmationPath(companyId, cartGuid)), {
    fallback: BID_FAILED,
    decode: d.ignore,
  });
}
