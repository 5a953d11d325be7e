import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import type { Rendered } from '../../../../utils/renderWithProviders';
import { OPERATOR, renderAsOperator } from '../helpers';

export const REVIEWS_PATH = '/subscribers/reviews';
export const LIST = 'Reviews of your company';

/** The demo operator's reviews (the demo database's rows), newest first. */
export function companyReviews() {
  const companyId = getDb().accounts.find((row) => row.email === OPERATOR)?.company_id;
  return getDb()
    .reviews.filter((review) => review.company_id === companyId)
    .sort((a, b) => b.published_on.localeCompare(a.published_on) || b.id - a.id);
}

/** The Reviews page as the demo operator, once its list is there. */
export async function openReviews(): Promise<Rendered> {
  const rendered = renderAsOperator(REVIEWS_PATH);
  await screen.findByRole('list', { name: LIST });
  return rendered;
}

/** The reviews on screen, in order (each an article named by its title). */
export function reviewCards(): HTMLElement[] {
  const list = screen.getByRole('list', { name: LIST });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('article'));
}

export interface ReviewFixture {
  company_rating_id: number;
  name: string;
  rating: number;
  title: string;
  comment: string;
  trip?: string;
  date?: string;
  is_resolved: boolean;
}

/** Answers the review list with these reviews (in the order given). */
export function reviewsAre(reviews: ReviewFixture[]): void {
  server.use(
    http.get(apiUrl('/review/listing/:companyId'), () =>
      HttpResponse.json({ success: true, reviews }),
    ),
  );
}

/** Answers the reply with this body. */
export function replyAnswers(body: Record<string, unknown>): void {
  server.use(http.post(apiUrl('/review/:companyRatingId/reply'), () => HttpResponse.json(body)));
}
