#!/usr/bin/env tsx
// Writes docs/content-format.schema.json from the zod schemas in packages/contracts (issue #3 §4).
// Run: npm run content:schema. A contracts test fails when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentPackJsonSchema } from '../packages/contracts/src/content/pack.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'content-format.schema.json');
writeFileSync(out, `${JSON.stringify(contentPackJsonSchema(), null, 2)}\n`);
console.log(`wrote ${out}`);
