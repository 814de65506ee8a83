import { Button, Card, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AssignmentTarget, ClassSummary } from '@abhyas/contracts';
import { ASSIGNMENT_KINDS, assignmentDatesProblem, type AssignmentKind } from '@abhyas/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../../lib/time-sync.ts';
import { useChapterContent, useExamTests, useLearningMap } from '../api/content.ts';
import { useClassTests, useCreateAssignment } from '../api/staff.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { fromIndiaInput, indiaInputValue } from '../utils/dates.ts';
import { IndiaTimeInput } from './india-time-input.tsx';
import { ClassTestBuilder } from './class-test-builder.tsx';
import { FormError } from './states.tsx';
import { TransliteratedInput } from '../../../components/ui/transliterated-input.tsx';

const QUARTER_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/** The default start (the next quarter hour) and due time (a week later). */
function defaultTimes(now: number): { start: string; due: string } {
  const start = Math.ceil(now / QUARTER_MS) * QUARTER_MS;
  return { start: indiaInputValue(start), due: indiaInputValue(start + 7 * DAY_MS) };
}

const PROBLEM_CODE = { due_before_start: 'DUE_BEFORE_START', span_too_long: 'SPAN_TOO_LONG', due_in_past: 'DUE_IN_PAST' } as const;

/**
 * POST /api/classes/{classId}/assignments (issue 23 §2): what to assign — a chapter of the class's
 * exam to practise, one of the exam's tests or a test built for the class (ClassTestBuilder), a
 * video of a chapter or a book at a chapter (picked from the chapter's page) — a title (default: the
 * target's name), instructions, the start and due times (India time) and whether it stays locked
 * until the start. The dates are checked here with the server's rule before sending.
 */
