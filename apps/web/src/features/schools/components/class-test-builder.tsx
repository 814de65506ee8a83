import { Button, Group, Modal, MultiSelect, NumberInput, Pill, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ClassSummary } from '@abhyas/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearningMap } from '../api/content.ts';
import { useCreateClassTest } from '../api/staff.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { FormError } from './states.tsx';

/** The limits of a built test, as the server's body (contracts `customTestBody`): questions, minutes. */
const QUESTIONS = { min: 5, max: 100, initial: 20 };
const MINUTES = { min: 5, max: 180, initial: 30 };
const DIFFICULTIES = ['mixed', 'easy', 'medium', 'hard'] as const;

/**
 * "Build a test for this class" (issue 23 §2; POST /api/classes/{id}/tests): the teacher picks
 * chapters of the class's exam, how many questions, the time and the difficulty; the server picks
 * the questions as for a student's create-your-own test and only the class's students can open it.
 * `onBuilt` receives the new test's code and name (the assignment form then selects it). A modal
 * with a form of its own, whose submit does not reach the assignment form around it.
 */
export function ClassTestBuilder({
  cls,
  opened,
  onClose,
  onBuilt,
}: {
  cls: ClassSummary;
  opened: boolean;
  onClose: () => void;
  onBuilt: (test: { code: string; name: string }) => void;
}) {
  const { t, i18n } = useTranslation('schools');
  const map = useLearningMap(opened ? cls.exam_code : '', i18n.language);
  const create = useCreateClassTest(cls.id);
  const [name, setName] = useState('');
  const [chapters, setChapters] = useState<string[]>([]);
  const [questions, setQuestions] = useState<number | string>(QUESTIONS.initial);
  const [minutes, setMinutes] = useState<number | string>(MINUTES.initial);
  const [difficulty, setDifficulty] = useState<(typeof DIFFICULTIES)[number]>('mixed');
  const [problems, setProblems] = useState<{ chapters?: string; questions?: string; minutes?: string }>({});
  const [error, setError] = useState<string | null>(null);

  const subjects = useMemo(() => map.data?.subjects ?? [], [map.data]);
  const chapterData = useMemo(
    () => subjects.map((s) => ({ group: s.name, items: s.chapters.map((c) => ({ value: c.code, label: c.name })) })).filter((g) => g.items.length > 0),
    [subjects],
  );

  const within = (v: number | string, r: { min: number; max: number }) => typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setError(null);
    const next: typeof problems = {
      ...(chapters.length === 0 ? { chapters: t('builder.chaptersRequired') } : {}),
      ...(within(questions, QUESTIONS) ? {} : { questions: t('builder.between', QUESTIONS) }),
      ...(within(minutes, MINUTES) ? {} : { minutes: t('builder.between', MINUTES) }),
    };
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    const bySubject = subjects
      .map((s) => ({ code: s.code, chapters: s.chapters.map((c) => c.code).filter((c) => chapters.includes(c)) }))
      .filter((s) => s.chapters.length > 0);
    create.mutate(
      {
        ...(name.trim() ? { name: name.trim() } : {}),
        subjects: bySubject,
        question_count: questions as number,
        duration_s: (minutes as number) * 60,
        difficulty,
      },
      {
        onSuccess: (test) => {
          setName('');
          setChapters([]);
          onBuilt({ code: test.code, name: test.name });
        },
        onError: (err) => setError(schoolErrorText(t, err)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('builder.title')} size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('builder.intro', { exam: cls.exam_name })}
          </Text>
          <TextInput
            label={t('builder.name')}
            description={t('builder.nameHint')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={80}
          />
          <MultiSelect
            label={t('builder.chapters')}
            placeholder={map.isPending ? t('form.loading') : t('form.choose')}
            data={chapterData}
            value={chapters}
            onChange={setChapters}
            searchable
            required
            nothingFoundMessage={t('form.nothingFound')}
            error={problems.chapters ?? (map.isError ? t('errors.load') : undefined)}
            comboboxProps={{ withinPortal: true }}
            // Each chosen chapter's remove button says which chapter it removes (axe: button-name).
            renderPill={({ option, onRemove, disabled }) => (
              <Pill withRemoveButton={!disabled} onRemove={onRemove} removeButtonProps={{ 'aria-label': t('roster.removeName', { name: option.label }) }}>
                {option.label}
              </Pill>
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label={t('builder.questions')}
              value={questions}
              onChange={setQuestions}
              min={QUESTIONS.min}
              max={QUESTIONS.max}
              allowDecimal={false}
              required
              error={problems.questions}
            />
            <NumberInput
              label={t('builder.minutes')}
              value={minutes}
              onChange={setMinutes}
              min={MINUTES.min}
              max={MINUTES.max}
              allowDecimal={false}
              required
              error={problems.minutes}
            />
            <Select
              label={t('builder.difficulty')}
              data={DIFFICULTIES.map((d) => ({ value: d, label: t(`builder.level.${d}`) }))}
              value={difficulty}
              onChange={(v) => v && setDifficulty(v as (typeof DIFFICULTIES)[number])}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('builder.note')}
          </Text>
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('builder.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('builder.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
