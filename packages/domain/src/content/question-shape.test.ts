import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.ts';
import { blankNumbers, keyResponse, localizeQuestion, questionShapeErrors, responseKindOf, texFormulas } from './question-shape.ts';
import type { Question } from './question-types.ts';

const base = { code: 'q', language: 'en', hints: [], solution: 'because', idealTimeS: 60, difficulty: 3 };
const abcd = ['A', 'B', 'C', 'D'].map((code) => ({ code, body: `option ${code}` }));
const q = (over: Partial<Question>): Question =>
  ({ ...base, type: 'single_choice', body: 'Pick one', options: abcd, answer: { kind: 'choice', options: ['B'] }, ...over }) as Question;
const messages = (question: Question) => questionShapeErrors(question).map((e) => `${e.path.join('.')}: ${e.message}`);

describe('question shape rules', () => {
  it('accepts a well-formed question of every family', () => {
    const good: Question[] = [
      q({}),
      q({ type: 'multiple_choice', answer: { kind: 'choice', options: ['A', 'C'] } }),
      q({ type: 'true_false', options: abcd.slice(0, 2), answer: { kind: 'choice', options: ['A'] } }),
      q({ type: 'assertion_reason' }),
      q({ type: 'integer', options: undefined, answer: { kind: 'integer', value: 12 } }),
      q({ type: 'numerical_operations', options: undefined, answer: { kind: 'numeric', accept: { value: 2.5 } } }),
      q({ type: 'subjective_numerical', options: undefined, answer: { kind: 'numeric', accept: { min: 1, max: 2 } } }),
      q({ type: 'fill_in_the_blanks', options: undefined, body: 'A {{1}} and a {{2}}', answer: { kind: 'blanks', blanks: [['x'], ['y', 'why']] } }),
      q({ type: 'single_dropdown', options: undefined, body: 'Pick {{1}}', blankOptions: [['red', 'blue']], answer: { kind: 'blanks', blanks: [['blue']] } }),
      q({
        type: 'match_the_following',
        options: undefined,
        rows: [
          { code: 'P', body: 'p' },
          { code: 'Q', body: 'q' },
        ],
        columns: [
          { code: '1', body: 'one' },
          { code: '2', body: 'two' },
        ],
        answer: { kind: 'matrix', pairs: { P: ['2'], Q: ['1'] } },
      }),
      q({
        type: 'sequencing',
        options: undefined,
        items: ['A', 'B', 'C'].map((code) => ({ code, body: code })),
        answer: { kind: 'sequence', order: ['C', 'A', 'B'] },
      }),
      q({ type: 'linked_comprehension', passage: 'A story.', answer: { kind: 'integer', value: 3 }, options: undefined }),
      q({ type: 'subjective_answer', options: undefined, answer: { kind: 'subjective', modelAnswer: 'An essay.' } }),
    ];
    for (const question of good) expect({ type: question.type, errors: messages(question) }).toEqual({ type: question.type, errors: [] });
  });

  it('names the key kind a type takes', () => {
    expect(messages(q({ type: 'integer', answer: { kind: 'choice', options: ['A'] } }))).toEqual([
      "answer.kind: an integer question takes an integer answer key, not 'choice'",
    ]);
    expect(messages(q({ answer: { kind: 'integer', value: 1 } }))).toEqual(["answer.kind: a single_choice question takes a choice answer key, not 'integer'"]);
  });

  it('checks options against the key and the single-answer types', () => {
    expect(messages(q({ answer: { kind: 'choice', options: ['E'] } }))).toContain(
      "answer.options.0: the key names option 'E', which the question does not have (options: A, B, C, D)",
    );
    expect(messages(q({ answer: { kind: 'choice', options: ['A', 'B'] } }))).toContain(
      'answer.options: a single_choice question has exactly one correct option',
    );
    expect(messages(q({ type: 'true_false' }))).toContain('options: a true_false question has exactly two options (true, false)');
    expect(messages(q({ type: 'assertion_reason', options: abcd.slice(0, 3) }))).toContain(
      'options: an assertion_reason question has the four standard options',
    );
    expect(messages(q({ options: [abcd[0]!, abcd[0]!], answer: { kind: 'choice', options: ['A'] } }))).toContain("options: option code 'A' appears twice");
  });

  it('checks blanks, drop-down choices and numerical keys', () => {
    expect(messages(q({ type: 'fill_in_the_blank', body: 'No blank here', answer: { kind: 'blanks', blanks: [['x']] } }))).toEqual([
      'body: the body must mark the blanks {{1}}…{{1}} in order, once each (found: none)',
    ]);
    expect(messages(q({ type: 'fill_in_the_blank', body: '{{1}} {{2}}', answer: { kind: 'blanks', blanks: [['x'], ['y']] } }))).toContain(
      'answer.blanks: a fill_in_the_blank question has exactly one blank',
    );
    expect(messages(q({ type: 'single_dropdown', body: '{{1}}', blankOptions: [['red', 'blue']], answer: { kind: 'blanks', blanks: [['green']] } }))).toContain(
      "answer.blanks.0: 'green' is not one of the drop-down's choices",
    );
    expect(messages(q({ type: 'multiple_dropdown', body: '{{1}}', answer: { kind: 'blanks', blanks: [['x']] } }))).toContain(
      'blankOptions: a multiple_dropdown question lists the choices of each of its 1 blank(s)',
    );
    expect(messages(q({ type: 'numerical_operations', answer: { kind: 'numeric', accept: { min: 3, max: 1 } } }))).toContain(
      'answer.accept: a numerical range needs finite min ≤ max',
    );
    expect(messages(q({ type: 'numerical_operations', answer: { kind: 'numeric', accept: { value: 1, tolerance: -1 } } }))).toContain(
      'answer.accept.tolerance: the tolerance cannot be negative',
    );
  });

  it('checks matrices, sequencing, passages and translations', () => {
    const rows = [
      { code: 'P', body: 'p' },
      { code: 'Q', body: 'q' },
    ];
    const columns = [
      { code: '1', body: 'one' },
      { code: '2', body: 'two' },
    ];
    expect(messages(q({ type: 'match_the_following', rows, columns, answer: { kind: 'matrix', pairs: { P: ['1', '2'], Q: ['3'] } } }))).toEqual([
      'answer.pairs.P: match the following pairs each row with exactly one column',
      "answer.pairs.Q: column '3' is not a column of the question",
    ]);
    expect(messages(q({ type: 'matrix', rows, columns, answer: { kind: 'matrix', pairs: { P: ['1'] } } }))).toContain(
      "answer.pairs: the key does not pair row 'Q'",
    );
    expect(messages(q({ type: 'sequencing', items: rows, answer: { kind: 'sequence', order: ['P', 'P'] } }))).toContain(
      'answer.order: the key must order every item exactly once',
    );
    expect(messages(q({ type: 'linked_comprehension' }))).toContain('passage: a linked_comprehension question needs the passage it is linked to');
    expect(messages(q({ translations: { hi: { body: 'एक चुनिए', options: abcd.slice(0, 3) } } }))).toContain(
      'translations.hi.options: the hi options must have the same codes, in the same order, as the original',
    );
    expect(messages(q({ hints: [{ body: 'h' }], translations: { hi: { body: 'एक चुनिए', hints: [] } } }))).toContain(
      'translations.hi.hints: the hi hints must be as many as the original',
    );
  });
});

