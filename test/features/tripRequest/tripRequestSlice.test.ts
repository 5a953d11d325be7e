import { makeStore } from '@/app/store';
import { quoteRequestAdded } from '@/features/quoteCart/quoteCartSlice';
import { completeQuoteRequest } from '@/features/tripRequest/tripRequestSlice';
import { CART, submittedQuote } from './tripForm';

const KEY = 'buscharter:tripRequest';

describe('tripRequest slice', () => {
  it('starts from the quote this tab kept', () => {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ quoteNumber: 'Q-1', confirmedQuoteNumber: 'Q-1' }),
    );
    expect(makeStore().getState().tripRequest).toMatchObject({
      quoteNumber: 'Q-1',
      confirmedQuoteNumber: 'Q-1',
      status: 'idle',
    });
  });

  it.each(['[]', 'null', '{"quoteNumber": 5}', 'oops'])('ignores a stored %s', (raw) => {
    window.sessionStorage.setItem(KEY, raw);
    expect(makeStore().getState().tripRequest.quoteNumber).toBeNull();
  });

  it('clears the cart once per quote', () => {
    const store = makeStore({ quoteCart: CART, tripRequest: submittedQuote('Q-2') });
    expect(store.dispatch(completeQuoteRequest())).toBe(true);
    expect(store.getState().quoteCart.quoteRequests).toEqual([]);
    store.dispatch(quoteRequestAdded({ id: 5, companyName: 'Next Trip Coaches' }));
    expect(store.dispatch(completeQuoteRequest())).toBe(false);
    expect(store.getState().quoteCart.quoteRequests).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}')).toEqual({
      quoteNumber: 'Q-2',
      confirmedQuoteNumber: 'Q-2',
    });
  });

  it('does nothing without a quote', () => {
    const store = makeStore({ quoteCart: CART });
    expect(store.dispatch(completeQuoteRequest())).toBe(false);
    expect(store.getState().quoteCart.quoteRequests).toHaveLength(2);
  });
});
