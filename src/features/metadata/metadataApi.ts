import { api } from '@/lib/apiClient';
import { toApiError } from '@/lib/apiError';
import type { Metadata } from './types';

/** GET /metadata (no envelope). */
export async function getMetadata(): Promise<Metadata> {
  try {
    const { data } = await api.get<Partial<Metadata>>('/metadata');
    return { metros: data.metros ?? [], tripTypes: data.tripTypes ?? [] };
  } catch (error) {
    throw toApiError(error, 'Metadata is unavailable.');
  }
}
