// Highlight mode's regions are computed when first read: the reader never reads them.
import type { Extraction, Region } from '../types';

/**
 * `extraction` with its `regions` from `compute`: now (`eager`), or on the first read of the property
 * (`lazy`), which then holds the result like any other property (assigning replaces it).
 */
export function withRegions(
  when: 'lazy' | 'eager',
  compute: () => Region[],
  extraction: Extraction,
): Extraction {
  const hold = (value: Region[]): Region[] => {
    Object.defineProperty(extraction, 'regions', {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    return value;
  };
  if (when === 'eager') {
    hold(compute());
    return extraction;
  }
  Object.defineProperty(extraction, 'regions', {
    get: () => hold(compute()),
    set: hold,
    enumerable: true,
    configurable: true,
  });
  return extraction;
}
