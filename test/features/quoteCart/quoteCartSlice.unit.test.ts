import { isValidPersistedQuoteCart } from '@/features/quoteCart/persistedQuoteCart';
import {
  initialQuoteCartState,
  phoneShown,
  quoteCartSlice,
  quoteRequestAdded,
  quoteRequestsCleared,
} from '@/features/quoteCart/quoteCartSlice';

const reduce = quoteCartSlice.reducer;
const near = { id: 7, companyName: 'Near Coaches', city: 'Spokane, WA', phone: '5095550142' };

describe('the quote cart, for the trip sheet', () => {
  it('keeps the companies of the request sent when it empties', () => {
    const full = reduce(initialQuoteCartState, quoteRequestAdded(near));
    const sent = reduce(full, quoteRequestsCleared());
    expect(sent.quoteRequests).toEqual([]);
    expect(sent.sent).toEqual([near]);
  });

  it('remembers each company whose phone was revealed, once', () => {
    let state = reduce(initialQuoteCartState, phoneShown(7));
    state = reduce(state, phoneShown(7));
    state = reduce(state, phoneShown(8));
    expect(state.phonesShown).toEqual([7, 8]);
  });

  it('reads back saved carts of before (no city, phone, sent or phones) and rejects odd ones', () => {
    expect(isValidPersistedQuoteCart({ quoteRequests: [{ id: 1, companyName: 'A' }] })).toBe(true);
    expect(
      isValidPersistedQuoteCart({ quoteRequests: [near], sent: [near], phonesShown: [7] }),
    ).toBe(true);
    expect(isValidPersistedQuoteCart({ quoteRequests: [{ ...near, phone: 5 }] })).toBe(false);
    expect(isValidPersistedQuoteCart({ quoteRequests: [], phonesShown: ['7'] })).toBe(false);
    expect(isValidPersistedQuoteCart({ quoteRequests: [], sent: 'x' })).toBe(false);
  });
});
