import { describe, expect, it } from 'vitest';
import { licenceUrl, videoSourcePage } from './attribution.ts';

describe('video attribution (issue 15)', () => {
  it('links Creative Commons licences named with their version to their deed, and nothing else', () => {
    expect(licenceUrl('CC BY-SA 4.0')).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
    expect(licenceUrl('CC BY-NC-SA 3.0')).toBe('https://creativecommons.org/licenses/by-nc-sa/3.0/');
    expect(licenceUrl('CC BY 2.5')).toBe('https://creativecommons.org/licenses/by/2.5/');
    expect(licenceUrl('CC0 1.0')).toBe('https://creativecommons.org/publicdomain/zero/1.0/');
    for (const name of ['CC BY-NC-SA', 'MIT', 'CC BY-SA 9.0', 'CC BY-NC-SA (confirm on the video page)', '', null]) expect(licenceUrl(name)).toBeNull();
  });

  it('names the page of a linked video on its own site', () => {
    expect(videoSourcePage('https://youtu.be/G-T_6hCdMQc')).toEqual({ site: 'YouTube', url: 'https://www.youtube.com/watch?v=G-T_6hCdMQc' });
    expect(videoSourcePage('https://vimeo.com/76979871')).toEqual({ site: 'Vimeo', url: 'https://vimeo.com/76979871' });
    expect(videoSourcePage('/media/clip.mp4?exp=1&sig=x')).toBeNull();
  });
});
