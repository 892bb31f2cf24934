// Longest common subsequence length with two rolling rows: O(n·m) time, O(m) memory.

/** Length of the LCS of two sequences (strings compare by UTF-16 unit, arrays by ===). */
export function lcsLength<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  let prev = new Uint32Array(short.length + 1);
  let curr = new Uint32Array(short.length + 1);
  for (let i = 1; i <= long.length; i++) {
    const x = long[i - 1];
    for (let j = 1; j <= short.length; j++) {
      curr[j] = x === short[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], curr[j - 1]);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[short.length];
}

/** Words as integer ids, so the word-level LCS compares numbers. */
export function internWords(a: string[], b: string[]): [Uint32Array, Uint32Array] {
  const ids = new Map<string, number>();
  const id = (w: string) => ids.get(w) ?? (ids.set(w, ids.size), ids.size - 1);
  return [Uint32Array.from(a, id), Uint32Array.from(b, id)];
}
