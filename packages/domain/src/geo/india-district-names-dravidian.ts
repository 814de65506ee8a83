// District names in Kannada and Malayalam, written by hand (issue 15): a transliteration of the
// Hindi names reads wrongly in these scripts, so `localDistrictName` (place-search.ts) asks here
// first for these two interface languages.
import { DISTRICTS_KN } from './india-district-names-kn.ts';
import { DISTRICTS_ML } from './india-district-names-ml.ts';

const BY_LOCALE: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  kn: DISTRICTS_KN,
  ml: DISTRICTS_ML,
};

/**
 * The name in Kannada (`kn`) or Malayalam (`ml`) of the district at `index` in the districts of the
 * state with code `stateCode` (the order of `IndiaState.districts`); undefined for any other locale,
 * an unknown state or an index out of range.
 */
export function dravidianDistrictName(stateCode: string, index: number, locale: string): string | undefined {
  const table = Object.hasOwn(BY_LOCALE, locale) ? BY_LOCALE[locale] : undefined;
  if (!table || !Object.hasOwn(table, stateCode)) return undefined;
  return table[stateCode]?.[index];
}
