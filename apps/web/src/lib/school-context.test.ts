import { describe, expect, it } from 'vitest';
import { schoolContextOf } from './school-context.ts';

describe('schoolContextOf (issue 23 §2)', () => {
  it('reads the homework, school and class ids of an assignment link, from an object or a query string', () => {
    const ids = { homework_id: 'hw-1', school_id: 'inst-1', class_id: 'cls-1' };
    expect(schoolContextOf({ mode: 'Normal', ...ids })).toEqual(ids);
    expect(schoolContextOf('?homework_id=hw-1&school_id=inst-1&class_id=cls-1&x=1')).toEqual(ids);
  });

  it('reads the spec’s camel-case spellings, the snake-case one first', () => {
    expect(schoolContextOf({ homeworkId: 'hw', schoolId: 's', classId: 'c' })).toEqual({ homework_id: 'hw', school_id: 's', class_id: 'c' });
    expect(schoolContextOf({ class_id: 'snake', classId: 'camel' })).toEqual({ class_id: 'snake' });
  });

  it('leaves out what is missing, empty or too long', () => {
    expect(schoolContextOf({})).toEqual({});
    expect(schoolContextOf({ homework_id: '  ', school_id: 'x'.repeat(121), class_id: 7 })).toEqual({ class_id: '7' });
  });
});
