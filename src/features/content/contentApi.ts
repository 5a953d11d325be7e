import { contentApi } from '@/lib/apiClient';
import { toApiError } from '@/lib/apiError';
import type { ContentPage } from './types';

export const TERMS_PAGE_ID = 1306;
export const CONTENT_FAILED = 'The page could not be loaded. Please try again later.';

export async function getPage(id: number): Promise<ContentPage> {
  try {
    const { data } = await contentApi.get<{
      title?: { rendered?: unknown };
      content?: { rendered?: unknown };
    }>(`/wp-json/wp/v2/pages/${id}`);
    const title = data.title?.rendered;
    const html = data.content?.rendered;
    if (typeof html !== 'string') throw new Error('content.rendered is missing');
    return { title: typeof title === 'string' ? title : '', html };
  } catch (error) {
    throw toApiError(error, CONTENT_FAILED);
  }
}
