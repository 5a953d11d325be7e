import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDate } from '@/lib/dates';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderAsOperator } from '../helpers';
import {
  companyReviews,
  openReviews,
  REVIEWS_PATH,
  reviewCards,
  reviewsAre,
  type ReviewFixture,
} from './reviewsHelpers';

const fixture = (overrides: Partial<ReviewFixture>): ReviewFixture => ({
  company_rating_id: 1,
  name: 'Coach Ramirez',
  rating: 5,
  title: 'Great trip to state finals',
  comment: 'Driver was early and the bus was spotless.',
  trip: 'Dallas, TX to Austin, TX',
  date: '2025-03-12',
  is_resolved: false,
  ...overrides,
});

describe('Route /subscribers/reviews: the list', () => {
  it("lists the company's reviews newest first: name, stars, title, comment, trip, date", async () => {
    await openReviews();
    // The title is set in an effect, after the heading paints.
    await waitFor(() => expect(document.title).toBe('Reviews | Bus Charter Quotes'));
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const expected = companyReviews();
    const cards = reviewCards();
    expect(cards).toHaveLength(expected.length);
    expect(cards.length).toBeGreaterThan(4);
    expected.forEach((review, index) => {
      const card = cards[index];
      expect(card).toHaveAccessibleName(review.title);
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(review.title);
      expect(
        within(card).getByRole('img', { name: `Rated ${review.rating} out of 5 stars` }),
      ).toBeVisible();
      expect(card).toHaveTextContent(review.name);
      expect(card).toHaveTextContent(review.comment.replace(/\s+/g, ' ').trim());
      expect(card).toHaveTextContent(`Trip: ${review.trip}`);
      expect(card).toHaveTextContent(`Date: ${formatDate(review.published_on)}`);
    });
  });

  it('offers Reply on unresolved reviews only, and says where each stands', async () => {
    await openReviews();
    const expected = companyReviews();
    const open = expected.filter((review) => review.operator_response === null).length;
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThan(expected.length);
    reviewCards().forEach((card, index) => {
      const resolved = expected[index].operator_response !== null;
      const reply = within(card).queryByRole('button', { name: /^Reply/ });
      if (resolved) {
        expect(reply).toBeNull();
        expect(within(card).getByText('Replied')).toBeVisible();
      } else {
        expect(reply).toHaveAccessibleName(
          `Reply to the review "${expected[index].title}" by ${expected[index].name}`,
        );
        expect(within(card).getByText('Awaiting your reply')).toBeVisible();
      }
    });
    expect(
      screen.getByText(`${expected.length} reviews, ${open} awaiting your reply.`),
    ).toBeVisible();
  });

  it('puts the newest first whatever order the server sends, dates as MM/DD/YYYY', async () => {
    reviewsAre([
      fixture({ company_rating_id: 1, title: 'Oldest', date: '2024-05-01' }),
      fixture({ company_rating_id: 2, title: 'Newest', date: '2025-03-12' }),
      fixture({ company_rating_id: 3, title: 'Middle', date: '2024-11-30', is_resolved: true }),
    ]);
    await openReviews();
    const cards = reviewCards();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ]);
    expect(cards[0]).toHaveTextContent('Date: 03/12/2025');
    expect(screen.getByText('3 reviews, 2 awaiting your reply.')).toBeVisible();
  });

  it('says when every review has its reply', async () => {
    reviewsAre([fixture({ is_resolved: true })]);
    await openReviews();
    expect(screen.getByText('1 review, all replied to.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
  });

  it('says so when the company has no reviews yet', async () => {
    reviewsAre([]);
    renderAsOperator(REVIEWS_PATH);
    expect(
      await screen.findByText(
        'No reviews yet. When travellers review your company, their reviews appear here for you to answer.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Reviews of your company' })).toBeNull();
  });

  it('says when the reviews cannot be loaded, and tries again', async () => {
    server.use(
      http.get(apiUrl('/review/listing/:companyId'), () => HttpResponse.json({ success: false })),
    );
    const { user } = renderAsOperator(REVIEWS_PATH);
    expect(
      await screen.findByText('Your reviews could not be loaded. Please try again later.'),
    ).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Reviews of your company' })).toBeVisible();
  });
});
