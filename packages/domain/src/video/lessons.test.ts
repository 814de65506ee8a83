import { describe, expect, it } from 'vitest';
import { chaptersAfter, nextInChapter, orderLessons, relatedLessons, RELATED_VIDEOS_MAX, withoutClosedTests, type LessonRef } from './lessons.ts';

const v = (code: string, topicCode: string | null = null): LessonRef => ({ code, topicCode });
const codes = (list: readonly LessonRef[]) => list.map((x) => x.code);

describe('lesson order in a chapter (learning.md §2)', () => {
  it('orders by topic in map order, then videos without a topic, then by code', () => {
    const videos = [v('z-none'), v('b-t2', 't2'), v('a-none'), v('c-t1', 't1'), v('a-t2', 't2')];
    expect(codes(orderLessons(videos, ['t1', 't2']))).toEqual(['c-t1', 'a-t2', 'b-t2', 'a-none', 'z-none']);
  });

  it('puts a video whose topic the map does not list with the videos without a topic', () => {
    expect(codes(orderLessons([v('b', 'gone'), v('a'), v('c', 't1')], ['t1']))).toEqual(['c', 'a', 'b']);
  });

  it('leaves the input as it was', () => {
    const videos = [v('b'), v('a')];
    orderLessons(videos, []);
    expect(codes(videos)).toEqual(['b', 'a']);
  });
});

describe('the next lesson (learning.md §2 autoplay)', () => {
  const ordered = [v('a'), v('b'), v('c')];
  it('is the lesson after the current one in the chapter', () => {
    expect(nextInChapter(ordered, 'a')?.code).toBe('b');
    expect(nextInChapter(ordered, 'b')?.code).toBe('c');
  });
  it('is none in the chapter after its last lesson, or when the current one is not in it', () => {
    expect(nextInChapter(ordered, 'c')).toBeNull();
    expect(nextInChapter(ordered, 'x')).toBeNull();
    expect(nextInChapter([], 'a')).toBeNull();
  });
  it('is then looked for in the chapters after the current one, in book order', () => {
    const chapters = [{ code: 'ch1' }, { code: 'ch2' }, { code: 'ch3' }];
    expect(chaptersAfter(chapters, 'ch1').map((c) => c.code)).toEqual(['ch2', 'ch3']);
    expect(chaptersAfter(chapters, 'ch3')).toEqual([]);
    expect(chaptersAfter(chapters, 'elsewhere').map((c) => c.code)).toEqual(['ch1', 'ch2', 'ch3']);
  });
});

describe('related videos of the end screen (learning.md §3)', () => {
  it('lists videos sharing a concept first, then the same topic, then the rest of the chapter, never the current or next lesson', () => {
    const current = v('cur', 't1');
    const next = v('nxt', 't1');
    const ordered = [v('ch-a', 't2'), current, next, v('same-topic', 't1'), v('ch-b')];
    const sharingConcepts = [v('other-chapter', 'x'), v('ch-b')];
    expect(codes(relatedLessons({ current, next, sharingConcepts, ordered }))).toEqual(['other-chapter', 'ch-b', 'same-topic', 'ch-a']);
  });

  it('takes no topic match for a video without a topic', () => {
    const current = v('cur');
    const ordered = [v('t', 't1'), current, v('none')];
    expect(codes(relatedLessons({ current, next: null, sharingConcepts: [], ordered }))).toEqual(['t', 'none']);
  });

  it('stops at the maximum', () => {
    const ordered = Array.from({ length: 30 }, (_, i) => v(`v${String(i).padStart(2, '0')}`));
    expect(relatedLessons({ current: v('cur'), next: null, sharingConcepts: [], ordered })).toHaveLength(RELATED_VIDEOS_MAX);
    expect(codes(relatedLessons({ current: v('cur'), next: null, sharingConcepts: [], ordered, max: 2 }))).toEqual(['v00', 'v01']);
  });
});

describe('recommendations without closed tests (issue 15 Major 4)', () => {
  it('drops the closed tests and the sections they leave empty, and keeps everything else', () => {
    const sections = [
      { section_id: 'related_videos', content: [{ type: 'Video', id: 't1' }] },
      { section_id: 'tests', content: [{ type: 'Test', id: 't1' }] },
      {
        section_id: 'more',
        content: [
          { type: 'Test', id: 't2' },
          { type: 'Test', id: 't3' },
        ],
      },
    ];
    expect(withoutClosedTests(sections, new Set(['t1', 't2']))).toEqual([
      { section_id: 'related_videos', content: [{ type: 'Video', id: 't1' }] },
      { section_id: 'more', content: [{ type: 'Test', id: 't3' }] },
    ]);
    expect(withoutClosedTests(sections, new Set())).toEqual(sections);
  });
});