export function CreateAssignmentForm({ cls, onDone }: { cls: ClassSummary; onDone?: () => void }) {
  const { t, i18n } = useTranslation('schools');
  const headingId = useId();
  const create = useCreateAssignment(cls.id);
  const [kind, setKind] = useState<AssignmentKind>('practice');
  const map = useLearningMap(kind === 'test' ? '' : cls.exam_code, i18n.language);
  const tests = useExamTests(kind === 'test' ? cls.exam_code : '', i18n.language);
  const classTests = useClassTests(cls.id, kind === 'test');
  const [building, setBuilding] = useState(false);
  const [chapter, setChapter] = useState<string | null>(null);
  const [test, setTest] = useState<string | null>(null);
  const [contentId, setContentId] = useState<string | null>(null);
  const chapterContent = useChapterContent(kind === 'video' || kind === 'book' ? (chapter ?? '') : '', i18n.language);
  const contentData = useMemo(
    () =>
      kind === 'video'
        ? (chapterContent.data?.videos ?? []).map((v) => ({ value: v.code, label: v.title }))
        : (chapterContent.data?.books ?? []).map((b) => ({ value: b.code, label: b.title })),
    [kind, chapterContent.data],
  );
  const [title, setTitle] = useState('');
  const [instructions, setInstructions] = useState('');
  const [times] = useState(() => defaultTimes(serverNow()));
  const [start, setStart] = useState(times.start);
  const [due, setDue] = useState(times.due);
  const [locked, setLocked] = useState(false);
  const [problems, setProblems] = useState<{ target?: string; start?: string; due?: string }>({});
  const [error, setError] = useState<string | null>(null);

  const chapterData = useMemo(
    () =>
      (map.data?.subjects ?? [])
        .map((s) => ({ group: s.name, items: s.chapters.map((c) => ({ value: c.code, label: c.name })) }))
        .filter((g) => g.items.length > 0),
    [map.data],
  );
  const testData = useMemo(
    () =>
      [
        { group: t('assign.classTests'), items: (classTests.data ?? []).map((x) => ({ value: x.code, label: x.name })) },
        { group: t('assign.bankTests', { exam: cls.exam_name }), items: (tests.data?.tests ?? []).map((x) => ({ value: x.code, label: x.name })) },
      ].filter((g) => g.items.length > 0),
    [tests.data, classTests.data, t, cls.exam_name],
  );

  const target = (): AssignmentTarget | null => {
    if (kind === 'practice') return chapter ? { kind, chapter_code: chapter } : null;
    if (kind === 'test') return test ? { kind, test_code: test } : null;
    if (!contentId || !chapter) return null;
    return kind === 'video' ? { kind, video_id: contentId } : { kind, book_id: contentId, chapter_code: chapter };
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const what = target();
    const startsAt = fromIndiaInput(start);
    const dueAt = fromIndiaInput(due);
    const next: typeof problems = {
      ...(what ? {} : { target: t('form.required') }),
      ...(startsAt === null ? { start: t('form.dateTime') } : {}),
      ...(dueAt === null ? { due: t('form.dateTime') } : {}),
    };
    if (startsAt !== null && dueAt !== null) {
      const problem = assignmentDatesProblem(startsAt, dueAt, serverNow());
      if (problem) next.due = t(`errors.${PROBLEM_CODE[problem]}`);
    }
    setProblems(next);
    if (Object.keys(next).length > 0 || !what || startsAt === null || dueAt === null) return;
    create.mutate(
      {
        target: what,
        starts_at: startsAt,
        due_at: dueAt,
        locked_until_start: locked,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(instructions.trim() ? { instructions: instructions.trim() } : {}),
      },
      {
        onSuccess: () => {
          setTitle('');
          setInstructions('');
          setChapter(null);
          setTest(null);
          setContentId(null);
          onDone?.();
        },
        onError: (err) => setError(schoolErrorText(t, err)),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={headingId}>
            {t('assign.title')}
          </Title>
          <Radio.Group
            label={t('assign.kind')}
            value={kind}
            onChange={(v) => {
              setKind(v as AssignmentKind);
              setProblems({});
            }}
            required
          >
            <Group gap="md" mt={4}>
              {ASSIGNMENT_KINDS.map((k) => (
                <Radio key={k} value={k} label={t(`kind.${k}`)} />
              ))}
            </Group>
          </Radio.Group>
          {kind !== 'test' ? (
            <Select
              label={t('assign.chapter')}
              description={kind === 'practice' ? t('assign.chapterHint', { exam: cls.exam_name }) : t('assign.chapterOfExam', { exam: cls.exam_name })}
              placeholder={map.isPending ? t('form.loading') : t('form.choose')}
              data={chapterData}
              value={chapter}
              onChange={(v) => {
                setChapter(v);
                setContentId(null);
              }}
              searchable
              required
              nothingFoundMessage={t('form.nothingFound')}
              error={(kind === 'practice' || !chapter ? problems.target : undefined) ?? (map.isError ? t('errors.load') : undefined)}
            />
          ) : null}
          {kind === 'video' || kind === 'book' ? (
            <Select
              label={kind === 'video' ? t('assign.video') : t('assign.book')}
              description={kind === 'video' ? t('assign.videoPick') : t('assign.bookPick')}
              placeholder={!chapter ? t('assign.chapterFirst') : chapterContent.isPending ? t('form.loading') : t('form.choose')}
              data={contentData}
              value={contentId}
              onChange={setContentId}
              disabled={!chapter}
              searchable
              required
              nothingFoundMessage={kind === 'video' ? t('assign.noVideos') : t('assign.noBooks')}
              error={
                (chapter ? problems.target : undefined) ??
                (chapterContent.isError
                  ? t('errors.load')
                  : chapter && chapterContent.data && contentData.length === 0
                    ? kind === 'video'
                      ? t('assign.noVideos')
                      : t('assign.noBooks')
                    : undefined)
              }
            />
          ) : kind === 'test' ? (
            <Select
              label={t('assign.test')}
              description={t('assign.testHint', { exam: cls.exam_name })}
              placeholder={tests.isPending ? t('form.loading') : t('form.choose')}
              data={testData}
              value={test}
              onChange={setTest}
              searchable
              required
              nothingFoundMessage={t('form.nothingFound')}
              error={problems.target ?? (tests.isError ? t('errors.load') : undefined)}
            />
          ) : null}
          {kind === 'test' ? (
            <Group gap="xs">
              <Button variant="light" size="xs" onClick={() => setBuilding(true)}>
                {t('builder.open')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('builder.openHint')}
              </Text>
            </Group>
          ) : null}
          <TransliteratedInput
            label={t('assign.titleLabel')}
            description={t('assign.titleHint')}
            lang={i18n.language}
            value={title}
            onChange={setTitle}
            maxLength={120}
          />
          <TransliteratedInput
            multiline
            label={t('assign.instructions')}
            lang={i18n.language}
            value={instructions}
            onChange={setInstructions}
            rows={3}
            maxLength={1000}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <IndiaTimeInput label={t('assign.start')} value={start} onChange={setStart} error={problems.start} />
            <IndiaTimeInput label={t('assign.due')} value={due} onChange={setDue} error={problems.due} />
          </SimpleGrid>
          <Checkbox label={t('assign.lock')} description={t('assign.lockHint')} checked={locked} onChange={(e) => setLocked(e.currentTarget.checked)} />
          <FormError message={error} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('assign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ClassTestBuilder
        cls={cls}
        opened={building}
        onClose={() => setBuilding(false)}
        onBuilt={(built) => {
          setBuilding(false);
          setTest(built.code);
          setProblems({});
        }}
      />
    </Card>
  );
}
