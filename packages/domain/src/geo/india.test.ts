import { describe, expect, it } from 'vitest';
import { districtsOf, findState, INDIA_STATES, isDistrictOf } from './india.ts';

describe('INDIA_STATES', () => {
  it('has 28 states and 8 union territories with unique names and codes', () => {
    expect(INDIA_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIA_STATES.filter((s) => s.kind === 'union-territory')).toHaveLength(8);
    expect(new Set(INDIA_STATES.map((s) => s.name)).size).toBe(36);
    expect(new Set(INDIA_STATES.map((s) => s.code)).size).toBe(36);
    for (const s of INDIA_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
  });

  it('gives every state at least one district, unique, trimmed and sorted', () => {
    for (const s of INDIA_STATES) {
      expect(s.districts.length, s.name).toBeGreaterThan(0);
      expect(new Set(s.districts.map((d) => d.toLowerCase())).size, s.name).toBe(s.districts.length);
      for (const d of s.districts) expect(d, s.name).toBe(d.trim().replace(/\s+/g, ' '));
      expect([...s.districts], s.name).toEqual([...s.districts].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it.each([
    ['Uttar Pradesh', 75],
    ['Maharashtra', 36],
    ['Tamil Nadu', 38],
    ['West Bengal', 23],
    ['Assam', 35],
    ['Andhra Pradesh', 26],
    ['Telangana', 33],
    ['Karnataka', 31],
    ['Madhya Pradesh', 55],
    ['Gujarat', 33],
    ['Odisha', 30],
    ['Bihar', 38],
    ['Kerala', 14],
    ['Haryana', 22],
    ['Punjab', 23],
    ['Jharkhand', 24],
    ['Chhattisgarh', 33],
    ['Rajasthan', 41],
    ['Arunachal Pradesh', 28],
    ['Nagaland', 17],
    ['Goa', 2],
    ['Delhi', 11],
    ['Jammu and Kashmir', 20],
    ['Puducherry', 4],
  ])('%s has %d districts', (state, count) => {
    expect(districtsOf(state)).toHaveLength(count);
  });
});

describe('lookups', () => {
  it('finds states by name or code, ignoring case and spacing', () => {
    expect(findState('  tamil   nadu ')?.code).toBe('TN');
    expect(findState('ka')?.name).toBe('Karnataka');
    expect(districtsOf('Goa')).toEqual(['North Goa', 'South Goa']);
    expect(districtsOf('Atlantis')).toEqual([]);
  });
  it('checks district membership', () => {
    expect(isDistrictOf('Karnataka', 'mysuru')).toBe(true);
    expect(isDistrictOf('Karnataka', 'Chennai')).toBe(false);
    expect(isDistrictOf('Rajasthan', 'Dudu')).toBe(false);
  });
});
