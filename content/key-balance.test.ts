/**
 * Single-choice keys are spread over the option letters: in every pack folder with at least
 * MIN_QUESTIONS single-choice questions, no letter holds more than MAX_SHARE of the keys. A bank
 * whose keys pile up on one letter (say A) lets a student score by always picking that letter.
 */
import { dirname, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPacks } from './lib/packs.ts';

const MIN_QUESTIONS = 12;
const MAX_SHARE = 0.4;

/** Pack folder (under content/packs) → key letter → count, over its single-choice questions. */
function keyCounts(): Map<string, Map<string, number>> {
  const folders = new Map<string, Map<string, number>>();
  for (const { file, pack } of loadPacks()) {
    const folder = relative('packs', dirname(file));
    for (const q of pack.questions) {
      if (q.type !== 'single_choice' || q.answer.kind !== 'choice') continue;
      const counts = folders.get(folder) ?? new Map<string, number>();
      for (const key of q.answer.options) counts.set(key, (counts.get(key) ?? 0) + 1);
      folders.set(folder, counts);
    }
  }
  return folders;
}

describe('single-choice keys', () => {
  const folders = keyCounts();
  const checked = [...folders].filter(([, counts]) => [...counts.values()].reduce((a, b) => a + b, 0) >= MIN_QUESTIONS);

  it('are checked in the folders that have enough of them', () => {
    expect(checked.length).toBeGreaterThan(0);
  });

  it(`are spread over the letters: none holds more than ${MAX_SHARE * 100} % of a folder's keys`, () => {
    const bad: string[] = [];
    for (const [folder, counts] of checked) {
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      const letters = [...new Set(['A', 'B', 'C', 'D', ...counts.keys()])].sort();
      const spread = letters.map((l) => `${l} ${counts.get(l) ?? 0}`).join(', ');
      for (const l of letters) {
        const n = counts.get(l) ?? 0;
        if (n > MAX_SHARE * total)
          bad.push(
            `${folder}: ${n} of ${total} single-choice keys are ${l} (${Math.round((100 * n) / total)} %; at most ${Math.floor(MAX_SHARE * total)} may share a letter) — ${spread}`,
          );
      }
    }
    expect(bad).toEqual([]);
  });
});
