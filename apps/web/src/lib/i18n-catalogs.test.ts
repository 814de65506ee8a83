import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCatalog, NAMESPACES } from './i18n-catalogs.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Stubs fetch with one answer; returns the stub to read the URLs asked for. */
function answer(status: number, body: unknown) {
  const fetchStub = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('fetchCatalog (decision 052: catalogs as data files of the build)', () => {
  it('asks for <locale>/<namespace>.json in the build’s catalog folder and gives strings and ICU trees', async () => {
    const icu = { 'header.balance': [{ type: 1, value: 'count' }] };
    const fetchStub = answer(200, { strings: { header: { balance: '{count} embiums' } }, icu });
    const catalog = await fetchCatalog('hi', 'practice');
    expect(catalog).toEqual({ default: { header: { balance: '{count} embiums' } }, icu });
    const url = String((fetchStub.mock.calls[0] as unknown as [string])[0]);
    expect(url).toMatch(/^\/assets\/locales\/[0-9a-f]{10}\/hi\/practice\.json$/);
  });

  it('answers null without a request for a locale or namespace the app does not have, and for a 404', async () => {
    const fetchStub = answer(404, {});
    expect(await fetchCatalog('fr', 'practice')).toBeNull();
    expect(await fetchCatalog('hi', '../secrets')).toBeNull();
    expect(fetchStub).not.toHaveBeenCalled();
    expect(await fetchCatalog('ta', 'practice')).toBeNull();
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('rejects on any other failure, so i18next logs it and may ask again', async () => {
    answer(503, {});
    await expect(fetchCatalog('bn', 'test')).rejects.toThrow('The bn catalog test answered HTTP 503');
  });

  it('knows every namespace English has, the first-paint ones included, and not the prerender’s study pages', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'shell', 'errors', 'landing', 'test', 'practice', 'schools']));
    expect(NAMESPACES).not.toContain('study');
    expect([...NAMESPACES]).toEqual([...NAMESPACES].sort());
  });
});
