#!/usr/bin/env node
// Checks the web app's message catalogs (platform.md §4.3): every one of the twelve locales must
// have every file and key English has, no extra keys, no empty values, ICU messages that parse
// with intl-messageformat and the same ICU arguments as English. Exit 1 lists every problem.
//
// Usage: node scripts/check-i18n.mjs [localesDir]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';

const LOCALES = ['en', 'hi', 'kn', 'bn', 'gu', 'or', 'te', 'ta', 'ml', 'mr', 'pa', 'as'];
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = resolve(process.argv[2] ?? join(root, 'apps/web/src/locales'));

/** Flattens nested catalogs to `a.b.c` → value. Non-object, non-string leaves are kept as-is. */
function flatten(value, prefix = '', out = new Map()) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** ICU argument names used by a parsed message (plural/select options included). */
function argumentsOf(elements, out = new Set()) {
  for (const el of elements) {
    if (typeof el.value === 'string' && el.type !== 0 && el.type !== 7) out.add(el.value);
    if (el.options) for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    if (el.children) argumentsOf(el.children, out);
  }
  return out;
}

function loadCatalog(file, problems) {
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    problems.push(`${file}: not valid JSON (${error.message})`);
    return null;
  }
}

function checkMessage(locale, where, value, problems) {
  if (typeof value !== 'string') {
    problems.push(`${where}: value is not a string`);
    return null;
  }
  if (value.trim() === '') {
    problems.push(`${where}: empty value`);
    return null;
  }
  try {
    return argumentsOf(new IntlMessageFormat(value, locale).getAst());
  } catch (error) {
    problems.push(`${where}: ICU message does not parse (${error.message})`);
    return null;
  }
}

const problems = [];
const englishDir = join(localesDir, 'en');
if (!existsSync(englishDir)) {
  console.error(`check-i18n: no English catalogs at ${englishDir}`);
  process.exit(1);
}
const files = readdirSync(englishDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const english = new Map();
let messages = 0;

for (const file of files) {
  const catalog = loadCatalog(join(englishDir, file), problems);
  if (!catalog) continue;
  const args = new Map();
  for (const [key, value] of catalog) {
    messages += 1;
    args.set(key, checkMessage('en', `en/${file} ${key}`, value, problems));
  }
  english.set(file, args);
}

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  const dir = join(localesDir, locale);
  const present = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  for (const extra of present.filter((f) => !english.has(f))) problems.push(`${locale}/${extra}: file English does not have`);
  for (const [file, englishArgs] of english) {
    if (!present.includes(file)) {
      problems.push(`${locale}/${file}: missing file (${englishArgs.size} keys)`);
      continue;
    }
    const catalog = loadCatalog(join(dir, file), problems);
    if (!catalog) continue;
    for (const key of englishArgs.keys()) if (!catalog.has(key)) problems.push(`${locale}/${file} ${key}: missing key`);
    for (const [key, value] of catalog) {
      const where = `${locale}/${file} ${key}`;
      if (!englishArgs.has(key)) {
        problems.push(`${where}: extra key English does not have`);
        continue;
      }
      const args = checkMessage(locale, where, value, problems);
      const expected = englishArgs.get(key);
      if (args && expected) {
        const a = [...args].sort().join(', ');
        const e = [...expected].sort().join(', ');
        if (a !== e) problems.push(`${where}: ICU arguments {${a}} differ from English {${e}}`);
      }
    }
  }
}

const summary = `${LOCALES.length} locales, ${files.length} catalogs, ${messages} English messages`;
if (problems.length > 0) {
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(`check-i18n: FAILED with ${problems.length} problem(s) in ${summary}`);
  process.exit(1);
}
console.log(`check-i18n: OK — ${summary}, all complete and valid`);
