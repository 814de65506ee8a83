import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { isOptimisedVideoOn, projectorModeFor, recordOptimisedVideo, rememberedRoutes, rememberRoute, storePosition } from './shell-storage.ts';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('optimised video', () => {
  it('holds for 7 days after ?optimised_video and then lapses', () => {
    const t0 = Date.UTC(2025, 0, 1);
    recordOptimisedVideo(new URLSearchParams('optimised_video'), t0);
    expect(isOptimisedVideoOn(t0 + 7 * DAY - 1)).toBe(true);
    expect(isOptimisedVideoOn(t0 + 7 * DAY)).toBe(false);
  });

  it('is off without the flag and cleared by optimised_video=0', () => {
    expect(isOptimisedVideoOn(Date.now())).toBe(false);
    recordOptimisedVideo(new URLSearchParams('optimised_video=true'), 1000);
    recordOptimisedVideo(new URLSearchParams('other=1'), 2000);
    expect(localStorage.getItem(STORAGE_KEYS.optimisedVideo)).toBe('1000');
    recordOptimisedVideo(new URLSearchParams('optimised_video=0'), 3000);
    expect(isOptimisedVideoOn(3000)).toBe(false);
  });
});

describe('route memory', () => {
  it('remembers the previous and current route', () => {
    rememberRoute('/');
    rememberRoute('/parent');
    rememberRoute('/parent');
    rememberRoute('/success?x=1');
    expect(rememberedRoutes()).toEqual({ previous: '/parent', current: '/success?x=1' });
  });
});

describe('location history', () => {
  it('keeps the last 10 positions', () => {
    for (let i = 0; i < 12; i += 1) {
      storePosition({ latitude: 12.9 + i, longitude: 77.5, accuracy: 10, speed: null, timestamp: i });
    }
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.locations) ?? '[]') as { timestamp: number }[];
    expect(stored.map((p) => p.timestamp)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('projector mode', () => {
  it('turns on with ?projector, stays on in the tab, and turns off with projector=0', () => {
    expect(projectorModeFor(new URLSearchParams(''))).toBe(false);
    expect(projectorModeFor(new URLSearchParams('projector'))).toBe(true);
    expect(projectorModeFor(new URLSearchParams('page=2'))).toBe(true);
    expect(projectorModeFor(new URLSearchParams('projector=0'))).toBe(false);
  });
});
