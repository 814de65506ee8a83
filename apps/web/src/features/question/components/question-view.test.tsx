import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicQuestion } from '@abhyas/contracts';
import type { AnswerKey, Response } from '@abhyas/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import '../test/jsdom-mathml.ts';
import { QuestionView } from './question-view.tsx';

/** A public question of `type` with the given fields. */
export function makeQuestion(type: PublicQuestion['type'], fields: Partial<PublicQuestion> = {}): PublicQuestion {
  return {
    code: `q-${type}`,
    type,
    language: 'en',
    languages: ['en'],
    subject: 'physics',
    chapter: null,
    body: 'What is $2+2$?',
    hintCount: 0,
    hasSolveWithUs: false,
    idealTimeS: 60,
    difficulty: 3,
    ...fields,
  };
}

const abcd = [
  { code: 'A', body: '$3$' },
  { code: 'B', body: '$4$' },
  { code: 'C', body: 'five' },
  { code: 'D', body: '**six**' },
];

/** Renders a controlled QuestionView; `changes` records every response it emits. */
function setup(question: PublicQuestion, opts: { review?: { answer: AnswerKey; correct?: boolean }; response?: Response | null } = {}) {
  const changes: (Response | null)[] = [];
  function Harness() {
    const [response, setResponse] = useState<Response | null>(opts.response ?? null);
    return (
      <QuestionView
        question={question}
        response={response}
        onChange={(r) => {
          changes.push(r);
          setResponse(r);
        }}
        review={opts.review}
      />
    );
  }
  const user = userEvent.setup();
  renderWithApp(<Harness />);
  return { user, changes, last: () => changes[changes.length - 1] };
}

describe('QuestionView: option maths at the size of the question text (issue 15 Major 5)', () => {
  const styles = (root: Element) => [...root.querySelectorAll('math')].map((m) => m.querySelector('mstyle')?.getAttribute('displaystyle') === 'true');

  it('sets the formulas of answer options in display style, the body in text style', async () => {
    const options = [
      { code: 'A', body: '$\\frac{4 P\\left(T(t)-T_{0}\\right)^{3}}{\\beta^{4} T_{0}^{4}}$' },
      { code: 'B', body: '$\\frac{4 P\\left(T(t)-T_{0}\\right)^{4}}{\\beta^{4} T_{0}^{5}}$' },
    ];
    setup(makeQuestion('single_choice', { body: 'The heat capacity is $\\frac{dQ}{dT}$:', options }));
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    for (const radio of radios) expect(styles(radio.closest('.mantine-Radio-root')!)).toEqual([true]);
    expect(styles(screen.getByText(/The heat capacity is/))).toEqual([false]);
  });

  it('does the same for sequencing items', async () => {
    setup(
      makeQuestion('sequencing', {
        items: [
          { code: 'P', body: '$\\frac{1}{2}$' },
          { code: 'Q', body: '$\\frac{1}{3}$' },
        ],
      }),
    );
    const list = await screen.findByRole('list');
    expect(styles(list)).toEqual([true, true]);
  });

  it('and for the rows of a matching question', async () => {
    setup(
      makeQuestion('match_the_following', {
        rows: [
          { code: 'P', body: '$\\frac{1}{2}$' },
          { code: 'Q', body: '$x^{\\frac{1}{3}}$' },
        ],
        columns: [
          { code: '1', body: 'half' },
          { code: '2', body: 'cube root' },
        ],
      }),
    );
    const [rowsList] = await screen.findAllByRole('list');
    expect(styles(rowsList!)).toEqual([true, true]);
  });
});

