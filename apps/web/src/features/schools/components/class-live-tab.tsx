import { Badge, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChartBar, IconPlus, IconVideo } from '@tabler/icons-react';
import type { ClassSummary, LiveClass } from '@abhyas/contracts';
import { formatDateTime, LIVE_CLASS_MAX_MINUTES, LIVE_CLASS_MIN_MINUTES } from '@abhyas/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { serverNow } from '../../../lib/time-sync.ts';
import { useLearningMap } from '../api/content.ts';
import { useClassLiveClasses, useCreateLiveClass, useDeleteLiveClass, useSetRecording } from '../api/staff.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { fromIndiaInput, indiaInputValue } from '../utils/dates.ts';
import { IndiaTimeInput } from './india-time-input.tsx';
import { ConfirmButton } from './confirm-button.tsx';
import { ErrorState, FormError, LoadingState } from './states.tsx';
import classes from './schools.module.css';
import { TransliteratedInput } from '../../../components/ui/transliterated-input.tsx';

const HOUR_MS = 60 * 60_000;

/** A live class's state badge colour: red while it runs, grey once over, blue before. */
const stateColor = (state: LiveClass['state']) => (state === 'live' || state === 'ending' ? 'red' : state === 'ended' ? 'gray' : 'blue');

/** The live-class page as the class's teacher (moderator) joins it. */
export const teacherJoinHref = (id: string) => `/live-class/${encodeURIComponent(id)}?as=teacher`;

/** The live class's report (its quick questions, a row per student) as the class's staff read it. */
export const teacherReportHref = (id: string) => `/live-class/${encodeURIComponent(id)}/performance?as=teacher`;

/** States in which the class has begun, so its report has something to show. */
const STARTED = new Set<LiveClass['state']>(['live', 'ending', 'ended']);

