import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { FreeTrialAccount } from './types';

/**
 * The calls only an operator's login makes (setup progress, free-trial flags). Apart from
 * authApi so that they load with that login (authSlice imports them on demand), never with a
 * traveller's first screen: `npm run size` fails on an operator API path there.
 */

const PROGRESS_FAILED = 'Setup progress is unavailable.';
const FREE_TRIAL_FAILED = 'Free-trial status is unavailable.';

/** GET /company/progress/get/company/setup/index (envelope b): the setup step, 1 to 5. */
export function getSetupProgress(companyId: number): Promise<number> {
  return callApi(
    () => api.get('/company/progress/get/company/setup/index', { params: { companyId } }),
    { fallback: PROGRESS_FAILED, envelope: 'status', decode: d.integer },
  );
}

/** GET /subscribers/{companyId}/freetrialaccount (envelope b); a flag not sent is off. */
export function getFreeTrialAccount(companyId: number): Promise<FreeTrialAccount> {
  return callApi(() => api.get(`/subscribers/${companyId}/freetrialaccount`), {
    fallback: FREE_TRIAL_FAILED,
    envelope: 'status',
    decode: d.object({
      freeTrial: d.withDefault(d.boolean, false),
      upgradePremium: d.withDefault(d.boolean, false),
    }),
  });
}
