/**
 * The first `count` of `items` in `before` order, sorted. A bounded heap keeps
 * page 1 of a query matching most of the corpus cheap: no full sort.
 */
export function topRanked(
  items: number[],
  count: number,
  before: (a: number, b: number) => boolean,
): number[] {
  if (count <= 0) return [];
  const compare = (a: number, b: number) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
  if (count * 4 >= items.length) return [...items].sort(compare).slice(0, count);
  // A heap whose root is the worst of the best `count` so far.
  const heap: number[] = [];
  const worse = (i: number, j: number) => before(heap[j]!, heap[i]!);
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) {
        swap(i, (i - 1) >> 1);
      }
    } else if (before(item, heap[0]!)) {
      heap[0] = item;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < count && worse(left, worst)) worst = left;
        if (right < count && worse(right, worst)) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(compare);
}
