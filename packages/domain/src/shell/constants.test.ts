import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, CAROUSEL_BREAKPOINTS, imageWidthPx, MOBILE_MENU_MAX_WIDTH, TOAST_TIMEOUT_MS } from './constants.ts';

describe('shell constants', () => {
  it('match §9', () => {
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    expect(MOBILE_MENU_MAX_WIDTH).toBe(1220);
    expect(BREAKPOINTS).toEqual([480, 576, 768, 992, 1024, 1280, 1440, 1920]);
    expect(CAROUSEL_BREAKPOINTS.map((b) => b.maxWidth)).toEqual([1024, 768, 576]);
  });
  it('scales image widths from 450 px', () => {
    expect(imageWidthPx('high')).toBe(450);
    expect(imageWidthPx('medium')).toBe(338);
    expect(imageWidthPx('low')).toBe(225);
  });
});
