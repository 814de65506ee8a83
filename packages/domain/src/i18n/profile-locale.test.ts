import { describe, expect, it } from 'vitest';
import { interfaceLocaleForProfile, profileLocaleForInterface } from './profile-locale.ts';

describe('interfaceLocaleForProfile', () => {
  it("switches the interface to a profile's own language", () => {
    expect(interfaceLocaleForProfile('hi', 'en')).toBe('hi');
    expect(interfaceLocaleForProfile('ta', 'hi')).toBe('ta');
  });
  it('does nothing when they already agree or the profile language is unusable', () => {
    expect(interfaceLocaleForProfile('en', 'en')).toBeNull();
    expect(interfaceLocaleForProfile('xx', 'en')).toBeNull();
    expect(interfaceLocaleForProfile(null, 'en')).toBeNull();
  });
});

describe('profileLocaleForInterface', () => {
  it('stores a new interface language on the profile when its exam is offered in it', () => {
    expect(profileLocaleForInterface({ interfaceLocale: 'hi', profileLocale: 'en', examSupported: ['en', 'hi'] })).toBe('hi');
    expect(profileLocaleForInterface({ interfaceLocale: 'ta', profileLocale: 'en', examSupported: [] })).toBe('ta');
    expect(profileLocaleForInterface({ interfaceLocale: 'ta', profileLocale: 'en' })).toBe('ta');
  });
  it("keeps the profile's language when the exam is not offered in the new one", () => {
    expect(profileLocaleForInterface({ interfaceLocale: 'ta', profileLocale: 'hi', examSupported: ['en', 'hi'] })).toBeNull();
  });
  it('does nothing when nothing changed or the language is unknown', () => {
    expect(profileLocaleForInterface({ interfaceLocale: 'hi', profileLocale: 'hi' })).toBeNull();
    expect(profileLocaleForInterface({ interfaceLocale: 'xx', profileLocale: 'hi' })).toBeNull();
  });
});
