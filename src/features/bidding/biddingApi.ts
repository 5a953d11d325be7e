import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { ApiError, serverTextOf } from '@/lib/apiError';
import {
  arrayOf,
  boolean,
  DecodeError,
  ignore,
  integer,
  isRecord,
  literal,
  map,
  nullable,
  number,
  object,
  optional,
  string,
  withDefault,
  type Decoder,
} from '@/lib/decode';
import { formatMoney } from '@/lib/money';
import { LISTING_STATUSES } from '@/features/listings/types';
import type { BidConfirmation, BidMetro, BidPosition, BidSelection } from './types';

export const BID_POSITIONS_FAILED =
  'There was a problem loading your bid positions. Please try again later.';
/** The spec's text for every failure of the bid itself (cart, confirmation, submit). */
export const BID_FAILED = 'There was a problem saving your bid.';

const bidPosition: Decoder<BidPosition> = map(
  object({
    position: integer,
    company: string,
    newCost: number,
    newCostDisplay: optional(string),
    isCurrentPosition: boolean,
    canUpgrade: boolean,
  }),
  ({ newCostDisplay, ...row }) => ({
    ...row,
    newCostDisplay: newCostDisplay ?? formatMoney(row.newCost),
  }),
);

const bidMetro: Decoder<BidMetro> = map(
  object({
    companyMetroId: integer,
    metroName: string,
    currentPosition: withDefault(integer, 0),
    currentCost: number,
    currentCostDisplay: optional(string),
    status: literal(...LISTING_STATUSES),
    hasPendingPositionChange: boolean,
    pendingPositionChangeMessage: withDefault(nullable(string), null),
    positions: withDefault(arrayOf(bidPosition), []),
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
    decode: (body) => object({ results: arrayOf(bidMetro) })(body).results,
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
    { fallback: BID_FAILED, decode: (body) => object({ cartGuid: string })(body).cartGuid },
  );
}

const confirmationFields = object({
  metroName: string,
  currentPosition: integer,
  newPosition: integer,
  currentPrice: number,
  newPrice: number,
  renewalDate: withDefault(nullable(string), null),
  proratedAmount: withDefault(number, 0),
  discountRate: withDefault(number, 0),
  total: number,
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
    decode: ignore,
  });
}
