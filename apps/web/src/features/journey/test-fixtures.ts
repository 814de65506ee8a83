import type { PajStep, PajTiles } from '@abhyas/contracts';

/** A planned practice step of today. */
export const PRACTICE_STEP: PajStep = {
  step_id: 's1',
  kind: 'practice',
  title: 'Kinematics basics',
  minutes: 30,
  minutes_done: 0,
  status: 'planned',
  day: '2026-11-27',
  chapter_code: 'kinematics',
  concept_code: 'velocity',
  code: null,
  answers: 10,
  gain: 1.5,
};

/** A journey head with today (practice planned, a video done) and one upcoming day. */
export function tiles(overrides: Partial<PajTiles> = {}): { data: PajTiles } {
  return {
    data: {
      paj_id: 'paj-1',
      exam_code: 'jee-main',
      journey_name: 'IIT by April',
      today: '2026-11-27',
      start_date: '2026-11-27',
      exam_date: '2027-04-04',
      daily_minutes: 90,
      target_marks: 180,
      max_marks: 300,
      predicted_marks: 120,
      expected_marks: 175,
      changes: [],
      days: [
        {
          date: '2026-11-27',
          section: 'today',
          minutes: 45,
          steps: [PRACTICE_STEP, { ...PRACTICE_STEP, step_id: 's2', kind: 'watch', title: 'Motion in a line', minutes: 15, status: 'done', code: 'v1' }],
        },
        {
          date: '2026-11-28',
          section: 'upcoming',
          minutes: 60,
          steps: [{ ...PRACTICE_STEP, step_id: 's3', kind: 'test', title: 'Mock test 1', minutes: 60, day: '2026-11-28' }],
        },
      ],
      dropped: [],
      ...overrides,
    },
  };
}
