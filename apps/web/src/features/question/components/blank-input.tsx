import { NativeSelect, Text, TextInput } from '@mantine/core';
import type { AnswerKey } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { blankIsRight } from '../utils/responses.ts';
import { ReviewMark } from './review-mark.tsx';
import classes from './question-view.module.css';

export interface BlankInputProps {
  /** The blank's number (1-based), as `{{n}}` marks it. */
  n: number;
  value: string;
  onChange: (value: string) => void;
  /** Drop-down types: the choices of this blank; otherwise a text input. */
  choices?: string[];
  disabled: boolean;
  answer?: AnswerKey;
}

/**
 * One blank inside the question text, labelled "Blank n": a short text input, or a drop-down of the
 * blank's choices. In review it is marked right or wrong, with the accepted answer when wrong.
 */
export function BlankInput({ n, value, onChange, choices, disabled, answer }: BlankInputProps) {
  const { t } = useTranslation('question');
  const label = t('view.blank', { n });
  const right = answer ? blankIsRight(answer, n - 1, value) : undefined;
  const locked = disabled || answer !== undefined;
  const expected = answer?.kind === 'blanks' ? (answer.blanks[n - 1] ?? []) : [];
  const error = right === false ? true : undefined;

  return (
    <span className={classes.blank}>
      {choices ? (
        <NativeSelect
          aria-label={label}
          className={classes.blankInput}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          disabled={locked}
          error={error}
          data={[{ value: '', label: t('view.choose') }, ...choices.map((c) => ({ value: c, label: c }))]}
        />
      ) : (
        <TextInput
          aria-label={label}
          className={classes.blankInput}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={locked}
          error={error}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
        />
      )}
      {right !== undefined && <ReviewMark state={right ? 'right' : 'wrong'} compact />}
      {right === false && (
        <Text component="span" size="sm">
          {t('review.answerIs', { answer: expected.join(' / ') })}
        </Text>
      )}
    </span>
  );
}