/** POST /api/classes/{classId}/live-classes: title, start (India time), duration and an optional chapter of the class's exam. */
function ScheduleForm({ cls, onDone }: { cls: ClassSummary; onDone: () => void }) {
  const { t, i18n } = useTranslation('schools');
  const headingId = useId();
  const create = useCreateLiveClass(cls.id);
  const map = useLearningMap(cls.exam_code, i18n.language);
  const [title, setTitle] = useState('');
  const [start, setStart] = useState(() => indiaInputValue(Math.ceil(serverNow() / HOUR_MS) * HOUR_MS));
  const [minutes, setMinutes] = useState<number | string>(60);
  const [chapter, setChapter] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ title?: string; start?: string; minutes?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const chapterData = useMemo(
    () =>
      (map.data?.subjects ?? [])
        .map((s) => ({ group: s.name, items: s.chapters.map((c) => ({ value: c.code, label: c.name })) }))
        .filter((g) => g.items.length > 0),
    [map.data],
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const startsAt = fromIndiaInput(start);
    const duration = typeof minutes === 'number' ? minutes : Number(minutes);
    const next: typeof problems = {
      ...(title.trim() ? {} : { title: t('form.required') }),
      ...(startsAt === null ? { start: t('form.dateTime') } : startsAt <= serverNow() ? { start: t('errors.STARTS_IN_PAST') } : {}),
      ...(Number.isInteger(duration) && duration >= LIVE_CLASS_MIN_MINUTES && duration <= LIVE_CLASS_MAX_MINUTES
        ? {}
        : { minutes: t('live.durationRange', { min: LIVE_CLASS_MIN_MINUTES, max: LIVE_CLASS_MAX_MINUTES }) }),
    };
    setProblems(next);
    if (Object.keys(next).length > 0 || startsAt === null) return;
    create.mutate(
      { title: title.trim(), starts_at: startsAt, duration_minutes: duration, ...(chapter ? { chapter_code: chapter } : {}) },
      {
        onSuccess: () => {
          setTitle('');
          setChapter(null);
          onDone();
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
            {t('live.scheduleTitle')}
          </Title>
          <TransliteratedInput
            label={t('live.titleLabel')}
            required
            lang={i18n.language}
            value={title}
            onChange={setTitle}
            error={problems.title}
            maxLength={120}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <IndiaTimeInput label={t('live.start')} value={start} onChange={setStart} error={problems.start} />
            <NumberInput
              label={t('live.duration')}
              description={t('live.durationHint')}
              value={minutes}
              onChange={setMinutes}
              min={LIVE_CLASS_MIN_MINUTES}
              max={LIVE_CLASS_MAX_MINUTES}
              step={5}
              allowDecimal={false}
              required
              error={problems.minutes}
            />
          </SimpleGrid>
          <Select
            label={t('live.chapter')}
            placeholder={map.isPending ? t('form.loading') : t('live.noChapter')}
            data={chapterData}
            value={chapter}
            onChange={setChapter}
            searchable
            clearable
            nothingFoundMessage={t('form.nothingFound')}
          />
          <FormError message={error} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('live.schedule')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * An ended class's recording link (PUT /api/live-classes/{id}/recording): Jitsi's recorder saves to
 * the school's own storage, so the teacher pastes the link there; its students then see "Watch the
 * recording". An https address only, checked here as the server does.
 */
function RecordingForm({ lc, classId }: { lc: LiveClass; classId: string }) {
  const { t } = useTranslation('schools');
  const save = useSetRecording(classId);
  const [url, setUrl] = useState(lc.recording_url ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = url.trim();
    if (value !== '' && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(value)) {
      setProblem(t('live.recordingHttps'));
      return;
    }
    setProblem(null);
    save.mutate({ liveClassId: lc.id, url: value === '' ? null : value }, { onError: (err) => setProblem(schoolErrorText(t, err)) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('live.recordingLabel')}
          description={t('live.recordingHint')}
          placeholder="https://"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          maxLength={2000}
          error={problem}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" size="sm" variant="light" loading={save.isPending} aria-label={t('live.recordingSaveOf', { title: lc.title })}>
          {t('live.recordingSave')}
        </Button>
      </Group>
    </form>
  );
}

function LiveRow({ lc, classId, onDelete, deleting }: { lc: LiveClass; classId: string; onDelete: () => void; deleting: boolean }) {
  const { t, i18n } = useTranslation('schools');
  const ended = lc.state === 'ended';
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="teacher-live-class">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant={ended ? 'outline' : 'light'} color={stateColor(lc.state)} c={`${stateColor(lc.state)}.9`} tt="none">
            {t(`live.state.${lc.state}`)}
          </Badge>
        </Group>
        <Title order={3} size="h5">
          {lc.title}
        </Title>
        <Text size="sm">{t('live.when', { when: formatDateTime(lc.starts_at, i18n.language), minutes: lc.duration_minutes })}</Text>
        {lc.chapter_name ? (
          <Text size="sm" c="dimmed">
            {lc.chapter_name}
          </Text>
        ) : null}
        <Group gap="sm" wrap="wrap">
          {!ended ? (
            <Button
              component={InternalLink}
              href={teacherJoinHref(lc.id)}
              size="xs"
              leftSection={<IconVideo size={14} aria-hidden="true" />}
              aria-label={t('live.joinOf', { title: lc.title })}
            >
              {t('live.joinAsTeacher')}
            </Button>
          ) : null}
          {STARTED.has(lc.state) ? (
            <Button
              component={InternalLink}
              href={teacherReportHref(lc.id)}
              size="xs"
              variant="light"
              leftSection={<IconChartBar size={14} aria-hidden="true" />}
              aria-label={t('live.reportOf', { title: lc.title })}
            >
              {t('live.report')}
            </Button>
          ) : null}
          {lc.recording_url ? (
            <Button component="a" href={lc.recording_url} target="_blank" rel="noopener noreferrer" size="xs" variant="light">
              {t('live.recording')}
            </Button>
          ) : null}
          {!ended ? (
            <ConfirmButton
              size="xs"
              variant="default"
              color="red"
              aria-label={t('live.cancelOf', { title: lc.title })}
              title={t('live.cancelTitle', { title: lc.title })}
              message={t('live.cancelText')}
              confirmLabel={t('live.cancel')}
              loading={deleting}
              onConfirm={onDelete}
            >
              {t('live.cancel')}
            </ConfirmButton>
          ) : null}
        </Group>
        {ended ? <RecordingForm lc={lc} classId={classId} /> : null}
      </Stack>
    </Card>
  );
}

/** The class's live classes (join as teacher, cancel) and the form that schedules one. */
export function ClassLiveTab({ cls }: { cls: ClassSummary }) {
  const { t } = useTranslation('schools');
  const q = useClassLiveClasses(cls.id);
  const remove = useDeleteLiveClass(cls.id);
  const [form, formCtl] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="class-live">
          {t('tabs.live')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={formCtl.toggle} aria-expanded={form}>
          {t('live.scheduleTitle')}
        </Button>
      </Group>
      {form ? <ScheduleForm cls={cls} onDone={formCtl.close} /> : null}
      <FormError message={error} />
      {q.isPending ? (
        <LoadingState label={t('live.loading')} rows={2} />
      ) : q.isError ? (
        <ErrorState title={t('live.error')} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <Text c="dimmed" data-testid="teacher-live-empty">
          {t('live.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.plainList} aria-labelledby="class-live">
          {q.data.map((lc) => (
            <LiveRow
              key={lc.id}
              lc={lc}
              classId={cls.id}
              deleting={remove.isPending && remove.variables === lc.id}
              onDelete={() => {
                setError(null);
                remove.mutate(lc.id, { onError: (e) => setError(schoolErrorText(t, e)) });
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
