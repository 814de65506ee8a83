/**
 * The independent re-solve ledger (issue #16 §3): `content/verification/**.json`. A second author,
 * who has not seen the key, solves each choice and integer question from its blind text
 * (`npm run content:blind`) and records a final answer in the notation of `final-answer.ts`. A
 * content test compares every re-solve with the key; a disagreement is settled by a third solve
 * and a written reason, recorded as a dispute (the key must then match the third solve).
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from './packs.ts';

export const VERIFICATION_DIR = join(CONTENT_DIR, 'verification');

const dispute = z.object({
  code: z.string().min(1),
  /** The second solver's answer, which disagreed with the key at the time. */
  resolve: z.string().min(1),
  /** The third, independent solve that settles it; the key must match it. */
  third: z.string().min(1),
  /** Why the key (or the re-solve) was wrong, in a sentence or two. */
  reason: z.string().min(10),
});

export const ledgerFile = z
  .object({
    format: z.literal('abhyas-resolve'),
    version: z.literal(1),
    /** Who re-solved (a role or a name), never the author of the questions. */
    solver: z.string().min(1),
    /** Must be false: the solver worked from the blind text, without the key or the solution. */
    keySeen: z.literal(false),
    /** Question code → the solver's final answer (`B`, `A, C`, `12`, `2.45`, …). */
    answers: z.record(z.string(), z.string().min(1)),
    disputes: z.array(dispute).default([]),
  })
  .strict();

export type LedgerFile = z.infer<typeof ledgerFile>;

/** Every ledger file under content/verification, parsed; throws listing every invalid file. */
export function loadLedger(dir = VERIFICATION_DIR): { file: string; ledger: LedgerFile }[] {
  if (!existsSync(dir)) return [];
  const out: { file: string; ledger: LedgerFile }[] = [];
  const problems: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.json')) {
        const rel = relative(CONTENT_DIR, p);
        try {
          const parsed = ledgerFile.safeParse(JSON.parse(readFileSync(p, 'utf8')));
          if (parsed.success) out.push({ file: rel, ledger: parsed.data });
          else problems.push(...parsed.error.issues.map((i) => `${rel} ${i.path.join('.')}: ${i.message}`));
        } catch (err) {
          problems.push(`${rel}: not JSON: ${(err as Error).message}`);
        }
      }
    }
  };
  walk(dir);
  if (problems.length) throw new Error(`invalid re-solve ledger:\n${problems.join('\n')}`);
  return out;
}
