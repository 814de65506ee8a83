import { describe, expect, it } from 'vitest';
import { chapterPracticeHref, practiceKeyOf, sessionIdOf, withSessionId, readPracticeParams } from './params.ts';

describe('readPracticeParams (learning.md §2 Practice query parameters)', () => {
  it('reads a Normal chapter practice into the session payload', () => {
    const p = readPracticeParams(
      {
        mode: 'Normal',
        title: 'Real Numbers',
        lm_code: 'ncert-10-mathematics-ch01',
        lm_level: 'chapter',
        lm_name: 'Real Numbers',
        exam_code: 'cbse-class-10',
        format_id: 'f1',
        sourceID: 's1',
        schoolId: 'sch',
        classId: 'cls',
        origin_url: '/practice/summary/ncert-10-mathematics-ch01',
      },
      'hi',
    );
    expect(p.mode).toBe('Normal');
    expect(p.needsQuestionStart).toBe(false);
    expect(p.originUrl).toBe('/practice/summary/ncert-10-mathematics-ch01');
    expect(p.payload).toMatchObject({
      type: 'Normal',
      title: 'Real Numbers',
      language: 'hi',
      device: 'WEB',
      sourceId: 's1',
      school_id: 'sch',
      class_id: 'cls',
      learning_map: { bundle_code: 'ncert-10-mathematics-ch01', level: 'chapter', lm_name: 'Real Numbers', exam_code: 'cbse-class-10', format_id: 'f1' },
    });
  });

  it('carries a school assignment’s homework, school and class ids into the session payload (issue 23 §2)', () => {
    const p = readPracticeParams({ mode: 'Normal', lm_code: 'kin', lm_level: 'chapter', homework_id: 'hw-9', school_id: 'inst-3', class_id: 'cls-7' }, 'en');
    expect(p.payload).toMatchObject({ homework_id: 'hw-9', school_id: 'inst-3', class_id: 'cls-7' });
    // The same chapter practised outside the assignment carries none of them.
    const plain = readPracticeParams({ mode: 'Normal', lm_code: 'kin' }, 'en').payload;
    expect(plain).not.toHaveProperty('homework_id');
    expect(plain).not.toHaveProperty('school_id');
    expect(plain).not.toHaveProperty('class_id');
    // The assignment's practice is a session of its own, not the student's other practice of the chapter.
    expect(practiceKeyOf({ mode: 'Normal', lm_code: 'kin', homework_id: 'hw-9' })).not.toBe(practiceKeyOf({ mode: 'Normal', lm_code: 'kin' }));
  });

  it('accepts chapter_code as another name of lm_code and defaults an unknown mode to Normal', () => {
    const p = readPracticeParams({ mode: 'Bogus', chapter_code: 'c1' }, 'en');
    expect(p.mode).toBe('Normal');
    expect(p.payload.learning_map).toEqual({ bundle_code: 'c1' });
  });

  it('sends practice_id (not a bundle code) for book, custom and CFU practice', () => {
    for (const mode of ['BookPractice', 'CustomPractice', 'CFUPractice']) {
      const p = readPracticeParams({ mode, practice_id: 'book-1', practice_uid: 'u1', lm_name: 'Book' }, 'en');
      expect(p.payload).toMatchObject({ type: mode, practice_id: 'book-1', practice_uid: 'u1', title: 'Book' });
      expect(p.payload.learning_map).not.toHaveProperty('bundle_code');
    }
  });

  it('reads the adhoc annotation frame: video, concept, the first question code, iframe', () => {
    const p = readPracticeParams({ mode: 'AdhocPractice', video_id: 'v1', conceptCode: '', title: '', iframe: 'true', questionCode: 'q1,q2' }, 'en');
    expect(p.iframe).toBe(true);
    expect(p.needsQuestionStart).toBe(true);
    expect(p.questionCodes).toEqual(['q1', 'q2']);
    expect(p.payload).toMatchObject({ type: 'AdhocPractice', video_id: 'v1', questionCode: 'q1,q2' });
    expect(p.payload).not.toHaveProperty('conceptCode');
  });

  it('reads both guided-journey variants', () => {
    const common = {
      questionCode: 'q9',
      paj_id: 'p1',
      paj_step_index: 2,
      paj_step_path: 'main',
      paj_step_path_index: '0',
      call_id: 'c',
      object_type: 'question',
    };
    const paj = readPracticeParams({ mode: 'PAJPractice', ...common }, 'en');
    expect(paj.guided).toBe(true);
    expect(paj.payload).toMatchObject({ paj_id: 'p1', paj_step_index: '2', paj_step_path: 'main', questionCode: 'q9' });
    expect(paj.payload).not.toHaveProperty('paj_step_id');
    const nqe = readPracticeParams(
      { mode: 'PAJNQEPractice', ...common, paj_step_id: 's1', duration_in_minutes: 20, concept_code: 'k1', bundle_code: 'ch1', level: 'chapter' },
      'en',
    );
    expect(nqe.payload).toMatchObject({
      paj_step_id: 's1',
      duration_in_minutes: '20',
      concept_code: 'k1',
      learning_map: { bundle_code: 'ch1', level: 'chapter' },
    });
  });

  it('builds the chapter practice link with the §2 parameters', () => {
    const href = chapterPracticeHref({ code: 'ncert-10-mathematics-ch01', name: 'Real Numbers', examCode: 'cbse-class-10' });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/practice');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'Normal',
      lm_code: 'ncert-10-mathematics-ch01',
      lm_level: 'chapter',
      lm_name: 'Real Numbers',
      title: 'Real Numbers',
      exam_code: 'cbse-class-10',
    });
  });

  it('keys a practice by what it practises, not by its session id or labels', () => {
    const key = practiceKeyOf({ mode: 'Normal', lm_code: 'ch1', lm_level: 'chapter', title: 'Real Numbers', lm_name: 'Real Numbers' });
    expect(key).toBe('lm_code=ch1&lm_level=chapter&mode=Normal');
    expect(practiceKeyOf({ lm_level: 'chapter', session_id: '0190f5a2-1111-7000-8000-000000000001', mode: 'Normal', lm_code: 'ch1', title: 'वास्तविक' })).toBe(
      key,
    );
    expect(practiceKeyOf({ mode: 'Normal', lm_code: 'ch2', lm_level: 'chapter' })).not.toBe(key);
  });

  it('reads and writes the session id of the URL', () => {
    expect(sessionIdOf({ session_id: '0190f5a2-1111-7000-8000-000000000001' })).toBe('0190f5a2-1111-7000-8000-000000000001');
    expect(sessionIdOf({ session_id: 'x; drop' })).toBeNull();
    expect(withSessionId('?mode=Normal&lm_code=ch1', 'abc')).toBe('?mode=Normal&lm_code=ch1&session_id=abc');
    expect(withSessionId('?mode=Normal&session_id=abc', null)).toBe('?mode=Normal');
  });
});
