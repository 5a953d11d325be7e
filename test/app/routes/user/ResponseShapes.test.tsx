import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { messageFixtures, quoteFixtures } from './fixtures';
import { renderAsTraveller } from './helpers';

/** Answers one GET with envelope (a) holding `payload`. */
function answer(path: string, payload: Record<string, unknown>) {
  server.use(http.get(apiUrl(path), () => HttpResponse.json({ success: true, ...payload })));
}

const ERROR_BOUNDARY = /Something went wrong/i;

async function messageRows() {
  const table = await screen.findByRole('table', { name: /Messages you sent/ });
  return within(table).getAllByRole('row').slice(1);
}

describe('Answers of the wrong shape, at the api boundary', () => {
  it.each([
    ['null', null],
    ['a number', 42],
    ['missing', undefined],
  ])(
    '/users/messages: a message whose body is %s is listed with an empty body',
    async (_, body) => {
      const [odd, ...rest] = messageFixtures;
      answer('/users/messages', { messages: [{ ...odd, body }, ...rest] });
      renderAsTraveller('/users/messages');
      const rows = await messageRows();
      expect(rows).toHaveLength(3);
      const row = rows.find((candidate) =>
        within(candidate).queryByText('Lone Star Charter Coaches (Dallas, TX)'),
      );
      expect(row).toBeDefined();
      expect(within(row as HTMLElement).getByText('I have a question')).toBeVisible();
      expect(screen.queryByText(ERROR_BOUNDARY)).not.toBeInTheDocument();
    },
  );

  it('/users/messages: a null item is dropped and the others are listed', async () => {
    answer('/users/messages', { messages: [null, ...messageFixtures, 'junk'] });
    renderAsTraveller('/users/messages');
    expect(await messageRows()).toHaveLength(3);
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it('/users/quote-history: a null item is dropped and the others are listed', async () => {
    answer('/users/quotes', { quotes: [null, ...quoteFixtures] });
    renderAsTraveller('/users/quote-history');
    expect(await screen.findByText('Band Boosters')).toBeVisible();
    expect(screen.getByText('Troop 214')).toBeVisible();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it('/users/quote-history: `quotes` as a string fails the load with the spec text', async () => {
    answer('/users/quotes', { quotes: 'none' });
    renderAsTraveller('/users/quote-history');
    expect(
      await screen.findByText('Your quote history could not be loaded. Please try again later.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('No previous quotes')).not.toBeInTheDocument();
  });

  it('/users/quote-history: an answer without the envelope fails the load', async () => {
    server.use(http.get(apiUrl('/users/quotes'), () => HttpResponse.json(quoteFixtures)));
    renderAsTraveller('/users/quote-history');
    expect(
      await screen.findByText('Your quote history could not be loaded. Please try again later.'),
    ).toBeVisible();
  });

  it('/users/my-account: `user` as a string fails the load, with no editable profile', async () => {
    answer('/users/profile', { user: 'Dana' });
    renderAsTraveller('/users/my-account');
    expect(await screen.findByText('Your profile could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Profile' })).not.toBeInTheDocument();
  });
});
