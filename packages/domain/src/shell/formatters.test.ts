import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { displayLocale, estimatedTimeMinutes, formatDate, formatDateTime, formatNumber, normaliseTimestamp, shortNumber } from './formatters.ts';

describe('estimatedTimeMinutes', () => {
  it('doubles whole minutes', () => {
    expect(estimatedTimeMinutes(10)).toBe(20);
    expect(estimatedTimeMinutes(10.9)).toBe(20);
    expect(estimatedTimeMinutes(0)).toBe(0);
    expect(estimatedTimeMinutes('7')).toBe(14);
  });
  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY, undefined, null, '', 'abc'])('gives 30 for %j', (bad) => {
    expect(estimatedTimeMinutes(bad)).toBe(30);
  });
});

describe('shortNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1549, '1.5K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [2_000_000, '2M'],
    [2_250_000, '2.3M'],
    [3_000_000_000, '3G'],
    [-1500, '-1.5K'],
    [12.34, '12.3'],
  ])('%d → %s', (n, s) => {
    expect(shortNumber(n)).toBe(s);
  });

  test.prop([fc.integer({ min: 0, max: 999_000_000_000 })])('uses at most one decimal and a known suffix', (n) => {
    expect(shortNumber(n)).toMatch(/^\d{1,3}(\.\d)?[KMG]?$/);
  });
});

describe('normaliseTimestamp', () => {
  it('turns microseconds into milliseconds', () => {
    expect(normaliseTimestamp(1_700_000_000_000_000)).toBe(1_700_000_000_000);
    expect(normaliseTimestamp(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(normaliseTimestamp(1e15)).toBe(1e15);
  });
});

describe('dates and numbers for display (platform.md §9)', () => {
  const ms = Date.UTC(2026, 10, 27, 18, 45); // 28 Nov 2026, 00:15 in India
  it('shows dates in en-IN, India time, and the Indian form of the other languages', () => {
    expect(displayLocale('en')).toBe('en-IN');
    expect(displayLocale(undefined)).toBe('en-IN');
    expect(displayLocale('hi')).toBe('hi-IN');
    expect(formatDate(ms, 'en')).toBe('28 Nov 2026');
    expect(formatDate(new Date(ms).toISOString(), 'en')).toBe('28 Nov 2026');
    expect(formatDate(ms, 'hi')).toBe(new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(ms));
    expect(formatDateTime(ms, 'en')).toMatch(/^28 Nov 2026, 12:15\s?am$/i);
  });
  it('takes timestamps above 1e15 as microseconds', () => {
    expect(formatDate(ms * 1000, 'en')).toBe('28 Nov 2026');
    expect(formatDate(String(ms * 1000), 'en')).toBe('28 Nov 2026');
  });
  it('gives an empty text for an invalid date, and groups numbers the Indian way', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatNumber(123456.78, 'en')).toBe('1,23,456.8');
  });
});
