import { describe, expect, it } from 'vitest';
import { videoContextOf } from './context.ts';

describe('the context strings of a progress post (learning.md §7 Video content-status)', () => {
  it('keeps the context keys sent and nothing else', () => {
    expect(videoContextOf({ exam_name: 'CBSE 10', source: 'learn', locale: 'hi', class_id: undefined })).toEqual({
      exam_name: 'CBSE 10',
      source: 'learn',
      locale: 'hi',
    });
    expect(videoContextOf({ content_id: 'x', watched_duration: '3' } as never)).toEqual({});
    expect(videoContextOf({ module: '' })).toEqual({ module: '' });
  });

  it('takes goal_name as goal only when goal is not sent', () => {
    expect(videoContextOf({ goal_name: 'cbse' })).toEqual({ goal: 'cbse' });
    expect(videoContextOf({ goal: 'jee', goal_name: 'cbse' })).toEqual({ goal: 'jee' });
  });
});
