import { msg } from '@lingui/core/macro';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import { i18n } from '@/lib/i18n/runtime';
import type { Metadata } from './types';

/** The search shows no message for this failure (spec 8); /review's trip type field does. */
export const METADATA_FAILED = msg`Trip types could not be loaded.`;

/** GET /metadata (no envelope). A metro without a city and state, or a bad trip type, is dropped. */
export function getMetadata(): Promise<Metadata> {
  return callApi(() => api.get('/metadata'), {
    fallback: i18n._(METADATA_FAILED),
    envelope: 'none',
    decode: d.object({
      metros: d.arrayOf(d.object({ id: d.optional(d.integer), city: d.string, state: d.string })),
      tripTypes: d.arrayOf(d.object({ id: d.integer, name: d.string })),
    }),
  });
}
