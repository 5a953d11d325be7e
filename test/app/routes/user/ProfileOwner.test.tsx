import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { card } from '../../../features/search/fixtures';
import { CART, tripLabel } from '../../../features/tripRequest/tripForm';
import { renderRoute, sessionFor } from '../../../utils/renderWithProviders';
import { findToast } from '../../../utils/toasts';
import { field } from './helpers';

/** Counts GET /users/profile and lets the demo API answer it. */
function countProfileReads() {
  const reads = { count: 0 };
  server.use(
    http.get(apiUrl('/users/profile'), () => {
      reads.count += 1;
    }),
  );
  return reads;
}

/**
 * Counts the searches sent (POST /search), the demo API answering them. Every visit to the
 * search searches again, with the last visit's cards shown until it starts: a click on one of
 * those would land on a card about to go, so each visit waits for its own search to be asked.
 */
function countSearches() {
  const searches = { count: 0 };
  server.use(
    http.post(apiUrl('/search'), () => {
      searches.count += 1;
    }),
  );
  return searches;
}

const COMPANY = 'Lone Star Charter Coaches';

async function sendMessageName(user: UserEvent): Promise<string> {
  await screen.findByRole('article', { name: COMPANY });
  await user.click(within(card(COMPANY)).getByRole('button', { name: 'More Details' }));
  const details = await screen.findByRole('dialog', { name: COMPANY });
  await user.click(within(details).getByRole('button', { name: 'Contact Us' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
  const name = await within(dialog).findByLabelText<HTMLInputElement>(/^\*?\s*Name$/);
  const value = name.value;
  await user.click(within(dialog).getByRole('button', { name: 'Close message' }));
  await user.click(within(details).getByRole('button', { name: 'Close details' }));
  return value;
}

async function reviewName(): Promise<[string, string]> {
  const trip = await screen.findByRole('form', { name: 'Trip request' });
  const value = (label: 'firstName' | 'lastName' | 'email') =>
    within(trip).getByLabelText<HTMLInputElement>(tripLabel(label)).value;
  await waitFor(() => expect(value('email')).not.toBe(''));
  return [value('firstName'), value('lastName')];
}

describe('The traveller profile has one owner', () => {
  it('a name saved in My Account prefills Send Message and /review, read before or not', async () => {
    const reads = countProfileReads();
    const searches = countSearches();
    const { user, router } = renderRoute('/search/dallas/tx', {
      preloadedState: { auth: sessionFor('traveller@demo.test'), quoteCart: CART },
    });
    await waitFor(() => expect(searches.count).toBe(1));
    expect(await sendMessageName(user)).toBe('Dana Whitfield');
    await router.navigate('/review');
    expect(await reviewName()).toEqual(['Dana', 'Whitfield']);

    await router.navigate('/users/my-account');
    const form = await screen.findByRole('form', { name: 'Profile' });
    await user.clear(field(form, 'First name'));
    await user.type(field(form, 'First name'), 'Danielle');
    await user.clear(field(form, 'Last name'));
    await user.type(field(form, 'Last name'), 'Okafor');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await findToast('Your profile has been updated.');

    await router.navigate('/search/dallas/tx');
    await waitFor(() => expect(searches.count).toBe(2));
    expect(await sendMessageName(user)).toBe('Danielle Okafor');
    await router.navigate('/review');
    expect(await reviewName()).toEqual(['Danielle', 'Okafor']);
    // Send Message read it once; /review reused it; My Account read it again on its visit.
    expect(reads.count).toBe(2);
  });
});
