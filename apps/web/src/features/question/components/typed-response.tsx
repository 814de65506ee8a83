import { InputBase, Stack, Text, TextInput } from '@mantine/core';
import type { AnswerKey, Response } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { decimalText, integerText, textOf, textResponse } from '../utils/responses.ts';
import { Markdown } from './markdown.tsx';
import { ReviewMark } from './review-mark.tsx';

export interface TypedResponseProps {
  area: 'integer' | 'decimal' | 'text';
  response: Response | null;
  onChange: (response: Response | null) => void;
  disabled: boolean;
  review?: { answer: AnswerKey; correct?: boolean };
}

/** The key as words: `5`, `2.5 (± 0.01)`, `between 0.5 and 0.6`; null for other keys. */
function keyText(answer: AnswerKey, t: (key: string, values?: Record<string, unknown>) => string): string | null {
  if (answer.kind === 'integer') return String(answer.value);
  if (answer.kind !== 'numeric') return null;
  const a = answer.accept;
  if ('min' in a) return t('review.range', { min: String(a.min), max: String(a.max) });
  return a.tolerance ? t('review.tolerance', { value: String(a.value), tolerance: String(a.tolerance) }) : String(a.value);
}

/**
 * A typed answer: an integer (digits and a leading minus only, numeric keypad), a decimal number, or
 * free text for subjective answers. In review, the student's answer is marked and the key (or the
 * model answer) shown.
 */
export function TypedResponse({ area, response, onChange, disabled, review }: TypedResponseProps) {
  const { t } = useTranslation('question');
  const value = textOf(response);
  const locked = disabled || review !== undefined;
  const verdict = review && value !== '' && review.correct !== undefined && area !== 'text' ? <ReviewMark state={review.correct ? 'right' : 'wrong'} /> : null;
  const expected = review ? keyText(review.answer, (k, v) => t(k, v)) : null;

  return (
    <Stack gap="xs">
      {area === 'text' ? (
        // InputBase as a textarea: Mantine's Textarea adds only autosize, not used here (issue 25 §3).
        <InputBase
          component="textarea"
          multiline
          label={t('view.textLabel')}
          description={t('view.textHint')}
          value={value}
          onChange={(e) => onChange(textResponse(e.currentTarget.value))}
          readOnly={locked}
          rows={5}
          styles={{ input: { resize: 'vertical' } }}
          maxLength={5000}
        />
      ) : (
        <TextInput
          label={area === 'integer' ? t('view.integerLabel') : t('view.decimalLabel')}
          description={area === 'integer' ? t('view.integerHint') : t('view.decimalHint')}
          inputMode={area === 'integer' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(textResponse(area === 'integer' ? integerText(e.currentTarget.value) : decimalText(e.currentTarget.value)))}
          readOnly={locked}
          maw={280}
          size="md"
          maxLength={40}
        />
      )}
      {verdict}
      {expected !== null && <Text fw={600}>{t('review.answerIs', { answer: expected })}</Text>}
      {review?.answer.kind === 'subjective' && (
        <Stack gap={4}>
          <Text fw={700}>{t('review.modelAnswer')}</Text>
          <Markdown text={review.answer.modelAnswer} />
        </Stack>
      )}
    </Stack>
  );
}
