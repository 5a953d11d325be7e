import { dismissRankChange, noteRanks } from '@/features/bidding/rankMemory';

const KEY = 'bid-ranks-v1-42';
const at = (companyMetroId: number, currentPosition: number) => ({
  companyMetroId,
  currentPosition,
});

describe('noteRanks', () => {
  it('notes nothing on the first visit, then each move since the last one', () => {
    expect(noteRanks(42, [at(1, 2), at(2, 5)], '2026-11-01')).toEqual([]);
    expect(noteRanks(42, [at(1, 3), at(2, 5)], '2026-11-10')).toEqual([
      { companyMetroId: 1, from: 2, to: 3, since: '2026-11-01' },
    ]);
  });

  it('keeps a move until dismissed, and forgets it when the listing moves back', () => {
    noteRanks(42, [at(1, 2)], '2026-11-01');
    noteRanks(42, [at(1, 3)], '2026-11-10');
    expect(noteRanks(42, [at(1, 3)], '2026-11-11')).toHaveLength(1);
    dismissRankChange(42, 1);
    expect(noteRanks(42, [at(1, 3)], '2026-11-12')).toEqual([]);
    noteRanks(42, [at(1, 4)], '2026-11-13');
    expect(noteRanks(42, [at(1, 3)], '2026-11-14')).toEqual([
      { companyMetroId: 1, from: 4, to: 3, since: '2026-11-13' },
    ]);
    noteRanks(42, [at(1, 4)], '2026-11-15');
    expect(noteRanks(42, [at(1, 4)], '2026-11-16')).toEqual([
      { companyMetroId: 1, from: 3, to: 4, since: '2026-11-14' },
    ]);
  });

  it('leaves out listings without a position and forgets removed ones', () => {
    noteRanks(42, [at(1, 2), at(2, 0)], '2026-11-01');
    noteRanks(42, [at(2, 1)], '2026-11-02');
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as {
      metros: Record<string, unknown>;
    };
    expect(Object.keys(stored.metros)).toEqual(['2']);
  });

  it('keeps each company apart', () => {
    noteRanks(42, [at(1, 2)], '2026-11-01');
    expect(noteRanks(43, [at(1, 9)], '2026-11-02')).toEqual([]);
    expect(noteRanks(42, [at(1, 2)], '2026-11-02')).toEqual([]);
  });

  it('drops corrupt and older data instead of showing it', () => {
    for (const raw of [
      'not json',
      '{"version":0,"metros":{"1":{"position":1,"seenOn":"2026-11-01"}}}',
      '{"version":1,"metros":[]}',
      '{"version":1,"metros":{"1":{"position":"1","seenOn":"2026-11-01"}}}',
    ]) {
      window.localStorage.setItem(KEY, raw);
      expect(noteRanks(42, [at(1, 3)], '2026-11-02')).toEqual([]);
    }
  });
});
