import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogAssets } from './icu-precompile.ts';

/** A locales folder with English's first-paint and feature catalogs, Hindi's, and the study pages'. */
function locales(message = 'Take the test') {
  const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
  const write = (locale: string, ns: string, body: unknown) => {
    mkdirSync(join(dir, locale), { recursive: true });
    writeFileSync(join(dir, locale, `${ns}.json`), JSON.stringify(body));
  };
  write('en', 'common', { ok: 'OK' });
  write('en', 'test', { start: message, left: '{count, plural, one {# question} other {# questions}} left' });
  write('en', 'study', { title: 'Study' });
  write('hi', 'common', { ok: 'ठीक है' });
  write('hi', 'test', { start: 'परीक्षा दें' });
  return dir;
}

type Emitted = { fileName: string; source: string };

/** Runs the plugin's hooks as Vite would: its defines, and the files it emits. */
function run(dir: string) {
  const plugin = catalogAssets(dir);
  const defines = (plugin.config as () => { define: Record<string, string> })().define;
  const files: Emitted[] = [];
  (plugin.generateBundle as (this: unknown) => void).call({ emitFile: (f: Emitted) => files.push(f) });
  return { defines, files };
}

describe('catalogAssets (decision 052)', () => {
  it('emits every catalog but English’s first-paint ones and the study pages’, compiled, under one hashed folder', () => {
    const { defines, files } = run(locales());
    const folder = JSON.parse(defines.__CATALOG_DIR__!) as string;
    expect(folder).toMatch(/^assets\/locales\/[0-9a-f]{10}\/$/);
    expect(files.map((f) => f.fileName).sort()).toEqual([`${folder}en/test.json`, `${folder}hi/common.json`, `${folder}hi/test.json`]);
    const test = JSON.parse(files.find((f) => f.fileName === `${folder}en/test.json`)!.source) as { strings: unknown; icu: Record<string, unknown> };
    expect(test.strings).toEqual({ start: 'Take the test', left: '{count, plural, one {# question} other {# questions}} left' });
    // Only the message with a placeholder carries an ICU tree.
    expect(Object.keys(test.icu)).toEqual(['left']);
    expect(JSON.parse(defines.__CATALOG_NAMESPACES__!)).toEqual(['common', 'test']);
  });

  it('names the folder after the messages: a changed message moves it, the same ones keep it', () => {
    const a = JSON.parse(run(locales()).defines.__CATALOG_DIR__!) as string;
    const b = JSON.parse(run(locales()).defines.__CATALOG_DIR__!) as string;
    const c = JSON.parse(run(locales('Start the test')).defines.__CATALOG_DIR__!) as string;
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('fails the build on a message that is not valid ICU, naming the file and the key', () => {
    const dir = locales('{broken');
    expect(() => run(dir)).toThrow(/en[\\/]test\.json: message "start" is not valid ICU/);
  });
});
