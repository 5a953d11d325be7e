import { sortMessagesNewestFirst } from '@/features/userMessages/userMessagesSlice';
import { sortQuotesNewestFirst } from '@/features/userQuotes/userQuotesSlice';

describe('newest-first ordering', () => {
  it('sorts messages by date, newest first, whatever the server order', () => {
    const at = (messageId: number, dateCreated: string) => ({
      messageId,
      toCompany: 'A',
      subject: 'I have a question',
      body: 'x',
      dateCreated,
    });
    const sorted = sortMessagesNewestFirst([
      at(1, '2026-01-02T10:00:00Z'),
      at(2, '2026-03-02T10:00:00Z'),
      at(3, '2025-12-31T23:59:00Z'),
      at(4, '2026-03-02T10:00:00Z'),
    ]);
    expect(sorted.map((m) => m.messageId)).toEqual([4, 2, 1, 3]);
  });

  it('sorts quotes by submission, newest first', () => {
    const quote = (itineraryId: number, dateSubmitted: string) => ({
      itineraryId,
      dateSubmitted,
      companies: [],
    });
    const sorted = sortQuotesNewestFirst([
      quote(1, '2026-01-17T10:00:00Z'),
      quote(2, '2026-11-19T10:00:00Z'),
      quote(3, 'not a date'),
      quote(4, '2026-05-18T10:00:00Z'),
    ]);
    expect(sorted.map((q) => q.itineraryId)).toEqual([2, 4, 1, 3]);
  });
});
