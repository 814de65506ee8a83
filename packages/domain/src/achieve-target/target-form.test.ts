import { describe, expect, it } from 'vitest';
import { addDays, boardGrade, checkTargetResponse, daysBetween, examMaxMarks, indiaDate, isIsoDate, targetQuestions } from './target-form.ts';

const TODAY = '2026-11-27';
const jee = targetQuestions('competitive', 300, TODAY);
const board = targetQuestions('board', null, TODAY);
const rest = [
  { question_id: 'exam_date', value: '2027-04-04' },
  { question_id: 'daily_minutes', value: 120 },
  { question_id: 'journey_name', value: '  JEE Main 2027  ' },
];

describe('the plan-your-target questionnaire (learning.md §3 Achieve entities)', () => {
  it('asks a competitive exam for a score within its max marks or a percentile, and a board for a percentage', () => {
    expect(jee.map((q) => q.question_id)).toEqual(['target_kind', 'target_score', 'target_percentile', 'exam_date', 'daily_minutes', 'journey_name']);
    expect(jee.find((q) => q.question_id === 'target_score')).toMatchObject({ min: 0, max: 300, step_size: 1 });
    expect(board.map((q) => q.question_id)).toEqual(['target_percentage', 'exam_date', 'daily_minutes', 'journey_name']);
    // Max marks unknown: only a percentile can be aimed at.
    const unknown = targetQuestions('competitive', null, TODAY);
    expect(unknown[0]!.options).toEqual([{ choice_id: 'percentile' }]);
    expect(unknown.some((q) => q.question_id === 'target_score')).toBe(false);
  });

  it('offers exam dates from tomorrow to 365 days ahead and 15–600 minutes a day', () => {
    expect(jee.find((q) => q.question_id === 'exam_date')).toMatchObject({ min: '2026-11-28', max: '2027-11-27' });
    expect(jee.find((q) => q.question_id === 'daily_minutes')).toMatchObject({ min: 15, max: 600, step_size: 5 });
  });

  it('accepts a valid answer set and trims the name', () => {
    const ok = checkTargetResponse(jee, [{ question_id: 'target_kind', choice_id: 'score' }, { question_id: 'target_score', value: 180 }, ...rest]);
    expect(ok).toEqual({ ok: true, target: { kind: 'score', value: 180, exam_date: '2027-04-04', daily_minutes: 120, journey_name: 'JEE Main 2027' } });
    const pct = checkTargetResponse(jee, [
      { question_id: 'target_kind', choice_id: 'percentile' },
      { question_id: 'target_percentile', value: '98.75' },
      ...rest,
    ]);
    expect(pct).toMatchObject({ ok: true, target: { kind: 'percentile', value: 98.75 } });
    expect(checkTargetResponse(board, [{ question_id: 'target_percentage', value: 92 }, ...rest])).toMatchObject({
      ok: true,
      target: { kind: 'percentage', value: 92 },
    });
  });

  it('refuses a score above the max marks, off-step numbers and minutes out of range, naming the field', () => {
    const score = (v: number) =>
      checkTargetResponse(jee, [{ question_id: 'target_kind', choice_id: 'score' }, { question_id: 'target_score', value: v }, ...rest]);
    expect(score(301)).toMatchObject({ ok: false, field: 'question_response.target_score', code: 'OUT_OF_RANGE' });
    expect(score(300)).toMatchObject({ ok: true });
    expect(score(150.5)).toMatchObject({ ok: false, code: 'OFF_STEP' });
    const minutes = (v: number) =>
      checkTargetResponse(board, [{ question_id: 'target_percentage', value: 80 }, rest[0]!, { question_id: 'daily_minutes', value: v }, rest[2]!]);
    expect(minutes(10)).toMatchObject({ ok: false, field: 'question_response.daily_minutes', code: 'OUT_OF_RANGE' });
    expect(minutes(601)).toMatchObject({ ok: false, code: 'OUT_OF_RANGE' });
    expect(minutes(15)).toMatchObject({ ok: true });
    expect(minutes(600)).toMatchObject({ ok: true });
    expect(checkTargetResponse(board, [{ question_id: 'target_percentage', value: 32 }, ...rest])).toMatchObject({ code: 'OUT_OF_RANGE' });
  });

  it('refuses an exam date today or in the past, too far ahead, or not a real date', () => {
    const date = (d: string) =>
      checkTargetResponse(board, [{ question_id: 'target_percentage', value: 80 }, { question_id: 'exam_date', value: d }, rest[1]!, rest[2]!]);
    expect(date(TODAY)).toMatchObject({ ok: false, field: 'question_response.exam_date', code: 'DATE_NOT_IN_FUTURE' });
    expect(date('2026-01-01')).toMatchObject({ code: 'DATE_NOT_IN_FUTURE' });
    expect(date('2026-11-28')).toMatchObject({ ok: true });
    expect(date('2027-11-27')).toMatchObject({ ok: true });
    expect(date('2027-11-28')).toMatchObject({ code: 'DATE_TOO_FAR' });
    expect(date('2027-02-30')).toMatchObject({ code: 'NOT_A_DATE' });
  });

  it('refuses missing answers, unknown choices or questions, duplicates and empty names', () => {
    expect(checkTargetResponse(jee, rest)).toMatchObject({ ok: false, field: 'question_response.target_kind', code: 'REQUIRED' });
    expect(checkTargetResponse(jee, [{ question_id: 'target_kind', choice_id: 'rank' }, ...rest])).toMatchObject({ code: 'UNKNOWN_CHOICE' });
    expect(checkTargetResponse(jee, [{ question_id: 'target_kind', choice_id: 'score' }, ...rest])).toMatchObject({
      field: 'question_response.target_score',
      code: 'REQUIRED',
    });
    expect(checkTargetResponse(board, [{ question_id: 'age', value: 3 }])).toMatchObject({ code: 'UNKNOWN_QUESTION' });
    expect(
      checkTargetResponse(board, [
        { question_id: 'target_percentage', value: 80 },
        { question_id: 'target_percentage', value: 81 },
      ]),
    ).toMatchObject({ code: 'DUPLICATE_ANSWER' });
    const name = (v: string) =>
      checkTargetResponse(board, [{ question_id: 'target_percentage', value: 80 }, rest[0]!, rest[1]!, { question_id: 'journey_name', value: v }]);
    expect(name('   ')).toMatchObject({ field: 'question_response.journey_name', code: 'BAD_LENGTH' });
    expect(name('x'.repeat(61))).toMatchObject({ code: 'BAD_LENGTH' });
    expect(name('x'.repeat(60))).toMatchObject({ ok: true });
  });
});

describe('max marks, grades and dates', () => {
  it('takes the most common total of whole papers, ignoring papers with questions left out', () => {
    expect(examMaxMarks([{ maxMarks: 300 }, { maxMarks: 300 }, { maxMarks: 360 }])).toBe(300);
    expect(examMaxMarks([{ maxMarks: 186 }, { maxMarks: 180 }])).toBe(186);
    expect(examMaxMarks([{ maxMarks: 127, paperQuestionCount: 54 }])).toBeNull();
    expect(examMaxMarks([])).toBeNull();
  });

  it('bands percentages into grades at their edges', () => {
    expect([100, 91, 90.9, 81, 71, 61, 51, 41, 33, 32.9].map(boardGrade)).toEqual(['A1', 'A1', 'A2', 'A2', 'B1', 'B2', 'C1', 'C2', 'D', 'E']);
  });

  it("does date arithmetic on calendar dates and knows India's day", () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-27', '2027-11-27')).toBe(365);
    expect(isIsoDate('2026-13-01')).toBe(false);
    // 19:00 UTC is already the next day in India (00:30 IST).
    expect(indiaDate(Date.parse('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
    expect(indiaDate(Date.parse('2026-11-27T18:29:00Z'))).toBe('2026-11-27');
  });
});
