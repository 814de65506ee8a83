import { describe, expect, it } from 'vitest';
import { imageQualityFor, imageUrlFor } from './image-width.ts';

const yt = 'https://i.ytimg.com/vi/abc_DEF-123/hqdefault.jpg';

describe('image widths follow the quality presets (platform.md §9)', () => {
  it('takes the preset, low on small screens for auto, low with optimised video', () => {
    expect(imageQualityFor('medium', 1280)).toBe('medium');
    expect(imageQualityFor('auto', 1280)).toBe('high');
    expect(imageQualityFor(null, 360)).toBe('low');
    expect(imageQualityFor('high', 1280, true)).toBe('low');
  });
  it('asks YouTube for the rendition at least as wide as the quality width, and leaves our own images alone', () => {
    expect(imageUrlFor(yt, 'low')).toBe('https://i.ytimg.com/vi/abc_DEF-123/mqdefault.jpg');
    expect(imageUrlFor(yt, 'medium')).toBe(yt);
    expect(imageUrlFor(yt, 'high')).toBe(yt);
    expect(imageUrlFor('/media/hcf.jpg', 'low')).toBe('/media/hcf.jpg');
  });
});
