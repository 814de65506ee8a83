import { describe, expect, it } from 'vitest';
import { schoolView } from './school-path.ts';

describe('schoolView (the pages under /school)', () => {
  it('names the home, a class, an assignment’s report and an institute’s staff', () => {
    expect(schoolView(undefined)).toEqual({ kind: 'home' });
    expect(schoolView('')).toEqual({ kind: 'home' });
    expect(schoolView('classes/c-1')).toEqual({ kind: 'class', classId: 'c-1' });
    expect(schoolView('classes/c-1/')).toEqual({ kind: 'class', classId: 'c-1' });
    expect(schoolView('classes/c-1/assignments/a-9')).toEqual({ kind: 'report', classId: 'c-1', assignmentId: 'a-9' });
    expect(schoolView('institutes/i%2D2/staff')).toEqual({ kind: 'staff', instituteId: 'i-2' });
  });

  it('refuses any other shape', () => {
    for (const splat of [
      'classes',
      'classes/c-1/assignments',
      'classes/c-1/students',
      'institutes/i-2',
      'institutes/i-2/staff/x',
      'other',
      'classes/%E0%A4%A',
    ]) {
      expect(schoolView(splat)).toBeNull();
    }
  });
});
