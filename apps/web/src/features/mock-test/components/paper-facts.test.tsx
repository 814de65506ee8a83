import type { PublicQuestion, TestPaper } from '@abhyas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { useCbtStore } from '../stores/cbt-store.ts';
import { withInterfaceNames } from '../utils/languages.ts';
import { markingGroups } from '../utils/marking.ts';
import { InstructionScreen } from './instruction-screen.tsx';
import { QuestionArea } from './question-area.tsx';

const question = (code: string, type: PublicQuestion['type'], languages: string[], language = 'en') =>
  ({
    code,
    type,
    language,
    languages,
    subject: 'physics',
    chapter: null,
    body: `Question ${code}`,
    ...(type.includes('choice')
      ? {
          options: [
            { code: 'A', body: 'yes' },
            { code: 'B', body: 'no' },
          ],
        }
      : {}),
    hintCount: 0,
    hasSolveWithUs: false,
    idealTimeS: 60,
    difficulty: 1,
    question_index: 1,
  }) as TestPaper['sections'][number]['questions'][number];

const SINGLE = { kind: 'simple', correct: 3, wrong: -1, unanswered: 0 } as const;
const MULTIPLE = { kind: 'jee-advanced-multiple', full: 4, threeOfFour: 3, twoChosen: 2, oneChosen: 1, wrong: -2, unanswered: 0 } as const;
const NUMERIC = { kind: 'simple', correct: 3, wrong: 0, unanswered: 0 } as const;
const advanced = (name: string, code: string, n: number) => ({
  code,
  name,
  paper_question_count: 18,
  marking: { single_choice: SINGLE, multiple_choice: MULTIPLE, integer: NUMERIC, subjective_numerical: NUMERIC },
  questions: [
    question(`${code}1`, 'single_choice', ['en']),
    question(`${code}2`, 'multiple_choice', ['en']),
    question(`${code}3`, 'subjective_numerical', ['en']),
  ].slice(0, n),
});

/** JEE Advanced 2019 Paper 1 in small: 8 of 54 questions held, three sections marked alike but Mathematics without numericals. */
const JEE_ADVANCED = {
  code: 'jee-adv-2019-p1',
  name: 'JEE Advanced 2019 Paper 1',
  exam_code: 'jee-advanced',
  duration: 10_800,
  auto_submit_alert_at_in_sec: 300,
  max_marks: 26,
  question_count: 8,
  paper_question_count: 54,
  languages: ['en'],
  instructions: {},
  sections: [advanced('Physics', 'p', 3), advanced('Chemistry', 'c', 3), advanced('Mathematics', 'm', 2)],
} as unknown as TestPaper;

/** A paper of two questions, one of them also in Hindi. */
const BILINGUAL = {
  ...JEE_ADVANCED,
  code: 'mock-hi',
  name: 'Mock',
  question_count: 2,
  paper_question_count: undefined,
  languages: ['en', 'hi'],
  sections: [
    {
      code: 'physics',
      name: 'भौतिकी',
      marking: { single_choice: { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 } },
      questions: [question('q1', 'single_choice', ['en', 'hi'], 'hi'), question('q2', 'single_choice', ['en'])],
    },
  ],
} as unknown as TestPaper;

describe('the marking scheme in the instructions (issue 15)', () => {
  it('states each section’s marks per kind of question, sections marked alike together', () => {
    expect(markingGroups(JEE_ADVANCED)).toEqual([
      {
        sections: ['Physics', 'Chemistry'],
        lines: [
          { kind: 'singleChoice', scheme: SINGLE },
          { kind: 'multipleChoice', scheme: MULTIPLE },
          { kind: 'numerical', scheme: NUMERIC },
        ],
      },
      {
        sections: ['Mathematics'],
        lines: [
          { kind: 'singleChoice', scheme: SINGLE },
          { kind: 'multipleChoice', scheme: MULTIPLE },
        ],
      },
    ]);
  });

  it('shows full, partial and negative marks, and how much of the original paper the test holds', async () => {
    renderWithApp(<InstructionScreen paper={JEE_ADVANCED} language="en" onLanguage={() => {}} onStart={() => {}} starting={false} />);
    const section = await screen.findByRole('region', { name: 'Marking scheme' });
    expect(screen.getByText(/^8 of 54 questions · 26 marks/)).toBeInTheDocument();
    expect(within(section).getByTestId('paper-share')).toHaveTextContent(
      'This test holds 8 of the 54 questions of the original paper: questions that need a figure are left out. Its marks are those of these 8 questions.',
    );
    const [first] = within(section).getAllByTestId('marking-group');
    expect(first).toHaveTextContent('Physics, Chemistry');
    expect(first).toHaveTextContent('One correct option: +3 for a correct answer; −1 for a wrong answer; 0 if not answered');
    expect(first).toHaveTextContent(
      'More than one correct option: +4 when all the correct options, and no other, are chosen; partial marks when only correct options are chosen: +3 for three of four correct options, +2 for two of three or more, +1 for one of two or more; −2 if any wrong option is chosen; 0 if not answered',
    );
    expect(first).toHaveTextContent('Integer and numerical answer: +3 for a correct answer; no negative marks; 0 if not answered');
  });
});

describe('the question language (issue 15 Major 3)', () => {
  it('offers only the paper’s languages, saying how many questions each covers', async () => {
    renderWithApp(<InstructionScreen paper={BILINGUAL} language="hi" onLanguage={() => {}} onStart={() => {}} starting={false} />);
    expect(await screen.findByText(/Only 1 of 2 questions are written in हिन्दी; the others are shown in English\./)).toBeInTheDocument();
    await userEvent.click(screen.getAllByLabelText(/Default language of the questions/)[0]!);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['English', 'हिन्दी · 1 of 2 questions']);
  });

  it('names the test and its sections in the interface language while the questions stay in theirs', () => {
    const english = {
      ...JEE_ADVANCED,
      names: { hi: 'जेईई एडवांस्ड 2019 पेपर 1' },
      sections: JEE_ADVANCED.sections.map((s, i) => ({ ...s, names: { hi: ['भौतिकी', 'रसायन विज्ञान', 'गणित'][i]! } })),
    } as TestPaper;
    const onHindiScreen = withInterfaceNames(english, 'hi');
    expect([onHindiScreen.name, ...onHindiScreen.sections.map((s) => s.name)]).toEqual(['जेईई एडवांस्ड 2019 पेपर 1', 'भौतिकी', 'रसायन विज्ञान', 'गणित']);
    expect(onHindiScreen.sections[0]!.questions).toBe(english.sections[0]!.questions);
    expect(withInterfaceNames(english, 'en')).toBe(english);
  });

  it('says plainly when the question on screen has no version in the chosen language', async () => {
    useCbtStore
      .getState()
      .init({ sections: [{ code: 'physics', name: 'भौतिकी', questionCodes: ['q1', 'q2'] }], nextEorder: 1, clock: () => 0, sink: () => {} });
    const questions = new Map(BILINGUAL.sections[0]!.questions.map((q) => [q.code, q]));
    renderWithApp(<QuestionArea paper={BILINGUAL} questions={questions} language="hi" onLanguage={vi.fn()} onSubmit={() => {}} />);
    await screen.findByText('Question q1');
    expect(screen.queryByTestId('other-language')).not.toBeInTheDocument();
    useCbtStore.getState().next();
    expect(await screen.findByTestId('other-language')).toHaveTextContent('This question has no हिन्दी version; it is shown in English.');
  });
});
