import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/journey.json';
import { stepKindKey } from './step-kind.ts';

describe('stepKindKey', () => {
  it('names a test of one chapter a chapter test, a full paper a test, other kinds by their kind', () => {
    const label = (key: string) => (en.kind as Record<string, string>)[key.replace('kind.', '')];
    expect(label(stepKindKey({ kind: 'test', chapter_code: 'jm-chem-bonding' }))).toBe('Chapter test');
    expect(label(stepKindKey({ kind: 'test', chapter_code: null }))).toBe('Test');
    expect(label(stepKindKey({ kind: 'timed_practice', chapter_code: 'jm-chem-bonding' }))).toBe('Timed practice');
  });
});
