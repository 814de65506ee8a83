import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, CAROUSEL_BREAKPOINTS, imageWidthPx, MOBILE_MENU_MAX_WIDTH, slidesToScroll, TOAST_TIMEOUT_MS } from './constants.ts';

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

describe('slidesToScroll (platform.md §9)', () => {
  it('moves one fewer than the section shows when wide, then 3, 2 and 1 tiles at 1024, 768 and 576 px', () => {
    expect(slidesToScroll(1280, 6)).toBe(5);
    expect(slidesToScroll(1280, 4)).toBe(3);
    expect(slidesToScroll(1280, 1)).toBe(1);
    expect(slidesToScroll(1024, 6)).toBe(3);
    expect(slidesToScroll(800, 6)).toBe(3);
    expect(slidesToScroll(768, 6)).toBe(2);
    expect(slidesToScroll(577, 5)).toBe(2);
    expect(slidesToScroll(576, 5)).toBe(1);
    expect(slidesToScroll(360, 6)).toBe(1);
  });
});
