import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isSelfHostedMedia, mediaNeedsSignature, videoKindOf, vimeoVideoId, youtubeVideoId } from './source.ts';

describe('the video type told from the url (learning.md §4 Video)', () => {
  it('knows YouTube watch, share, shorts, embed and nocookie urls', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=cLP7INqs3JM',
      'https://youtube.com/watch?feature=share&v=cLP7INqs3JM',
      'https://m.youtube.com/watch?v=cLP7INqs3JM&t=30s',
      'https://youtu.be/cLP7INqs3JM?si=abc',
      'https://www.youtube.com/shorts/cLP7INqs3JM',
      'https://www.youtube.com/embed/cLP7INqs3JM',
      'https://www.youtube-nocookie.com/embed/cLP7INqs3JM?rel=0',
    ]) {
      expect(youtubeVideoId(url), url).toBe('cLP7INqs3JM');
      expect(videoKindOf(url), url).toBe('youtube');
    }
  });

  it('does not take look-alike hosts or id-less YouTube pages for YouTube videos', () => {
    expect(youtubeVideoId('https://notyoutube.com/watch?v=cLP7INqs3JM')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/channel/UC4a-Gbdw7vOaccHmFo40b9g')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoKindOf('https://evil.example/youtube.com/watch?v=cLP7INqs3JM')).toBe('mp4');
  });

  it('knows Vimeo page and player urls', () => {
    expect(vimeoVideoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(vimeoVideoId('https://player.vimeo.com/video/76979871?h=8272103f6e')).toBe('76979871');
    expect(vimeoVideoId('https://vimeo.com/channels/staffpicks/76979871')).toBe('76979871');
    expect(vimeoVideoId('https://vimeo.com/about')).toBeNull();
    expect(videoKindOf('https://vimeo.com/76979871')).toBe('vimeo');
  });

  it('takes .m3u8 for HLS (query ignored) and anything else for a direct file', () => {
    expect(videoKindOf('https://cdn.example.org/lessons/a/master.m3u8?token=1')).toBe('hls');
    expect(videoKindOf('/media/hls/master.M3U8')).toBe('hls');
    expect(videoKindOf('/media/hcf-lcm-prime-factorisation.mp4?exp=1&sig=x')).toBe('mp4');
    expect(videoKindOf('https://cdn.example.org/a.webm')).toBe('mp4');
    expect(videoKindOf('not a url at all')).toBe('mp4');
  });

  test.prop([fc.webUrl()])('tells every web url one kind and never throws', (url) => {
    expect(['youtube', 'vimeo', 'hls', 'mp4']).toContain(videoKindOf(url));
  });

  it('tells self-hosted clips and which /media/ files need a signature', () => {
    expect(isSelfHostedMedia('/media/x.mp4')).toBe(true);
    expect(isSelfHostedMedia('media/x.mp4')).toBe(true);
    expect(isSelfHostedMedia('https://cdn.example.org/media/x.mp4')).toBe(false);
    expect(mediaNeedsSignature('/media/x.mp4')).toBe(true);
    expect(mediaNeedsSignature('/media/hls/seg-001.ts')).toBe(true);
    expect(mediaNeedsSignature('/media/x.MP4?exp=1')).toBe(true);
    expect(mediaNeedsSignature('/media/x.jpg')).toBe(false);
    expect(mediaNeedsSignature('/media/mp4')).toBe(false);
  });
});
