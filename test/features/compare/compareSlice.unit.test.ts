import {
  compareRemoved,
  compareSlice,
  compareToggled,
  initialCompareState,
  type CompareState,
} from '@/features/compare/compareSlice';
import { isValidPersistedCompare } from '@/features/compare/persistedCompare';

const reduce = compareSlice.reducer;
const area = { city: 'Dallas', state: 'TX' };
const toggle = (id: number) => compareToggled({ id, companyName: `Company ${id}`, area });

function withIds(...ids: number[]): CompareState {
  return ids.reduce((state, id) => reduce(state, toggle(id)), initialCompareState);
}

describe('compare list', () => {
  it('the toggle adds a company, and takes it out when pressed again', () => {
    const state = withIds(11, 12);
    expect(state.entries.map((entry) => entry.id)).toEqual([11, 12]);
    expect(reduce(state, toggle(11)).entries.map((entry) => entry.id)).toEqual([12]);
  });

  it('holds four companies; a fifth is turned away and named, until one is removed', () => {
    const full = withIds(1, 2, 3, 4);
    const refused = reduce(full, toggle(5));
    expect(refused.entries.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    expect(refused.refused).toBe('Company 5');
    const room = reduce(refused, compareRemoved(2));
    expect(room.refused).toBeNull();
    expect(reduce(room, toggle(5)).entries.map((entry) => entry.id)).toEqual([1, 3, 4, 5]);
  });

  it('keeps persisted data only when it is a list of at most four well-formed entries', () => {
    const entries = withIds(1, 2).entries;
    expect(isValidPersistedCompare({ entries })).toBe(true);
    expect(isValidPersistedCompare({ entries: [] })).toBe(true);
    expect(isValidPersistedCompare({ entries: withIds(1, 2, 3, 4).entries })).toBe(true);
    expect(isValidPersistedCompare({ entries: [...withIds(1, 2, 3, 4).entries, entries[0]] })).toBe(
      false,
    );
    expect(isValidPersistedCompare({ entries: 'x' })).toBe(false);
    expect(isValidPersistedCompare({ entries: [{ id: '1', companyName: 'A', area }] })).toBe(false);
    expect(
      isValidPersistedCompare({ entries: [{ id: 1, companyName: 'A', area: { zip: 1 } }] }),
    ).toBe(false);
    expect(
      isValidPersistedCompare({
        entries: [{ id: 1, companyName: 'A', area: { zip: '75202', within: 50 } }],
      }),
    ).toBe(true);
  });
});
