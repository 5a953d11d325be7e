import { act } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { loggedOut, sessionExpired } from '@/features/auth/authSlice';
import { quoteRequestAdded } from '@/features/quoteCart/quoteCartSlice';
import { completeQuoteRequest } from '@/features/tripRequest/tripRequestSlice';
import { persistedStore, persistedValue, readPersisted } from '../../utils/persistedStore';
import { CART, submittedQuote } from './tripForm';

const KEY = 'buscharter:tripRequest';

describe('tripRequest slice', () => {
  it('starts from the quote this tab kept', async () => {
    window.sessionStorage.setItem(
      KEY,
      persistedValue({ quoteNumber: 'Q-1', confirmedQuoteNumber: 'Q-1' }, 2),
    );
    const { store } = await persistedStore();
    expect(store.getState().tripRequest).toMatchObject({
      quoteNumber: 'Q-1',
      confirmedQuoteNumber: 'Q-1',
      status: 'idle',
    });
  });

  it.each([
    '[]',
    'null',
    persistedValue({ quoteNumber: 5, confirmedQuoteNumber: null }, 2),
    'oops',
  ])('ignores a stored %s', async (raw) => {
    window.sessionStorage.setItem(KEY, raw);
    const { store } = await persistedStore();
    expect(store.getState().tripRequest.quoteNumber).toBeNull();
  });

  it('clears the cart once per quote and keeps the numbers for the tab', async () => {
    const { store, persistor } = await persistedStore({
      quoteCart: CART,
      tripRequest: submittedQuote('Q-2'),
    });
    expect(store.dispatch(completeQuoteRequest())).toBe(true);
    expect(store.getState().quoteCart.quoteRequests).toEqual([]);
    store.dispatch(quoteRequestAdded({ id: 5, companyName: 'Next Trip Coaches' }));
    expect(store.dispatch(completeQuoteRequest())).toBe(false);
    expect(store.getState().quoteCart.quoteRequests).toHaveLength(1);
    await act(() => persistor.flush());
    expect(readPersisted(window.sessionStorage.getItem(KEY))).toEqual({
      quoteNumber: 'Q-2',
      confirmedQuoteNumber: 'Q-2',
    });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the quote number when the session expires, and forgets it on logout', () => {
    const store = makeStore({ tripRequest: submittedQuote('Q-3') });
    store.dispatch(sessionExpired());
    expect(store.getState().tripRequest.quoteNumber).toBe('Q-3');
    store.dispatch(loggedOut());
    expect(store.getState().tripRequest.quoteNumber).toBeNull();
  });

  it('drops what an older version kept (the trip draft is lib/drafts now)', async () => {
    window.sessionStorage.setItem(
      KEY,
      persistedValue({ quoteNumber: 'Q-4', confirmedQuoteNumber: null, draft: {} }, 1),
    );
    const { store } = await persistedStore();
    expect(store.getState().tripRequest.quoteNumber).toBeNull();
  });

  it('does nothing without a quote', () => {
    const store = makeStore({ quoteCart: CART });
    expect(store.dispatch(completeQuoteRequest())).toBe(false);
    expect(store.getState().quoteCart.quoteRequests).toHaveLength(2);
  });
});
