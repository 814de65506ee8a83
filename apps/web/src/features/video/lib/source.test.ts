import { describe, expect, it } from 'vitest';
import { playerSource } from './source.ts';

describe('player source of a url (learning.md §3 type, §4 "treated as YouTube by its URL")', () => {
  it('hands YouTube and Vimeo urls to their providers as they are', () => {
    expect(playerSource('https://www.youtube.com/watch?v=Jsiy4TxgIME')).toBe('https://www.youtube.com/watch?v=Jsiy4TxgIME');
    expect(playerSource('https://vimeo.com/76979871')).toBe('https://vimeo.com/76979871');
  });

  it('types signed self-hosted files and HLS playlists by their path, ignoring the query', () => {
    expect(playerSource('/media/clip.mp4?exp=1&sig=abc')).toEqual({ src: '/media/clip.mp4?exp=1&sig=abc', type: 'video/mp4' });
    expect(playerSource('https://cdn.example.org/v/master.m3u8?token=x')).toEqual({
      src: 'https://cdn.example.org/v/master.m3u8?token=x',
      type: 'application/x-mpegurl',
    });
  });
});
