import { Loader, Paper, Stack, Text } from '@mantine/core';
import type { PublicQuestion } from '@abhyas/contracts';
import type { AnswerKey, Response } from '@abhyas/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { blankCount, blankValues, responseAreaOf, setBlank } from '../utils/responses.ts';
import { BlankInput } from './blank-input.tsx';
import { ChoiceResponse, loadCheckboxOptions } from './choice-response.tsx';
import { Markdown } from './markdown.tsx';
import { TypedResponse } from './typed-response.tsx';

// The inputs of the rarer types (match, matrix, sequence; a multiple choice's checkboxes) are
// fetched with the first question that needs them, not with every question screen (issue 25 §3).
const loadMatrix = () => import('./matrix-response.tsx');
const loadSequence = () => import('./sequence-response.tsx');
const MatrixResponse = lazy(() => loadMatrix().then((m) => ({ default: m.MatrixResponse })));
const SequenceResponse = lazy(() => loadSequence().then((m) => ({ default: m.SequenceResponse })));

/**
 * Fetches the inputs that `questions` need beyond the first chunk's (a test calls it when its paper
 * arrives, so every question of the paper can show offline). Failures are ignored: the question
 * fetches again when shown.
 */
export function preloadResponseParts(questions: Iterable<Pick<PublicQuestion, 'type' | 'options'>>): void {
  const areas = new Set<string>();
  for (const q of questions) areas.add(responseAreaOf(q));
  const loads: Promise<unknown>[] = [];
  if (areas.has('multiple')) loads.push(loadCheckboxOptions());
  if (areas.has('match') || areas.has('matrix')) loads.push(loadMatrix());
  if (areas.has('sequence')) loads.push(loadSequence());
  for (const load of loads) load.catch(() => {});
}

export interface QuestionViewProps {
  question: PublicQuestion;
  /** The student's response so far; null when unanswered. */
  response: Response | null;
  /** Called with the new response on every change (null when the student clears it). */
  onChange: (response: Response | null) => void;
  disabled?: boolean;
  /** Review mode: the key (and the overall verdict) from the check; inputs are locked. */
  review?: { answer: AnswerKey; correct?: boolean };
}

/**
 * One question of any of the 18 types (learning.md §3): the passage of a linked-comprehension
 * question in a bordered box, the body (with inline inputs or drop-downs where it marks `{{n}}`),
 * then the response area its type takes. Every change produces a domain `Response`. With `review`,
 * the student's answer is marked right or wrong and the correct answer shown.
 */
export function QuestionView({ question, response, onChange, disabled = false, review }: QuestionViewProps) {
  const { t } = useTranslation('question');
  const area = responseAreaOf(question);
  const locked = disabled || review !== undefined;
  const answer = review?.answer;
  const blanks = area === 'blanks' || area === 'dropdowns' ? blankCount(question.body) : 0;
  const values = blankValues(response, blanks);

  const renderBlank =
    blanks > 0
      ? (n: number) => (
          <BlankInput
            n={n}
            value={values[n - 1] ?? ''}
            onChange={(value) => onChange(setBlank(response, blanks, n, value))}
            choices={area === 'dropdowns' ? (question.blankOptions?.[n - 1] ?? []) : undefined}
            disabled={locked}
            answer={answer}
          />
        )
      : undefined;

  return (
    <Stack gap="lg">
      {question.passage && (
        <Paper withBorder p="md" radius="md" component="section" aria-label={t('view.passage')}>
          <Text fw={700} mb="xs">
            {t('view.passage')}
          </Text>
          <Markdown text={question.passage} html={question.html?.passage} />
        </Paper>
      )}
      <Markdown text={question.body} html={question.html?.body} renderBlank={renderBlank} />
      {(area === 'single' || area === 'multiple') && (
        <ChoiceResponse question={question} multiple={area === 'multiple'} response={response} onChange={onChange} disabled={locked} answer={answer} />
      )}
      {(area === 'integer' || area === 'decimal' || area === 'text') && (
        <TypedResponse area={area} response={response} onChange={onChange} disabled={locked} review={review} />
      )}
      {(area === 'match' || area === 'matrix') && (
        <Suspense fallback={<Loader size="sm" />}>
          <MatrixResponse question={question} single={area === 'match'} response={response} onChange={onChange} disabled={locked} answer={answer} />
        </Suspense>
      )}
      {area === 'sequence' && (
        <Suspense fallback={<Loader size="sm" />}>
          <SequenceResponse question={question} response={response} onChange={onChange} disabled={locked} answer={answer} />
        </Suspense>
      )}
    </Stack>
  );
}
