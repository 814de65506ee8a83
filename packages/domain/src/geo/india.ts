// Indian states, union territories and districts for the sign-up location fields. platform.md §3 Sign-up user
import { INDIA_STATES, type IndiaState } from './india-data.ts';

export { INDIA_STATES, type IndiaState };

function fold(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const BY_NAME = new Map<string, IndiaState>(INDIA_STATES.map((s) => [fold(s.name), s]));
const BY_CODE = new Map<string, IndiaState>(INDIA_STATES.map((s) => [s.code, s]));

/**
 * The state or union territory with this name (case and spacing ignored) or two-letter
 * code, or undefined. platform.md §3
 */
export function findState(nameOrCode: string): IndiaState | undefined {
  return BY_NAME.get(fold(nameOrCode)) ?? BY_CODE.get(nameOrCode.trim().toUpperCase());
}

/**
 * The districts of a state or union territory, by name or code (case and spacing
 * ignored), alphabetical; an empty list for an unknown state. platform.md §3
 */
export function districtsOf(stateName: string): readonly string[] {
  return findState(stateName)?.districts ?? [];
}

/** True when `district` (case and spacing ignored) is a district of `stateName`. */
export function isDistrictOf(stateName: string, district: string): boolean {
  const wanted = fold(district);
  return districtsOf(stateName).some((d) => fold(d) === wanted);
}