describe('QuestionView: choice types', () => {
  it.each(['single_choice', 'assertion_reason', 'matrix_single_choice', 'matrix_match_single_choice'] as const)(
    '%s: radios labelled A–D with their Markdown; choosing one gives a choice response',
    async (type) => {
      const { user, last } = setup(makeQuestion(type, { options: abcd }));
      const group = await screen.findByRole('group', { name: 'Choose one answer' });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(4);
      expect(within(group).getByRole('radio', { name: /^D:\s*six/ })).toBeInTheDocument();
      await user.click(within(group).getByRole('radio', { name: /^B/ }));
      expect(last()).toEqual({ kind: 'choice', options: ['B'] });
      await user.click(within(group).getByRole('radio', { name: /^C/ }));
      expect(last()).toEqual({ kind: 'choice', options: ['C'] });
      expect(within(group).getByRole('radio', { name: /^B/ })).not.toBeChecked();
    },
  );

  it('renders the option formulas with KaTeX', async () => {
    setup(makeQuestion('single_choice', { options: abcd }));
    const radio = await screen.findByRole('radio', { name: /^A/ });
    const label = document.querySelector(`label[for="${radio.id}"]`)!;
    expect(label.querySelector('.katex')).not.toBeNull();
  });

  it('multiple_choice: checkboxes; toggling keeps option order, clearing all gives null', async () => {
    const { user, last } = setup(makeQuestion('multiple_choice', { options: abcd }));
    await screen.findByRole('group', { name: 'Choose one or more answers' });
    // The checkboxes are fetched with the first multiple-choice question.
    await user.click(await screen.findByRole('checkbox', { name: /^D/ }));
    await user.click(screen.getByRole('checkbox', { name: /^A/ }));
    expect(last()).toEqual({ kind: 'choice', options: ['A', 'D'] });
    await user.click(screen.getByRole('checkbox', { name: /^D/ }));
    expect(last()).toEqual({ kind: 'choice', options: ['A'] });
    await user.click(screen.getByRole('checkbox', { name: /^A/ }));
    expect(last()).toBeNull();
  });

  it('true_false: two radios', async () => {
    const { user, last } = setup(
      makeQuestion('true_false', {
        options: [
          { code: 'T', body: 'True' },
          { code: 'F', body: 'False' },
        ],
      }),
    );
    const group = await screen.findByRole('group', { name: 'True or false?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(group).getByRole('radio', { name: 'False' }));
    expect(last()).toEqual({ kind: 'choice', options: ['F'] });
  });

  it('linked_comprehension: the passage in a bordered box above, then the options', async () => {
    const { user, last } = setup(makeQuestion('linked_comprehension', { passage: 'A block of mass $m$ slides.', options: abcd }));
    const passage = await screen.findByRole('region', { name: 'Passage' });
    expect(passage).toHaveTextContent('A block of mass');
    expect(passage.compareDocumentPosition(screen.getByRole('group', { name: 'Choose one answer' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^A/ }));
    expect(last()).toEqual({ kind: 'choice', options: ['A'] });
  });

  it('linked_comprehension without options takes a number', async () => {
    const { user, last } = setup(makeQuestion('linked_comprehension', { passage: 'Text.' }));
    await user.type(await screen.findByRole('textbox', { name: /a number/ }), '1.5');
    expect(last()).toEqual({ kind: 'text', value: '1.5' });
  });

  it('review: marks the chosen wrong option and shows the correct one, in words as well as colour', async () => {
    setup(makeQuestion('single_choice', { options: abcd }), {
      response: { kind: 'choice', options: ['A'] },
      review: { answer: { kind: 'choice', options: ['B'] }, correct: false },
    });
    const a = await screen.findByRole('radio', { name: /^A.*Your answer: incorrect/ });
    expect(a).toBeChecked();
    expect(a).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^B.*Correct answer/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^C/ }).closest('[data-state]')).toBeNull();
  });

  it('review: a right multiple-choice pick is marked correct', async () => {
    setup(makeQuestion('multiple_choice', { options: abcd }), {
      response: { kind: 'choice', options: ['A', 'C'] },
      review: { answer: { kind: 'choice', options: ['A', 'B'] }, correct: false },
    });
    expect(await screen.findByRole('checkbox', { name: /^A.*Your answer: correct/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^B.*Correct answer/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^C.*Your answer: incorrect/ })).toBeChecked();
  });
});

