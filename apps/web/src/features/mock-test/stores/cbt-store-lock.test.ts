import { beforeEach, describe, expect, it } from 'vitest';
import { useCbtStore } from './cbt-store.ts';

const sections = [
  { code: 'phy', name: 'Physics', questionCodes: ['p1', 'p2'] },
  { code: 'che', name: 'Chemistry', questionCodes: ['c1', 'c2'] },
];
const s = () => useCbtStore.getState();

beforeEach(() => {
  s().init({ sections, nextEorder: 1, clock: () => 0, sink: () => {} });
});

describe('CBT store with section locking (learning.md §4)', () => {
  it('keeps Next, Back, the palette and the tabs inside the locked section', () => {
    s().lockToSection('phy');
    s().next();
    expect(s().currentCode).toBe('p2');
    s().next();
    expect(s().currentCode).toBe('p2');
    s().view('c1');
    s().changeSection('che');
    expect(s().currentSection).toBe('phy');
  });

  it('moves to the next section when the lock moves, and never back', () => {
    s().lockToSection('phy');
    s().lockToSection('che');
    expect(s().currentCode).toBe('c1');
    s().back();
    expect(s().currentCode).toBe('c1');
    s().view('p1');
    expect(s().currentSection).toBe('che');
  });

  it('moves freely again when the lock is lifted', () => {
    s().lockToSection('che');
    s().lockToSection(null);
    s().view('p2');
    expect(s().currentCode).toBe('p2');
  });
});
