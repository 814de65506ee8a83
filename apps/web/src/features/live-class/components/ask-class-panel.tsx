import { Alert, Badge, Button, Card, Group, Loader, NumberInput, Progress, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh, IconSend } from '@tabler/icons-react';
import type { LiveQuestion } from '@abhyas/contracts';
import { LIVE_QUESTION_SECONDS } from '@abhyas/contracts/constants';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { QuestionView } from '../../question/index.ts';
import { usePushQuestion, useQuestionSearch } from '../api/live-questions.ts';
import { useLiveQuestionsFeed } from '../hooks/use-live-questions-feed.ts';
import { answerKeyOf } from '../utils/answers.ts';
import { Countdown } from './live-questions-panel.tsx';
import classes from './live-class.module.css';
import { DONE_TEXT } from '../../../components/ui/state-colors.ts';

const { min: MIN_S, max: MAX_S, default: DEFAULT_S } = LIVE_QUESTION_SECONDS;
const PUSH_ERRORS = new Set(['LIVE_CLASS_LOCKED', 'UNKNOWN_QUESTION', 'ANSWER_KEY_SEALED']);

function pushErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && PUSH_ERRORS.has(error.code)) return t(`live-class:ask.errors.${error.code}`);
  return t('live-class:ask.errors.push');
}

