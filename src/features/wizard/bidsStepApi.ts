import type { BidSelection } from '@/features/bidding/types';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';

/** Shown when Skip or Save and Next fails and the server gave no message of its own. */
export const BID_STEP_FAILED = 'There was a problem saving your bids. Please try again later.';

/**
 * POST /company/progress/forth/step/{skip|save} (envelope b): company_id and the bids as
 * `metros` (none when skipping). Code 0 moves the company to step 5.
 */
function postBidStep(
  path: 'skip' | 'save',
  companyId: number,
  metros: readonly BidSelection[],
): Promise<void> {
  return callApi(
    () =>
      // A bid is exactly the contract's BidSelection; the client decamelizes its keys.
      api.post(`/company/progress/forth/step/${path}`, { companyId, metros }),
    { fallback: BID_STEP_FAILED, envelope: 'status', decode: d.ignore },
  );
}

export const postSkipBidStep = (companyId: number) => postBidStep('skip', companyId, []);

export const postSaveBidStep = (companyId: number, metros: readonly BidSelection[]) =>
  postBidStep('save', companyId, metros);
