/**
 * Results ascending by a key read by their index in the unfiltered answer (ListedResult.index);
 * those without one (an infinite key) last; ties keep their order, the server's placement.
 */
export function sortByKey<T extends { index: number }>(
  items: readonly T[],
  keyOf: (index: number) => number,
): T[] {
  return items
    .map((item, position) => ({ item, position, key: keyOf(item.index) }))
    .sort((a, b) => a.key - b.key || a.position - b.position)
    .map(({ item }) => item);
}
