import { describe, expect, it } from 'vitest';
import { INDIA_STATES } from './india-data.ts';
import { DISTRICTS_KN } from './india-district-names-kn.ts';
import { DISTRICTS_ML } from './india-district-names-ml.ts';
import { dravidianDistrictName } from './india-district-names-dravidian.ts';

const TABLES = [
  ['kn', DISTRICTS_KN, /^[\u0C80-\u0CFF0-9 .-]+$/u],
  ['ml', DISTRICTS_ML, /^[\u0D00-\u0D7F0-9 .-]+$/u],
] as const;

/** The name of a district by state code and English name. */
function nameOf(code: string, district: string, locale: string): string | undefined {
  const state = INDIA_STATES.find((s) => s.code === code);
  return dravidianDistrictName(code, state?.districts.indexOf(district) ?? -1, locale);
}

describe.each(TABLES)('district names in %s', (locale, table, script) => {
  it('has a name for every district of every state, and no other state', () => {
    expect(Object.keys(table).sort()).toEqual(INDIA_STATES.map((s) => s.code).sort());
    for (const s of INDIA_STATES) expect(table[s.code], s.code).toHaveLength(s.districts.length);
    expect(Object.values(table).flat()).toHaveLength(780);
  });

  it('writes every name in its script, trimmed, and unique within its state', () => {
    for (const s of INDIA_STATES) {
      const names = table[s.code] ?? [];
      for (const name of names) {
        expect(name, s.code).toMatch(script);
        expect(name, s.code).toBe(name.trim().replace(/\s+/g, ' '));
      }
      expect(new Set(names).size, s.code).toBe(names.length);
    }
  });
});

describe('dravidianDistrictName', () => {
  it.each([
    ['KA', 'Bengaluru Urban', 'kn', 'ಬೆಂಗಳೂರು ನಗರ'],
    ['KA', 'Bengaluru Rural', 'kn', 'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ'],
    ['KA', 'Mysuru', 'kn', 'ಮೈಸೂರು'],
    ['KA', 'Dakshina Kannada', 'kn', 'ದಕ್ಷಿಣ ಕನ್ನಡ'],
    ['KL', 'Thiruvananthapuram', 'kn', 'ತಿರುವನಂತಪುರಂ'],
    ['TN', 'Chennai', 'kn', 'ಚೆನ್ನೈ'],
    ['DL', 'New Delhi', 'kn', 'ನವದೆಹಲಿ'],
    ['KL', 'Thiruvananthapuram', 'ml', 'തിരുവനന്തപുരം'],
    ['KL', 'Kozhikode', 'ml', 'കോഴിക്കോട്'],
    ['KL', 'Thrissur', 'ml', 'തൃശ്ശൂർ'],
    ['TN', 'Chennai', 'ml', 'ചെന്നൈ'],
    ['KA', 'Bengaluru Urban', 'ml', 'ബെംഗളൂരു നഗരം'],
    ['GA', 'North Goa', 'ml', 'വടക്കൻ ഗോവ'],
    ['MH', 'Mumbai City', 'ml', 'മുംബൈ നഗരം'],
  ])('%s %s in %s is %s', (code, district, locale, expected) => {
    expect(nameOf(code, district, locale)).toBe(expected);
  });

  it('is undefined for other locales, unknown states and indexes out of range', () => {
    expect(dravidianDistrictName('KA', 0, 'hi')).toBeUndefined();
    expect(dravidianDistrictName('KA', 0, 'en')).toBeUndefined();
    expect(dravidianDistrictName('KA', 0, 'ta')).toBeUndefined();
    expect(dravidianDistrictName('XX', 0, 'kn')).toBeUndefined();
    expect(dravidianDistrictName('KA', 31, 'kn')).toBeUndefined();
    expect(dravidianDistrictName('KA', -1, 'ml')).toBeUndefined();
    expect(dravidianDistrictName('toString', 0, 'kn')).toBeUndefined();
    expect(dravidianDistrictName('KA', 0, 'constructor')).toBeUndefined();
  });
});
