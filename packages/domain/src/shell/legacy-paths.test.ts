import { describe, expect, it } from 'vitest';
import { legacyPathTarget } from './legacy-paths.ts';

describe('legacyPathTarget (issue 24 §5: the spec literal paths keep working)', () => {
  it('sends the score outcome page to readiness and the live-class paths to ours', () => {
    expect(legacyPathTarget('/outcomes/embibescore')).toBe('/achieve/prediction-readiness');
    expect(legacyPathTarget('/outcomes/embibescore/')).toBe('/achieve/prediction-readiness');
    expect(legacyPathTarget('/user-home/embibe-live-classes')).toBe('/user-home/live-classes');
    expect(legacyPathTarget('/embibe-live-class/lc-42')).toBe('/live-class/lc-42');
    expect(legacyPathTarget('/embibe-live-class/lc-42/post-summary')).toBe('/live-class/lc-42/post-summary');
    expect(legacyPathTarget('/embibe-live-class')).toBe('/user-home/live-classes');
  });
  it('leaves every other path alone', () => {
    expect(legacyPathTarget('/outcomes')).toBeNull();
    expect(legacyPathTarget('/user-home/live-classes')).toBeNull();
    expect(legacyPathTarget('/embibe-live-classes')).toBeNull();
    expect(legacyPathTarget('/')).toBeNull();
  });
});
