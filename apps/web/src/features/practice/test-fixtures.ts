/** Contract-shaped practice answers for component tests. */
import type {
  PracticeAnswerResponse,
  PracticeInterventionResponse,
  PracticeQuestionResponse,
  PracticeRetryResponse,
  PracticeSessionResponse,
  PracticeSummaryResponse,
  SolveWithUsResponse,
} from '@abhyas/contracts';

export const SESSION_ID = '0190f5a2-1111-7000-8000-000000000001';

export const session: PracticeSessionResponse = {
  session_id: SESSION_ID,
  type: 'Normal',
  title: 'Real Numbers',
  language: 'en',
  learning_map: {
    bundle_code: 'ncert-10-mathematics-ch01',
    level: 'chapter',
    chapter_code: 'ncert-10-mathematics-ch01',
    chapter_name: 'Real Numbers',
    subject: 'mathematics',
  },
  last_eorder: 0,
  guide_messages: ['readCarefully', 'useHints'],
  total_question_count: 9,
  start_question_code: null,
  practice_id: null,
  video_id: null,
  concept_code: null,
  paj: null,
  source: 'web',
  ended: false,
};

export function question(code = 'q1', overrides: Partial<PracticeQuestionResponse['question']> = {}, number = 1): PracticeQuestionResponse {
  return {
    do_intervene: false,
    question: {
      code,
      type: 'single_choice',
      language: 'en',
      languages: ['en'],
      subject: 'mathematics',
      chapter: { code: 'ncert-10-mathematics-ch01', name: 'Real Numbers' },
      body: `What is 2 + 2? (${code})`,
      options: [
        { code: 'A', body: '3' },
        { code: 'B', body: '4' },
        { code: 'C', body: '5' },
      ],
      hintCount: 2,
      hasSolveWithUs: false,
      idealTimeS: 60,
      difficulty: 3,
      ...overrides,
    },
    hints: [{ body: 'Count on your fingers.' }, { body: 'It is even.' }],
    learning_map: {
      subject: 'mathematics',
      chapter: { code: 'ncert-10-mathematics-ch01', name: 'Real Numbers' },
      topic: { code: 't1', name: 'Addition' },
      concepts: [{ code: 'k1', name: 'Adding' }],
    },
    content_type: 'Question',
    question_number: number,
    total_question_count: 9,
    concept: { code: 'k1', mastery: 0.3 },
    attempt: null,
  };
}

const explanation = {
  answers: { kind: 'choice', options: ['B'] },
  correct_answer_csv: 'B',
  solution: 'Two and two make **four**.',
  hints: [],
  steps: [],
  concepts_data: [{ code: 'k1', name: 'Adding' }],
};

export function answer(correct: boolean, overrides: Partial<PracticeAnswerResponse> = {}): PracticeAnswerResponse {
  return {
    status: correct ? 'correct' : 'incorrect',
    correctness: correct ? 1 : 0,
    silverEmbiums: correct ? 10 : 0,
    goldEmbiums: 0,
    correct_answer_csv: 'B',
    selected_answer_csv: correct ? 'B' : 'A',
    attemptTypeBadge: correct ? 'Correct' : 'Incorrect',
    hintUsed: false,
    correctAnswers: { kind: 'choice', options: ['B'] },
    timeSpent: 12,
    idealTime: 60,
    mastery: null,
    solution: explanation.solution,
    answer_explanation: explanation,
    streak: { badge: correct ? 'Correct' : 'Incorrect', count: 1 },
    tries: 1,
    ...overrides,
  };
}

/** A wrong first answer that earns a second try (no key). */
export function retryAnswer(selected = 'A', overrides: Partial<PracticeRetryResponse> = {}): PracticeRetryResponse {
  return { status: 'retry', correctness: 0, selected_answer_csv: selected, tries_left: 1, hintUsed: false, timeSpent: 12, idealTime: 60, ...overrides };
}

export const intervention: PracticeInterventionResponse = {
  do_intervene: true,
  concepts: [
    {
      recommendation_id: '0190f5a2-2222-7000-8000-000000000002',
      concept_code: 'k1',
      concept_name: 'HCF and LCM',
      current_mastery: 0.18,
      predicted_mastery: 0.6,
      conceptVideos: [
        {
          code: 'abhyas-clip-10-math-hcf-lcm',
          title: 'HCF and LCM by prime factorisation',
          lengthS: 185,
          thumbnail: null,
          sourceType: 'cdn',
          owner: 'Abhyas',
          chapterCode: 'ncert-10-mathematics-ch01',
          topicCode: 't1',
        },
      ],
      chapter_notes: { code: 'notes-ncert-10-mathematics-ch01', title: 'Real Numbers: the notes', chapter_code: 'ncert-10-mathematics-ch01' },
    },
  ],
  question_number: 4,
  total_question_count: 9,
};

export const summary: PracticeSummaryResponse = {
  totalTimeSpend: 125,
  accuracy: 0.5,
  silverEmbiumsEarnedCount: 20,
  goldEmbiumsEarnedCount: 5,
  metaData: { attempts: { Perfect: 1, Correct: 1, Incorrect: 2, SolveWithUsCorrect: 1 }, questions: 5, correct: 2, skipped: 0, hintsUsed: 1, streaks: {} },
  ended: true,
};

export function swu(stepIndex: number, complete = false): SolveWithUsResponse {
  const steps = Array.from({ length: stepIndex + 1 }, (_, i) => ({
    index: i,
    fibs_text: `Step text ${i + 1}`,
    fibs: [
      { code: 'A', body: `right ${i + 1}` },
      { code: 'B', body: `wrong ${i + 1}` },
    ],
    hint: null,
    badge: i < stepIndex || complete ? ('correct' as const) : null,
    user_attempt: null,
    is_complete: i < stepIndex || complete,
    correct_answer: i < stepIndex || complete ? 'A' : null,
    retry: false,
    tries_left: i < stepIndex || complete ? 0 : 2,
  }));
  return {
    question_code: 'q1',
    steps,
    current_step_index: stepIndex,
    max_steps: 2,
    is_complete: complete,
    badge: complete ? 'SolveWithUsCorrect' : null,
    step_result: null,
    answer_explanation: complete ? explanation : null,
  };
}
