import type { AchieveHome, HomeJourney, PajStep, PajTiles } from '@abhyas/contracts';

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
  subject_code: 'physics',
  subject_name: 'Physics',
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

/** An Achieve home (POST /api/achieve/home) with a target, a prediction, a journey of two tests and three days of trend. */
export function home(overrides: Partial<AchieveHome> = {}, journey: Partial<HomeJourney> = {}): { data: AchieveHome } {
  return {
    data: {
      exam: { code: 'jee-main', name: 'JEE Main', goal_code: 'preug' },
      profile_id: 'p1',
      today: '2026-11-27',
      target: {
        goal_code: 'preug',
        exam_code: 'jee-main',
        kind: 'score',
        value: 180,
        max_marks: 300,
        grade: null,
        exam_date: '2027-04-04',
        days_left: 128,
        daily_minutes: 90,
        journey_name: 'IIT by April',
        question_response: [],
        created_at: '2026-11-20T06:00:00.000Z',
        updated_at: '2026-11-20T06:00:00.000Z',
      },
      readiness: {
        status: 'ready',
        prediction_id: 'r1',
        predicted_score: 142,
        interval: [128, 156],
        coverage: 0.8,
        max_marks: 300,
        predicted_percentile: null,
        computed_at: '2026-11-27T06:00:00.000Z',
      },
      progress: {
        target_marks: 180,
        max_marks: 300,
        predicted_marks: 142,
        low: 128,
        high: 156,
        share_of_target: 142 / 180,
        reached: false,
        baseline: { marks: 120, at: '2026-11-20T06:00:00.000Z', source: 'before_start' },
        gained: 22,
        share_since_start: 22 / 60,
      },
      trend: [
        { day: '2026-11-20', at: '2026-11-20T06:00:00.000Z', predicted: 120, low: 100, high: 140, max_marks: 300 },
        { day: '2026-11-24', at: '2026-11-24T06:00:00.000Z', predicted: 131, low: 115, high: 147, max_marks: 300 },
        { day: '2026-11-27', at: '2026-11-27T06:00:00.000Z', predicted: 142, low: 128, high: 156, max_marks: 300 },
      ],
      journey: {
        paj_id: 'paj-1',
        journey_name: 'IIT by April',
        start_date: '2026-11-20',
        exam_date: '2027-04-04',
        daily_minutes: 90,
        today_minutes: 45,
        today_steps: [PRACTICE_STEP, { ...PRACTICE_STEP, step_id: 's2', kind: 'watch', title: 'Motion in a line', minutes: 15, status: 'done', code: 'v1' }],
        tests: [
          { step_id: 't1', title: 'Mock test 1', test_code: 'mock-1', day: '2026-11-22', minutes: 180, status: 'done' },
          { step_id: 't2', title: 'Mock test 2', test_code: 'mock-2', day: '2026-12-04', minutes: 180, status: 'planned' },
        ],
        changes: [],
        change_summary: { moved: 0, deferred: 0, dropped: 0 },
        last_day: '2027-04-03',
        can_extend: false,
        ...journey,
      },
      ...overrides,
    },
  };
}
