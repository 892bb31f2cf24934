// Longest common subsequence length. The bench needs it on pages of 10^4–10^5 characters, so besides the
// textbook dynamic programme (kept as the reference the tests compare against) there is the bit-parallel
// algorithm of Allison & Dix (1986) / Hyyrö (2004): n·⌈m/32⌉ word operations instead of n·m cells.

/** Textbook O(n·m) DP with two rolling rows; the reference for small inputs. */
export function lcsLengthDP<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  if (a.length === 0 || b.length === 0) return 0;
  let prev = new Uint32Array(b.length + 1);
  let curr = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const x = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      curr[j] = x === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], curr[j - 1]);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[b.length];
}

/**
 * Bit-parallel LCS: V starts all ones over the m positions of `a`; for each symbol y of `b`,
 * V ← (V + (V & M[y])) | (V & ~M[y]), where M[y] marks y's positions in `a`. The LCS is the number of zero
 * bits left in V. Symbols are compared by identity (char codes for strings, numbers for interned words).
 */
export function lcsLength(a: string | ArrayLike<number>, b: string | ArrayLike<number>): number {
  const xs = toSymbols(a);
  const ys = toSymbols(b);
  if (xs.length === 0 || ys.length === 0) return 0;
  const words = Math.ceil(xs.length / 32);
  const masks = new Map<number, Uint32Array>();
  xs.forEach((x, i) => {
    let m = masks.get(x);
    if (!m) masks.set(x, (m = new Uint32Array(words)));
    m[i >>> 5] |= 1 << (i & 31);
  });
  const v = new Uint32Array(words).fill(0xffffffff);
  for (const y of ys) {
    const m = masks.get(y);
    if (!m) continue; // no match anywhere: V & M = 0, so V is unchanged
    let carry = 0;
    for (let k = 0; k < words; k++) {
      const vk = v[k];
      const u = vk & m[k];
      const sum = vk + (u >>> 0) + carry;
      carry = sum > 0xffffffff ? 1 : 0;
      v[k] = ((sum >>> 0) | (vk & ~m[k])) >>> 0;
    }
  }
  let zeros = 0;
  for (let i = 0; i < xs.length; i++) if ((v[i >>> 5] & (1 << (i & 31))) === 0) zeros++;
  return zeros;
}

function toSymbols(s: string | ArrayLike<number>): number[] {
  return typeof s === 'string' ? Array.from({ length: s.length }, (_, i) => s.charCodeAt(i)) : Array.from(s);
}

/** Words as integer ids, so the word-level LCS compares numbers. */
export function internWords(a: string[], b: string[]): [Uint32Array, Uint32Array] {
  const ids = new Map<string, number>();
  const id = (w: string) => ids.get(w) ?? (ids.set(w, ids.size), ids.size - 1);
  return [Uint32Array.from(a, id), Uint32Array.from(b, id)];
}
