import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import { GENERIC_ERROR } from '@/lib/apiError';

/**
 * POST /company/progress/update/setup/second/index?companyId (no body, envelope b): step 2's
 * Next. Only code 0 moves on; the spec shows no message on failure, so the text is never shown.
 */
export function postSetupStepTwo(companyId: number): Promise<void> {
  return callApi(
    () => api.post('/company/progress/update/setup/second/index', null, { params: { companyId } }),
    { fallback: GENERIC_ERROR, envelope: 'status', decode: d.ignore },
  );
}
