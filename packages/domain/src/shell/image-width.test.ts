import { describe, expect, it } from 'vitest';
import { imageQualityFor, imageUrlFor, MEDIA_IMAGE_WIDTHS, mediaImageWidth } from './image-width.ts';

const yt = 'https://i.ytimg.com/vi/abc_DEF-123/hqdefault.jpg';

describe('image widths follow the quality presets (platform.md §9)', () => {
  it('takes the preset, low on small screens for auto, low with optimised video', () => {
    expect(imageQualityFor('medium', 1280)).toBe('medium');
    expect(imageQualityFor('auto', 1280)).toBe('high');
    expect(imageQualityFor(null, 360)).toBe('low');
    expect(imageQualityFor('high', 1280, true)).toBe('low');
  });
  it('asks YouTube for the rendition at least as wide as the quality width, and our server for the width of our own images', () => {
    expect(imageUrlFor(yt, 'low')).toBe('https://i.ytimg.com/vi/abc_DEF-123/mqdefault.jpg');
    expect(imageUrlFor(yt, 'medium')).toBe(yt);
    expect(imageUrlFor(yt, 'high')).toBe(yt);
    expect(imageUrlFor('/media/hcf.jpg', 'low')).toBe('/media/hcf.jpg?w=225');
    expect(imageUrlFor('/media/notes/fig-1.PNG', 'medium')).toBe('/media/notes/fig-1.PNG?w=338');
    expect(imageUrlFor('/media/hcf.jpg', 'high')).toBe('/media/hcf.jpg?w=450');
    // Not an image of ours: a video, a signed url, another site's image.
    expect(imageUrlFor('/media/hcf.mp4', 'low')).toBe('/media/hcf.mp4');
    expect(imageUrlFor('/media/hcf.jpg?exp=1&sig=x', 'low')).toBe('/media/hcf.jpg?exp=1&sig=x');
    expect(imageUrlFor('https://example.org/a.jpg', 'low')).toBe('https://example.org/a.jpg');
  });

  it('takes only the three widths, written plainly, as a width to resize to', () => {
    expect(MEDIA_IMAGE_WIDTHS).toEqual([450, 338, 225]);
    expect(['225', '338', '450'].map(mediaImageWidth)).toEqual([225, 338, 450]);
    for (const bad of ['0225', '+225', '225.0', ' 225', '224', '9999', '', '1e3', undefined, 225, ['225']]) expect(mediaImageWidth(bad)).toBeNull();
  });
});
