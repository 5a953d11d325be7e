import { t } from '@lingui/core/macro';
import { contentApi } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { ContentPage } from './types';

export const TERMS_PAGE_ID = 1306;

/** A WordPress page: `content.rendered` is the page; without it there is nothing to show. */
const contentPage = d.object({
  title: d.withDefault(d.object({ rendered: d.withDefault(d.string, '') }), { rendered: '' }),
  content: d.object({ rendered: d.string }),
});

/** GET /wp-json/wp/v2/pages/{id} on the content service (no envelope). */
export async function getContentPage(id: number): Promise<ContentPage> {
  const page = await callApi(() => contentApi.get(`/wp-json/wp/v2/pages/${id}`), {
    // The app's own text, in the visitor's language when the call fails.
    fallback: t`The page could not be loaded. Please try again later.`,
    envelope: 'none',
    decode: contentPage,
  });
  return { title: page.title.rendered, html: page.content.rendered };
}
