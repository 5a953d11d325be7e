import type { RefusalWords } from '@/lib/i18n/refusalText';
import { METADATA_FAILED } from './metadataApi';

/** Shown by /review's trip type field; the search shows nothing for this failure (spec 8). */
export const METADATA_REFUSAL: RefusalWords = {
  fallback: METADATA_FAILED,
  failed: METADATA_FAILED,
};
