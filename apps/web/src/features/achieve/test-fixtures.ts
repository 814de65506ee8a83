import type { AchieveForm, AchieveTarget } from '@abhyas/contracts';

/** A JEE Main questionnaire as GET /api/achieve/form/diagnostic answers it on 27 Nov 2026 (max marks 300). */
export const JEE_FORM: AchieveForm = {
  goal_code: 'preug',
  exam_code: 'jee-main',
  exam_name: 'JEE Main',
  exam_kind: 'competitive',
  max_marks: 300,
  today: '2026-11-27',
  questions: [
    {
      question_id: 'target_kind',
      question_text: 'How do you want to set your target?',
      text_key: 'questions.target_kind',
      question_type: 'single_select',
      options: [
        { choice_id: 'score', option_text: 'A score (marks)', text_key: 'choices.target_kind.score' },
        { choice_id: 'percentile', option_text: 'A percentile', text_key: 'choices.target_kind.percentile' },
      ],
    },
    {
      question_id: 'target_score',
      question_text: 'Your target score',
      text_key: 'questions.target_score',
      question_type: 'number',
      min: 0,
      max: 300,
      step_size: 1,
      depends_on: { question_id: 'target_kind', choice_id: 'score' },
    },
    {
      question_id: 'target_percentile',
      question_text: 'Your target percentile',
      text_key: 'questions.target_percentile',
      question_type: 'number',
      min: 0,
      max: 100,
      step_size: 0.01,
      depends_on: { question_id: 'target_kind', choice_id: 'percentile' },
    },
    {
      question_id: 'exam_date',
      question_text: 'When is your exam?',
      text_key: 'questions.exam_date',
      question_type: 'date',
      min: '2026-11-28',
      max: '2027-11-27',
    },
    {
      question_id: 'daily_minutes',
      question_text: 'Minutes a day you can study',
      text_key: 'questions.daily_minutes',
      question_type: 'number',
      min: 15,
      max: 600,
      step_size: 5,
    },
    { question_id: 'journey_name', question_text: 'Name your journey', text_key: 'questions.journey_name', question_type: 'text', min: 1, max: 60 },
  ],
};

/** A stored JEE Main score target. */
export const JEE_TARGET: AchieveTarget = {
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
  created_at: '2026-11-27T06:00:00.000Z',
  updated_at: '2026-11-27T06:00:00.000Z',
};
