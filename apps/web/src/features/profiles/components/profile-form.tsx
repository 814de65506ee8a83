import { Alert, Button, ColorSwatch, Group, Loader, Radio, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AVATAR_COLOURS, GOAL_TYPES, LANGUAGES, VIDEO_QUALITIES } from '@abhyas/domain';
import type { ExamEntry } from '@abhyas/contracts';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../auth/index.ts';
import { useLocale } from '../../auth/index.ts';
import { useGoalsExams } from '../api/goals-exams.ts';
import { findExam, languageFor, profileFormSchema, type ProfileFormValues } from '../utils/profile-form-schema.ts';
import { TransliteratedInput } from '../../../components/ui/transliterated-input.tsx';
import { AVATAR_PALETTE } from './profile-avatar.tsx';
import { SchoolFields } from './school-fields.tsx';

export interface ProfileFormProps {
  initial: ProfileFormValues;
  submitting: boolean;
  /** A translated server error, or null. */
  error: string | null;
  submitLabel: string;
  onSubmit(values: ProfileFormValues): void;
  /** Hide the language field (onboarding chose it already). */
  hideLanguage?: boolean;
}

function examLabel(exam: ExamEntry, k12: boolean, t: (k: string, o?: Record<string, unknown>) => string): string {
  return k12 && exam.grade !== null ? t('form.classN', { grade: exam.grade }) : exam.name;
}

/**
 * Profile fields (platform.md §3, §4.3): goals grouped by type (K12 boards, PreUG, PrePG) from
 * goals-exams; the exam list follows the goal (for K12 the exam is the class, 6–12); languages
 * are the exam's supported_languages only; video quality; avatar colour (five).
 */
export function ProfileForm({ initial, submitting, error, submitLabel, onSubmit, hideLanguage }: ProfileFormProps) {
  const { t } = useTranslation('profiles');
  const locale = useLocale();
  const goalsQuery = useGoalsExams(locale);
  const goals = useMemo(() => goalsQuery.data ?? [], [goalsQuery.data]);
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: initial, mode: 'onTouched' });
  const { errors } = form.formState;
  const goalCode = useWatch({ control: form.control, name: 'goal' });
  const examCode = useWatch({ control: form.control, name: 'exam' });
  // The child's name can be written in the profile's language (or the interface's) script (platform.md §5; issue 24 §4).
  const profileLocale = useWatch({ control: form.control, name: 'locale' });
  const goal = goals.find((g) => g.code === goalCode);
  const exam = findExam(goals, goalCode, examCode);
  const k12 = goal?.type === 'K12';
  const err = (m: string | undefined) => (m ? t(m) : undefined);

  const goalData = useMemo(
    () =>
      GOAL_TYPES.map((type) => ({
        group: t(`goalType.${type}`),
        items: goals.filter((g) => g.type === type).map((g) => ({ value: g.code, label: g.name })),
      })).filter((group) => group.items.length > 0),
    [goals, t],
  );
  const examData = (goal?.exams ?? []).map((e) => ({ value: e.code, label: examLabel(e, k12, t) }));
  const supported = exam?.supported_languages ?? [];
  const languageData = LANGUAGES.filter((l) => supported.length === 0 || supported.includes(l.code)).map((l) => ({
    value: l.code,
    label: l.title === l.subText ? l.title : `${l.title} (${l.subText})`,
  }));

  if (goalsQuery.isPending) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('form.loadingGoals')}</Text>
      </Group>
    );
  }
  if (goalsQuery.isError) {
    return (
      <Alert role="alert" color="red" title={t('form.goalsFailed')}>
        <Button mt="sm" variant="light" onClick={() => void goalsQuery.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={error} />
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <TransliteratedInput
              label={t('form.name')}
              description={t('form.nameHint')}
              required
              lang={profileLocale || locale}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={err(errors.name?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="goal"
          render={({ field }) => (
            <Select
              label={t('form.goal')}
              placeholder={t('form.choose')}
              data={goalData}
              searchable
              required
              nothingFoundMessage={t('form.nothingFound')}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                form.setValue('exam', '');
              }}
              onBlur={field.onBlur}
              error={err(errors.goal?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="exam"
          render={({ field }) => (
            <Select
              label={k12 ? t('form.class') : t('form.exam')}
              placeholder={goal ? t('form.choose') : t('form.examNeedsGoal')}
              data={examData}
              searchable
              required
              disabled={!goal}
              nothingFoundMessage={t('form.nothingFound')}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                const next = findExam(goals, goalCode, value ?? '');
                form.setValue('locale', languageFor(next, form.getValues('locale')));
              }}
              onBlur={field.onBlur}
              error={err(errors.exam?.message)}
            />
          )}
        />
        {hideLanguage ? null : (
          <Controller
            control={form.control}
            name="locale"
            render={({ field }) => (
              <Select
                label={t('form.language')}
                description={exam ? undefined : t('form.languageHint')}
                data={languageData}
                required
                allowDeselect={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={err(errors.locale?.message)}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="video_quality"
          render={({ field }) => (
            <Radio.Group label={t('form.videoQuality')} value={field.value} onChange={field.onChange}>
              <Group gap="md" mt={6}>
                {VIDEO_QUALITIES.map((q) => (
                  <Radio key={q} value={q} label={t(`quality.${q}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={form.control}
          name="avatar_color"
          render={({ field }) => (
            <Radio.Group label={t('form.avatarColour')} value={field.value} onChange={field.onChange}>
              <Group gap="md" mt={6}>
                {AVATAR_COLOURS.map((c) => (
                  <Radio
                    key={c}
                    value={c}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <ColorSwatch color={`var(--mantine-color-${AVATAR_PALETTE[c]}-6)`} size={18} aria-hidden />
                        {t(`colour.${c}`)}
                      </Group>
                    }
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <SchoolFields control={form.control} register={form.register} setValue={form.setValue} />
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