/** `value`, once it has stayed the same for `ms` (the search asks as the teacher pauses, not per key). */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Bank questions matching the teacher's words, each with Choose (fills the code). */
function QuestionSearch({ chosen, onChoose }: { chosen: string; onChoose: (code: string) => void }) {
  const { t, i18n } = useTranslation('live-class');
  const [words, setWords] = useState('');
  const debounced = useSettled(words, 300);
  const search = useQuestionSearch(debounced, i18n.language);
  const resultsId = useId();
  const hits = search.data ?? [];
  const active = debounced.trim().length >= 2;
  return (
    <Stack gap="xs">
      <TextInput
        label={t('ask.search')}
        description={t('ask.searchHint')}
        value={words}
        onChange={(e) => setWords(e.currentTarget.value)}
        type="search"
        rightSection={search.isFetching ? <Loader size={14} aria-hidden="true" /> : null}
        aria-controls={resultsId}
      />
      <div id={resultsId}>
        {!active ? null : search.isError ? (
          <Text size="sm" c="red.9" role="alert">
            {t('ask.searchError')}
          </Text>
        ) : search.isPending ? (
          <VisuallyHidden role="status">{t('ask.searching')}</VisuallyHidden>
        ) : hits.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('ask.noResults')}
          </Text>
        ) : (
          <Stack component="ul" gap={6} className={classes.plainList} aria-label={t('ask.results')} data-testid="question-results">
            {hits.map((hit) => (
              <Card component="li" key={hit.code} withBorder radius="sm" padding="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" lineClamp={3} className={classes.resultTitle}>
                      {hit.title}
                    </Text>
                    {hit.subtitle ? (
                      <Text size="xs" c="dimmed">
                        {hit.subtitle}
                      </Text>
                    ) : null}
                  </Stack>
                  {chosen === hit.code ? (
                    <Badge variant="light" color="green" c={DONE_TEXT} tt="none" leftSection={<IconCheck size={12} aria-hidden="true" />}>
                      {t('ask.chosen')}
                    </Badge>
                  ) : (
                    <Button size="compact-sm" variant="light" onClick={() => onChoose(hit.code)} aria-label={t('ask.chooseOf', { title: hit.title })}>
                      {t('ask.choose')}
                    </Button>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}

/** A pushed question as the teacher follows it: open (time left) or closed, and how many answered and got it right. */
function PushedQuestion({ question: q, n, now }: { question: LiveQuestion; n: number; now: number }) {
  const { t } = useTranslation('live-class');
  const [shown, setShown] = useState(false);
  const bodyId = useId();
  const answers = q.answers ?? 0;
  const students = q.students ?? 0;
  const correct = q.correct ?? 0;
  const key = answerKeyOf(q.answer_key);
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-testid="pushed-question">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{t('questions.number', { n })}</Text>
          {q.open ? (
            <Countdown closesAt={q.closes_at} now={now} />
          ) : (
            <Badge variant="outline" color="gray" c="gray.9" tt="none">
              {t('questions.closed')}
            </Badge>
          )}
        </Group>
        <Text size="sm" data-testid="pushed-counts">
          {t('ask.counts', { answers, students, correct })}
        </Text>
        <Progress.Root size="md" radius="xl">
          <Progress.Section value={students > 0 ? (correct / students) * 100 : 0} color="green" aria-label={t('ask.rightBar')} />
          <Progress.Section value={students > 0 ? ((answers - correct) / students) * 100 : 0} color="orange" aria-label={t('ask.notRightBar')} />
        </Progress.Root>
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={shown}
            aria-controls={bodyId}
            aria-label={shown ? t('questions.hideOf', { n }) : t('questions.showOf', { n })}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t('questions.hide') : t('questions.show')}
          </Button>
        </Group>
        <div id={bodyId}>
          {shown ? <QuestionView question={q.question} response={null} onChange={() => {}} disabled review={key ? { answer: key } : undefined} /> : null}
        </div>
      </Stack>
    </Card>
  );
}

/**
 * The teacher's "Ask the class" panel beside the meeting (issue 23 §3): find a bank question by its
 * words (or type its code), choose how long it stays open (10–600 s, 60 by default) and push it to
 * everyone in the class; the pushed questions below with "answered k of n, r right", rising live
 * through the events stream.
 */
export function AskClassPanel({ liveClassId }: { liveClassId: string }) {
  const { t } = useTranslation('live-class');
  const headingId = useId();
  const listId = useId();
  const { q, connected, now } = useLiveQuestionsFeed(liveClassId, true);
  const push = usePushQuestion(liveClassId);
  const [code, setCode] = useState('');
  const [seconds, setSeconds] = useState<number | string>(DEFAULT_S);
  const [problems, setProblems] = useState<{ code?: string; seconds?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const list = q.data ?? [];

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setNotice('');
    const s = typeof seconds === 'number' ? seconds : Number(seconds);
    const next: typeof problems = {
      ...(code.trim() ? {} : { code: t('ask.required') }),
      ...(Number.isInteger(s) && s >= MIN_S && s <= MAX_S ? {} : { seconds: t('ask.secondsRange', { min: MIN_S, max: MAX_S }) }),
    };
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    push.mutate(
      { question_code: code.trim(), seconds: s },
      {
        onSuccess: () => {
          setNotice(t('ask.pushed', { n: list.length + 1, seconds: s }));
          setCode('');
        },
        onError: (err) => {
          setError(pushErrorText(t, err));
          if (isApiError(err) && err.code === 'UNKNOWN_QUESTION') setProblems({ code: t('ask.errors.UNKNOWN_QUESTION') });
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} className={classes.panel} data-testid="ask-class">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {t('ask.title')}
          </Title>
          {!connected && q.isSuccess ? (
            <Text size="xs" c="dimmed">
              {t('questions.reconnecting')}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('ask.intro')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <QuestionSearch
              chosen={code.trim()}
              onChoose={(c) => {
                setCode(c);
                setProblems((p) => ({ ...p, code: undefined }));
              }}
            />
            <TextInput
              label={t('ask.code')}
              description={t('ask.codeHint')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              required
              maxLength={120}
              error={problems.code}
              autoComplete="off"
            />
            <NumberInput
              label={t('ask.seconds')}
              description={t('ask.secondsHint', { min: MIN_S, max: MAX_S })}
              value={seconds}
              onChange={setSeconds}
              min={MIN_S}
              max={MAX_S}
              step={10}
              allowDecimal={false}
              allowNegative={false}
              required
              error={problems.seconds}
            />
            {error ? (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} p="xs">
                {error}
              </Alert>
            ) : null}
            <Text size="sm" role="status" c={DONE_TEXT}>
              {notice}
            </Text>
            <Group>
              <Button type="submit" loading={push.isPending} leftSection={<IconSend size={16} aria-hidden="true" />}>
                {t('ask.push')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Stack gap="xs">
          <Title order={3} size="h5" id={listId}>
            {t('ask.listTitle')}
          </Title>
          {q.isPending ? (
            <Stack gap="sm" aria-busy="true">
              <VisuallyHidden role="status">{t('questions.loading')}</VisuallyHidden>
              <Skeleton h={72} radius="md" />
            </Stack>
          ) : q.isError && !q.data ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} title={t('questions.error')}>
              <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void q.refetch()}>
                {t('error.retry')}
              </Button>
            </Alert>
          ) : list.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="pushed-empty">
              {t('ask.empty')}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" className={classes.plainList} aria-labelledby={listId}>
              {list.map((x, i) => (
                <PushedQuestion key={x.id} question={x} n={list.length - i} now={now} />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
