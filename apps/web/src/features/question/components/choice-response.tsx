import { Loader, Radio, Stack, VisuallyHidden } from '@mantine/core';
import type { PublicQuestion } from '@abhyas/contracts';
import type { AnswerKey, Response } from '@abhyas/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenOptions, toggleOption } from '../utils/responses.ts';
import { Markdown } from './markdown.tsx';
import { ReviewMark, type ReviewState } from './review-mark.tsx';
import type { OptionProps } from './checkbox-options.tsx';
import classes from './question-view.module.css';

export interface ChoiceResponseProps {
  question: PublicQuestion;
  multiple: boolean;
  response: Response | null;
  onChange: (response: Response | null) => void;
  disabled: boolean;
  answer?: AnswerKey;
}

/**
 * The checkboxes of a multiple-choice question, fetched with the first such question (issue 25 §3:
 * a paper without one, JEE Main's, does not load them); `preloadResponseParts` fetches them ahead.
 */
export const loadCheckboxOptions = () => import('./checkbox-options.tsx');
const CheckboxOptions = lazy(() => loadCheckboxOptions().then((m) => ({ default: m.CheckboxOptions })));

/** Review state of one option: chosen and right/wrong, or a correct option not chosen. */
function optionState(code: string, chosen: string[], answer: AnswerKey | undefined): ReviewState | undefined {
  if (answer?.kind !== 'choice') return undefined;
  const inKey = answer.options.includes(code);
  if (chosen.includes(code)) return inKey ? 'right' : 'wrong';
  return inKey ? 'key' : undefined;
}

/**
 * The options of a choice question, labelled by code (A, B, C, D) with their Markdown: radios when one
 * answer is expected, checkboxes for multiple choice. In review, each chosen option is marked right
 * or wrong and correct options are shown.
 */
export function ChoiceResponse({ question, multiple, response, onChange, disabled, answer }: ChoiceResponseProps) {
  const { t } = useTranslation('question');
  const options = question.options ?? [];
  const chosen = chosenOptions(response);
  const showCode = question.type !== 'true_false';
  const legend = multiple ? t('view.chooseMany') : question.type === 'true_false' ? t('view.trueOrFalse') : t('view.chooseOne');

  const label = (code: string, body: string, html: string | undefined, state: ReviewState | undefined) => (
    <>
      {showCode && (
        <>
          <span className={classes.code}>{code}</span>
          {/* So the name is read "A: the option", not "Athe option" (issue 22 §1). */}
          <VisuallyHidden>: </VisuallyHidden>
        </>
      )}
      <Markdown text={body} html={html} inline displayMath />
      {state && (
        <span style={{ display: 'block', marginTop: 4 }}>
          <ReviewMark state={state} />
        </span>
      )}
    </>
  );
  const common = (code: string): OptionProps & { state: ReviewState | undefined } => {
    const state = optionState(code, chosen, answer);
    return {
      mod: { state },
      classNames: { root: classes.option, body: classes.optionBody, labelWrapper: classes.optionLabelWrapper, label: classes.optionLabel },
      disabled,
      size: 'md',
      state,
    };
  };

  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      {multiple ? (
        <Suspense fallback={<Loader size="sm" />}>
          <CheckboxOptions
            options={options}
            chosen={chosen}
            onToggle={(code) =>
              onChange(
                toggleOption(
                  response,
                  code,
                  options.map((x) => x.code),
                ),
              )
            }
            render={(o) => {
              const { state, ...props } = common(o.code);
              return { label: label(o.code, o.body, o.html, state), props };
            }}
          />
        </Suspense>
      ) : (
        <Radio.Group value={chosen[0] ?? null} onChange={(code) => onChange({ kind: 'choice', options: [code] })} name={`q-${question.code}`}>
          <Stack gap="xs">
            {options.map((o) => {
              const { state, ...props } = common(o.code);
              return <Radio key={o.code} value={o.code} label={label(o.code, o.body, o.html, state)} {...props} />;
            })}
          </Stack>
        </Radio.Group>
      )}
    </fieldset>
  );
}
