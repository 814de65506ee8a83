import { Chip, Group, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCustomTest } from '../api/create-custom-test.ts';
import { useCustomTestStore } from '../stores/custom-test-store.ts';
import { buildCustomTestBody, DIFFICULTIES, inRange, LIMITS, TYPE_GROUP_NAMES, type Difficulty, type SubjectView, type TypeGroup } from '../utils/selection.ts';
import { CreateError, unknownChapters } from './create-error.tsx';
import { QuietCard, StepFrame, StepNav } from './step-frame.tsx';

const shown = (n: number | null): number | string => (typeof n === 'number' && Number.isFinite(n) ? n : '');
const toNumber = (v: string | number): number => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));

/**
 * Step `settings`: name, number of questions (5–100), time (5–180 min), difficulty and optional
 * question types, then Create → POST /api/v1/test/custom → `/mock-test/{code}/session`.
 */
export function SettingsStep({ subjects, onBack, onChangeChapters }: { subjects: SubjectView[]; onBack: () => void; onChangeChapters: () => void }) {
  const { t } = useTranslation('custom-test');
  const navigate = useNavigate();
  const settings = useCustomTestStore((s) => s.settings);
  const update = useCustomTestStore((s) => s.updateSettings);
  const dropChapters = useCustomTestStore((s) => s.dropChapters);
  const reset = useCustomTestStore((s) => s.reset);
  const create = useCreateCustomTest();
  const [tried, setTried] = useState(false);

  const chosen = subjects.filter((s) => s.userSelected && s.selectedChapCount > 0);
  const chapterCount = chosen.reduce((n, s) => n + s.selectedChapCount, 0);
  const available = chosen.reduce((n, s) => n + s.selectedQuestions, 0);
  const countOk = inRange(settings.questionCount, LIMITS.questions);
  const minutesOk = inRange(settings.durationMin, LIMITS.minutes);
  const refused = unknownChapters(create.error, create.variables);
  const chapterName = new Map(subjects.flatMap((s) => s.chapters.map((c) => [c.code, c.name] as const)));

  const submit = () => {
    setTried(true);
    if (!countOk || !minutesOk || chosen.length === 0) return;
    create.mutate(buildCustomTestBody(subjects, settings), {
      onSuccess: (test) => {
        reset();
        void navigate({ to: `/mock-test/${encodeURIComponent(test.code)}/session` });
      },
    });
  };
  const changeChapters = () => {
    if (refused.length > 0) dropChapters(refused);
    create.reset();
    onChangeChapters();
  };

  return (
    <StepFrame
      title={t('settings.title')}
      help={
        chosen.length > 0 ? t('settings.summary', { chapters: chapterCount, subjects: chosen.map((s) => s.display_name).join(', ') }) : t('settings.noChapters')
      }
      footer={<StepNav onBack={onBack} onNext={submit} nextLabel={t('nav.create')} nextLoading={create.isPending} />}
    >
      {chosen.length === 0 ? (
        <QuietCard>{t('settings.noChapters')}</QuietCard>
      ) : (
        <Stack gap="md">
          <TextInput
            label={t('settings.name')}
            placeholder={t('settings.namePlaceholder')}
            maxLength={80}
            value={settings.name}
            onChange={(e) => update({ name: e.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label={t('settings.questionCount')}
              description={t('settings.questionCountHint')}
              min={LIMITS.questions.min}
              max={LIMITS.questions.max}
              allowDecimal={false}
              allowNegative={false}
              value={shown(settings.questionCount)}
              onChange={(v) => update({ questionCount: toNumber(v) })}
              error={tried && !countOk ? t('settings.questionCountError') : undefined}
              required
            />
            <NumberInput
              label={t('settings.duration')}
              description={t('settings.durationHint')}
              min={LIMITS.minutes.min}
              max={LIMITS.minutes.max}
              allowDecimal={false}
              allowNegative={false}
              value={shown(settings.durationMin)}
              onChange={(v) => update({ durationMin: toNumber(v) })}
              error={tried && !minutesOk ? t('settings.durationError') : undefined}
              required
            />
          </SimpleGrid>
          <Text size="sm" c={countOk && settings.questionCount > available ? 'orange.8' : 'dimmed'} aria-live="polite">
            {t('settings.available', { count: available })} {countOk && settings.questionCount > available ? t('settings.fewQuestions') : ''}
          </Text>
          <Radio.Group label={t('settings.difficulty')} value={settings.difficulty} onChange={(v) => update({ difficulty: v as Difficulty })}>
            <Group gap="md" mt={6}>
              {DIFFICULTIES.map((d) => (
                <Radio key={d} value={d} label={t(`settings.difficultyLevel.${d}`)} />
              ))}
            </Group>
          </Radio.Group>
          <div role="group" aria-labelledby="custom-test-types" aria-describedby="custom-test-types-hint">
            <Text id="custom-test-types" size="sm" fw={500}>
              {t('settings.types')}
            </Text>
            <Text id="custom-test-types-hint" size="xs" c="dimmed" mb={6}>
              {t('settings.typesHint')}
            </Text>
            <Chip.Group multiple value={settings.typeGroups} onChange={(v) => update({ typeGroups: v as TypeGroup[] })}>
              <Group gap={6}>
                {TYPE_GROUP_NAMES.map((g) => (
                  <Chip key={g} value={g} size="sm">
                    {t(`settings.type.${g}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
        </Stack>
      )}
      {create.isError && <CreateError error={create.error} unknownNames={refused.map((c) => chapterName.get(c) ?? c)} onChangeChapters={changeChapters} />}
    </StepFrame>
  );
}
