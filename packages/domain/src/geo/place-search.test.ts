import { describe, expect, it } from 'vitest';
import { INDIA_STATES } from './india-data.ts';
import { localStateName } from './india-state-names.ts';
import { placeMatches, romanize, stateOptions } from './place-search.ts';

const states = (locale: string, query: string) =>
  stateOptions(locale)
    .filter((o) => placeMatches(query, { english: o.value, label: o.label }))
    .map((o) => o.value);

describe('state names in the interface language (issue 15)', () => {
  it('has a name for every state in each of the eleven other languages', () => {
    for (const locale of ['hi', 'mr', 'bn', 'as', 'gu', 'pa', 'or', 'ta', 'te', 'kn', 'ml']) {
      for (const s of INDIA_STATES) expect(localStateName(s.code, locale), `${s.code} ${locale}`).toBeTruthy();
    }
    expect(localStateName('MH', 'hi')).toBe('महाराष्ट्र');
    expect(localStateName('MH', 'en')).toBeNull();
  });
  it('labels the options in the language and keeps the English name as the value', () => {
    expect(stateOptions('hi').find((o) => o.value === 'Maharashtra')?.label).toBe('महाराष्ट्र');
    expect(stateOptions('en').find((o) => o.value === 'Kerala')?.label).toBe('Kerala');
  });
});

describe('placeMatches: typed in either script', () => {
  it('finds Maharashtra from महा on a Hindi screen and on an English one', () => {
    expect(states('hi', 'महा')).toContain('Maharashtra');
    expect(states('en', 'महा')).toContain('Maharashtra');
    expect(states('en', 'महा')).not.toContain('Kerala');
  });
  it('finds a state from Latin letters on a Hindi screen', () => {
    expect(states('hi', 'maha')).toEqual(['Maharashtra']);
  });
  it('finds states typed in other scripts', () => {
    expect(states('en', 'தமிழ்')).toContain('Tamil Nadu');
    expect(states('en', 'കേര')).toContain('Kerala');
    expect(states('en', 'কেৰালা')).toContain('Kerala');
    expect(states('en', 'ਪੰਜਾ')).toContain('Punjab');
  });
  it('matches a district (English names) typed in Devanagari', () => {
    expect(placeMatches('पुणे', { english: 'Pune', label: 'Pune' })).toBe(true);
    expect(placeMatches('पुणे', { english: 'Nagpur', label: 'Nagpur' })).toBe(false);
  });
  it('romanizes Indic text and leaves Latin alone', () => {
    expect(romanize('महा')).toBe('mahā');
    expect(romanize('abc')).toBe('abc');
  });
});
