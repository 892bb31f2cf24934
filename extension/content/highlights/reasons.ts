// The words of a region's reasons (issue 21, "Details"): each code of the engine's closed vocabulary
// (ReasonCode, src/types.ts) has a `reason_*` message in every locale; two are worded per kind of region.
import type { ReasonCode, RegionKind } from '../../../src/types';
import { interfaceLocale, message, valueKey } from '../../shared/i18n';

/** Codes worded per kind: "named like a sidebar", "repeats like comments". */
const PER_KIND = new Set<ReasonCode>(['named-like', 'repeats']);

/** The message key of a reason on a region of `kind` (`reason_mostly_links`, `reason_named_like_sidebar`). */
export function reasonKey(kind: RegionKind, code: ReasonCode): string {
  return valueKey('reason', PER_KIND.has(code) ? `${code}-${kind}` : code);
}

/**
 * The reasons in the interface language as one list ("mostly links and named like a navigation bar"); codes
 * the tables have no words for are left out, and no reasons give ''.
 */
export function reasonsText(kind: RegionKind, codes: readonly ReasonCode[]): string {
  const words = codes.map((code) => message(reasonKey(kind, code))).filter(Boolean);
  return words.length ? listFormat().format(words) : '';
}

function listFormat(): Intl.ListFormat {
  try {
    return new Intl.ListFormat(interfaceLocale(), { type: 'conjunction' });
  } catch {
    return new Intl.ListFormat('en', { type: 'conjunction' }); // a locale tag Intl does not take
  }
}
