import { describe, expect, it } from 'vitest';
import { formatDay, fromIndiaInput, indiaInputValue } from './dates.ts';

describe('school dates (India time)', () => {
  it('reads a date-time field as India time and writes it back', () => {
    const ms = fromIndiaInput('2026-12-03T09:30');
    expect(ms).toBe(Date.parse('2026-12-03T04:00:00Z'));
    expect(indiaInputValue(ms!)).toBe('2026-12-03T09:30');
    // Just after midnight in India is still the previous day in UTC.
    expect(indiaInputValue(Date.parse('2026-12-02T18:45:00Z'))).toBe('2026-12-03T00:15');
  });

  it('refuses what is not a date and time', () => {
    expect(fromIndiaInput('')).toBeNull();
    expect(fromIndiaInput('2026-02-31T10:00')).toBeNull();
    expect(fromIndiaInput('2026-12-03 10:00')).toBeNull();
  });

  it('writes a due day day-month-year in the reader’s Indian locale', () => {
    expect(formatDay('2026-12-03', 'en')).toBe('3 Dec 2026');
    expect(formatDay('2026-12-03', 'hi')).toMatch(/^3 दिस॰? 2026$/);
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
});
