import { describe, expect, it } from 'vitest';
import { revisionPracticeHref } from './practice-href.ts';

describe('revisionPracticeHref', () => {
  it('opens a RevisionPractice session over the list, returning to the revision page', () => {
    const href = revisionPracticeHref('chapter:ncert-10-mathematics-ch01', 'Real Numbers');
    const q = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/practice?')).toBe(true);
    expect(Object.fromEntries(q)).toEqual({
      mode: 'RevisionPractice',
      revision_list: 'chapter:ncert-10-mathematics-ch01',
      title: 'Real Numbers',
      origin_url: '/user-home/revision-lists',
    });
  });
});