describe('reading a question', () => {
  it('finds blanks and formulas, with escaped dollars left alone', () => {
    expect(blankNumbers('a {{1}} b {{2}} c {{1}}')).toEqual([1, 2, 1]);
    expect(texFormulas('Costs \\$5; $x^2$ and $$\\frac{1}{2}$$')).toEqual(['x^2', '\\frac{1}{2}']);
  });

  it('gives a key response that the checker accepts, and the response kind each type takes', () => {
    const items = ['A', 'B'].map((code) => ({ code, body: code }));
    for (const question of [
      q({}),
      q({ type: 'integer', answer: { kind: 'integer', value: -4 } }),
      q({ type: 'numerical_operations', answer: { kind: 'numeric', accept: { min: 1.5, max: 2.5 } } }),
      q({ type: 'fill_in_the_blank', body: '{{1}}', answer: { kind: 'blanks', blanks: [['Prime']] } }),
      q({ type: 'sequencing', items, answer: { kind: 'sequence', order: ['B', 'A'] } }),
    ]) {
      expect(checkAnswer(question, keyResponse(question)).correct).toBe(true);
    }
    expect(keyResponse(q({ type: 'subjective_answer', answer: { kind: 'subjective', modelAnswer: 'x' } }))).toBeNull();
    expect(responseKindOf(q({}))).toBe('choice');
    expect(responseKindOf(q({ answer: { kind: 'numeric', accept: { value: 1 } } }))).toBe('text');
    expect(responseKindOf(q({ answer: { kind: 'sequence', order: [] } }))).toBe('sequence');
  });

  it('localises field by field and keeps codes and the key', () => {
    const question = q({ hints: [{ body: 'hint' }], translations: { hi: { body: 'एक चुनिए', options: abcd.map((o) => ({ ...o, body: `विकल्प ${o.code}` })) } } });
    const hi = localizeQuestion(question, 'hi');
    expect(hi).toMatchObject({ language: 'hi', body: 'एक चुनिए', hints: [{ body: 'hint' }], answer: { kind: 'choice', options: ['B'] } });
    expect(hi.options?.[1]).toEqual({ code: 'B', body: 'विकल्प B' });
    expect(localizeQuestion(question, 'ta')).toBe(question);
  });

  it('keeps every solve-with-us check in a translation that left its checks out', () => {
    const check = { options: abcd.slice(0, 2), answer: 'A' };
    const hiCheck = { options: abcd.slice(0, 2).map((o) => ({ ...o, body: `हिं ${o.code}` })), answer: 'A' };
    const question = q({
      solveWithUs: [{ body: 'one', check }, { body: 'two' }, { body: 'three', check }],
      translations: { hi: { body: 'एक', solveWithUs: [{ body: 'पहला' }, { body: 'दूसरा' }, { body: 'तीसरा', check: hiCheck }] } },
    });
    const steps = localizeQuestion(question, 'hi').solveWithUs!;
    expect(steps.map((s) => s.body)).toEqual(['पहला', 'दूसरा', 'तीसरा']);
    expect(steps.map((s) => s.check)).toEqual([check, undefined, hiCheck]);
  });
});