describe('QuestionView: typed answers', () => {
  it('integer: a numeric input that keeps digits and a leading minus only', async () => {
    const { user, last } = setup(makeQuestion('integer'));
    const input = await screen.findByRole('textbox', { name: /whole number/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '-1a2.5e');
    expect(input).toHaveValue('-125');
    expect(last()).toEqual({ kind: 'text', value: '-125' });
    await user.clear(input);
    expect(last()).toBeNull();
  });

  it.each(['subjective_numerical', 'numerical_operations'] as const)('%s: a decimal input', async (type) => {
    const { user, last } = setup(makeQuestion(type));
    const input = await screen.findByRole('textbox', { name: /a number/ });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '2.5.1x');
    expect(last()).toEqual({ kind: 'text', value: '2.51' });
  });

  it('subjective_answer: a text area', async () => {
    const { user, last } = setup(makeQuestion('subjective_answer', { body: 'Explain inertia.' }));
    const area = await screen.findByRole('textbox', { name: /your answer/i });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'It resists change.');
    expect(last()).toEqual({ kind: 'text', value: 'It resists change.' });
  });

  it('review: a wrong integer is marked and the key shown', async () => {
    setup(makeQuestion('integer'), { response: { kind: 'text', value: '7' }, review: { answer: { kind: 'integer', value: 4 }, correct: false } });
    expect(await screen.findByText('Your answer: incorrect')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: 4')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /whole number/ })).toHaveAttribute('readonly');
  });

  it('review: a right numerical answer and a range key', async () => {
    setup(makeQuestion('subjective_numerical'), {
      response: { kind: 'text', value: '0.55' },
      review: { answer: { kind: 'numeric', accept: { min: 0.5, max: 0.6 } }, correct: true },
    });
    expect(await screen.findByText('Your answer: correct')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: between 0.5 and 0.6')).toBeInTheDocument();
  });

  it('review: a subjective answer shows the model answer', async () => {
    setup(makeQuestion('subjective_answer'), {
      response: { kind: 'text', value: 'x' },
      review: { answer: { kind: 'subjective', modelAnswer: 'Mass resists **acceleration**.' } },
    });
    expect(await screen.findByText('Model answer')).toBeInTheDocument();
    expect(screen.getByText('acceleration').tagName).toBe('STRONG');
  });
});

describe('QuestionView: blanks and drop-downs', () => {
  const body = 'The capital of India is {{1}} and of Karnataka is {{2}}.';

  it('fill_in_the_blanks: inline inputs where the body marks them; typing in blank 2 fills values[1]', async () => {
    const { user, last } = setup(makeQuestion('fill_in_the_blanks', { body }));
    const second = await screen.findByRole('textbox', { name: 'Blank 2' });
    expect(screen.getByRole('textbox', { name: 'Blank 1' })).toBeInTheDocument();
    expect(second.closest('p')).toHaveTextContent(/capital of India is\s*and of Karnataka is/);
    await user.type(second, 'x');
    expect(last()).toEqual({ kind: 'blanks', values: ['', 'x'] });
    await user.type(screen.getByRole('textbox', { name: 'Blank 1' }), 'Delhi');
    expect(last()).toEqual({ kind: 'blanks', values: ['Delhi', 'x'] });
  });

  it('fill_in_the_blank: one blank', async () => {
    const { user, last } = setup(makeQuestion('fill_in_the_blank', { body: 'Water boils at {{1}} °C.' }));
    await user.type(await screen.findByRole('textbox', { name: 'Blank 1' }), '100');
    expect(last()).toEqual({ kind: 'blanks', values: ['100'] });
  });

  it.each(['single_dropdown', 'multiple_dropdown'] as const)('%s: inline selects with the blank’s choices', async (type) => {
    const { user, last } = setup(
      makeQuestion(type, {
        body,
        blankOptions: [
          ['Mumbai', 'New Delhi'],
          ['Bengaluru', 'Mysuru'],
        ],
      }),
    );
    const second = await screen.findByRole('combobox', { name: 'Blank 2' });
    expect(
      within(second)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Bengaluru', 'Mysuru']);
    await user.selectOptions(second, 'Mysuru');
    expect(last()).toEqual({ kind: 'blanks', values: ['', 'Mysuru'] });
  });

  it('review: each blank is marked, with the accepted answer when wrong', async () => {
    setup(makeQuestion('fill_in_the_blanks', { body }), {
      response: { kind: 'blanks', values: [' new delhi ', 'Mysuru'] },
      review: { answer: { kind: 'blanks', blanks: [['New Delhi'], ['Bengaluru', 'Bangalore']] }, correct: false },
    });
    const first = (await screen.findByRole('textbox', { name: 'Blank 1' })).closest('span')!;
    expect(within(first as HTMLElement).getByText('Correct')).toBeInTheDocument();
    const second = screen.getByRole('textbox', { name: 'Blank 2' }).closest('span')!;
    expect(within(second as HTMLElement).getByText('Incorrect')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Correct answer: Bengaluru / Bangalore')).toBeInTheDocument();
  });
});

const lists = {
  rows: [
    { code: 'P', body: 'Speed' },
    { code: 'Q', body: 'Force' },
  ],
  columns: [
    { code: '1', body: 'm/s' },
    { code: '2', body: 'N' },
    { code: '3', body: '$\\mathrm{kg\\,m\\,s^{-2}}$' },
  ],
};

describe('QuestionView: grids', () => {
  it('match_the_following: one radio per row; choosing gives row → [column]', async () => {
    const { user, last } = setup(makeQuestion('match_the_following', lists));
    const group = await screen.findByRole('group', { name: /with one item in column II/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(group).getByRole('radio', { name: 'P matches 1' }));
    await user.click(within(group).getByRole('radio', { name: 'Q matches 3' }));
    await user.click(within(group).getByRole('radio', { name: 'Q matches 2' }));
    expect(last()).toEqual({ kind: 'matrix', pairs: { P: ['1'], Q: ['2'] } });
    expect(within(group).getByRole('radio', { name: 'P matches 1' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Q matches 3' })).not.toBeChecked();
  });

  it('matrix: checkboxes, several columns per row', async () => {
    const { user, last } = setup(makeQuestion('matrix', lists));
    await screen.findByRole('group', { name: /one or more items in column II/ });
    await user.click(screen.getByRole('checkbox', { name: 'Q matches 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Q matches 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'P matches 1' }));
    expect(last()).toEqual({ kind: 'matrix', pairs: { Q: ['2', '3'], P: ['1'] } });
    await user.click(screen.getByRole('checkbox', { name: 'P matches 1' }));
    expect(last()).toEqual({ kind: 'matrix', pairs: { Q: ['2', '3'] } });
  });

  it('review: each row is marked right or wrong with the key', async () => {
    setup(makeQuestion('matrix', lists), {
      response: { kind: 'matrix', pairs: { P: ['1'], Q: ['2'] } },
      review: { answer: { kind: 'matrix', pairs: { P: ['1'], Q: ['2', '3'] } }, correct: false },
    });
    const rows = await screen.findByRole('list', { name: 'Your answer, row by row' });
    const [p, q] = within(rows).getAllByRole('listitem');
    expect(p).toHaveTextContent('Your answer: correct');
    expect(q).toHaveTextContent('Your answer: incorrect');
    expect(q).toHaveTextContent('Correct answer: 2, 3');
  });
});

describe('QuestionView: sequencing', () => {
  const items = [
    { code: 'A', body: 'Sow' },
    { code: 'B', body: 'Water' },
    { code: 'C', body: 'Harvest' },
  ];

  it('shows the items as given and reorders them with Move up / Move down', async () => {
    const { user, last } = setup(makeQuestion('sequencing', { items }));
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Sow'), expect.stringContaining('Water'), expect.stringContaining('Harvest')]);
    expect(screen.getByRole('button', { name: 'Move A up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move C up' }));
    expect(last()).toEqual({ kind: 'sequence', order: ['A', 'C', 'B'] });
    await user.click(screen.getByRole('button', { name: 'Move A down' }));
    expect(last()).toEqual({ kind: 'sequence', order: ['C', 'A', 'B'] });
    expect(screen.getByRole('status')).toHaveTextContent('A moved to position 2 of 3.');
  });

  it('works from the keyboard', async () => {
    const { user, last } = setup(makeQuestion('sequencing', { items }));
    (await screen.findByRole('button', { name: 'Move B down' })).focus();
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ kind: 'sequence', order: ['A', 'C', 'B'] });
  });

  it('review: marks each position and lists the correct order', async () => {
    setup(makeQuestion('sequencing', { items }), {
      response: { kind: 'sequence', order: ['A', 'C', 'B'] },
      review: { answer: { kind: 'sequence', order: ['A', 'B', 'C'] }, correct: false },
    });
    const lis = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(lis[0]).toHaveTextContent('Correct');
    expect(lis[1]).toHaveTextContent('Incorrect');
    expect(screen.getByText('A → B → C')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
  });
});

describe('QuestionView: body', () => {
  it('renders the body’s tabular as a table', async () => {
    setup(
      makeQuestion('matrix_match_single_choice', {
        body: '\\begin{tabular}{|l|l|} \\hline \\textbf{List-I} & \\textbf{List-II} \\\\ \\hline (P) a & (1) b \\\\ \\hline \\end{tabular}',
        options: abcd,
      }),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'List-I' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '(P) a' })).toBeInTheDocument();
  });

  it('disabled locks the inputs', async () => {
    const onChange = vi.fn();
    renderWithApp(<QuestionView question={makeQuestion('single_choice', { options: abcd })} response={null} onChange={onChange} disabled />);
    expect(await screen.findByRole('radio', { name: /^A/ })).toBeDisabled();
  });
});
