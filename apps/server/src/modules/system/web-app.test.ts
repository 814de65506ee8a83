import { mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'abhyas-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    // A built asset with the .br and .gz copies the web build writes beside it.
    const big = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
    writeFileSync(join(dist, 'big.js'), big);
    writeFileSync(join(dist, 'big.js.br'), brotliCompressSync(big));
    writeFileSync(join(dist, 'big.js.gz'), gzipSync(big));
    t = await buildTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => t?.close());

  it('answers deep links and the OAuth callback with the app, and keeps API 404s as JSON', async () => {
    for (const url of ['/', '/practice/home', '/mock-test/jee-adv-2016-p1/session', '/api/oauth2_callback?code=x&state=google']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('id="root"');
    }
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the built files and API answers compressed to clients that accept it, and plain to others', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/big.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('word 399');
    const gz = await t.app.inject({ method: 'GET', url: '/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('word 399');
    const plain = await t.app.inject({ method: 'GET', url: '/big.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('word 399');
    // A deep link gets the app's page compressed too, still marked as HTML and never cached stale.
    const page = await t.app.inject({ method: 'GET', url: '/learn/home', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    // An API answer of 1 KB or more (the OpenAPI document here) goes out compressed; a small one does not.
    const map = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(map.rawPayload).toString())).toHaveProperty('openapi');
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });
});
