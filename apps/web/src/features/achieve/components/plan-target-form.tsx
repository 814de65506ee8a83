import { Button, Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AchieveForm, AchieveQuestion, AchieveTargetBody } from '@abhyas/contracts';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, useLocale } from '../../auth/index.ts';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { initialValues, targetBody, targetFormSchema, visibleQuestions, type TargetFormValues } from '../utils/target-form-schema.ts';

export interface PlanTargetFormProps {
  form: AchieveForm;
  submitting: boolean;
  /** A translated server error, or null. */
  error: string | null;
  onSubmit(body: AchieveTargetBody): void;
}

/** A date written YYYY-MM-DD in the interface language (e.g. "28 Nov 2026"). */
export function formatDate(iso: string, locale: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-IN' : locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The plan-your-target questionnaire (learning.md §3 Achieve entities, issue 18 §1) as a form:
 * a radio group per single_select, a number field per number (range and step from the server),
 * a native date field (from tomorrow), a text field. Checked with the questions' zod schema as
 * the student leaves a field and on submit; submits the contract's PUT body.
 */
export function PlanTargetForm({ form, submitting, error, onSubmit }: PlanTargetFormProps) {
  const { t } = useTranslation('achieve');
  const locale = useLocale();
  const schema = useMemo(() => targetFormSchema(form.questions), [form.questions]);
  const { control, handleSubmit } = useForm<TargetFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(form.questions),
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as TargetFormValues;
  const shown = visibleQuestions(form.questions, values);

  /** The translated message of a field error key, with the question's limits. */
  const message = (q: AchieveQuestion, key: string | undefined) =>
    key
      ? t(key, {
          min: q.question_type === 'date' ? formatDate(String(q.min), locale) : q.min,
          max: q.question_type === 'date' ? formatDate(String(q.max), locale) : q.max,
          step: q.step_size,
        })
      : undefined;

  const hint = (q: AchieveQuestion) => {
    if (q.question_id === 'target_score') return t('hints.score', { max: q.max });
    if (q.question_type === 'number') return t(`hints.${q.question_id}`, { min: q.min, max: q.max });
    if (q.question_type === 'date') return t('hints.exam_date', { min: formatDate(String(q.min), locale), max: formatDate(String(q.max), locale) });
    if (q.question_type === 'text') return t('hints.journey_name', { max: q.max });
    return undefined;
  };

  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(targetBody(form, v)))}>
      <Stack gap="lg">
        {shown.map((q) => (
          <Controller
            key={q.question_id}
            name={q.question_id}
            control={control}
            render={({ field, fieldState }) => {
              const label = t(q.text_key);
              const err = message(q, fieldState.error?.message);
              if (q.question_type === 'single_select') {
                return (
                  <Radio.Group label={label} withAsterisk value={field.value ?? ''} onChange={field.onChange} error={err} name={q.question_id}>
                    <Group gap="lg" mt="xs">
                      {(q.options ?? []).map((o) => (
                        <Radio key={o.choice_id} value={o.choice_id} label={t(o.text_key)} onBlur={field.onBlur} />
                      ))}
                    </Group>
                  </Radio.Group>
                );
              }
              if (q.question_type === 'number') {
                const step = q.step_size ?? 1;
                return (
                  <NumberInput
                    label={label}
                    withAsterisk
                    description={hint(q)}
                    error={err}
                    min={Number(q.min)}
                    max={Number(q.max)}
                    step={step}
                    allowDecimal={step < 1}
                    decimalScale={step < 1 ? 2 : 0}
                    allowNegative={false}
                    clampBehavior="none"
                    inputMode={step < 1 ? 'decimal' : 'numeric'}
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(String(v))}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                    maw={280}
                  />
                );
              }
              return (
                <TextInput
                  label={label}
                  withAsterisk
                  description={hint(q)}
                  error={err}
                  type={q.question_type === 'date' ? 'date' : 'text'}
                  {...(q.question_type === 'date'
                    ? { min: String(q.min), max: String(q.max), maw: 280 }
                    : { maxLength: Number(q.max), placeholder: t('placeholders.journey_name') })}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.currentTarget.value)}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              );
            }}
          />
        ))}
        <FormErrorAlert message={error} />
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {t('form.save')}
          </Button>
          <Button component={InternalLink} href="/achieve/landing" variant="subtle">
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
