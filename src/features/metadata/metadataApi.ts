import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { arrayOf, integer, object, optional, string } from '@/lib/decode';
import type { Metadata } from './types';

/** The search shows no message for this failure (spec 8); /review's trip type field does. */
export const METADATA_FAILED = 'Trip types could not be loaded.';

/** GET /metadata (no envelope). A metro without a city and state, or a bad trip type, is dropped. */
export function getMetadata(): Promise<Metadata> {
  return callApi(() => api.get('/metadata'), {
    fallback: METADATA_FAILED,
    envelope: 'none',
    decode: object({
      metros: arrayOf(object({ id: optional(integer), city: string, state: string })),
      tripTypes: arrayOf(object({ id: integer, name: string })),
    }),
  });
}
