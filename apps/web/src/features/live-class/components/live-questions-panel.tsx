import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import type { LiveQuestion } from '@abhyas/contracts';
import type { Response } from '@abhyas/domain';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { initialResponse, QuestionView } from '../../question/index.ts';
import { useAnswerQuestion, type LiveAnswer } from '../api/live-questions.ts';
import { useLiveQuestionsFeed } from '../hooks/use-live-questions-feed.ts';
import { answerKeyOf, clockText, minutesSeconds, responseOf, toSelectedAnswer } from '../utils/answers.ts';
import classes from './live-class.module.css';
import { DONE_TEXT } from '../../../components/ui/state-colors.ts';

/** How long the "new question" announcement stays in its live region (so the next one is read again). */
const ANNOUNCE_MS = 8_000;

/** "12 s" or "1 min 5 s". */
export function durationText(t: TFunction, ms: number): string {
  return t('live-class:time.duration', minutesSeconds(ms));
}

/** Whether a question still takes answers at `now` (the server closes it at `closes_at`). */
export const isOpenAt = (q: LiveQuestion, now: number) => q.open && q.closes_at > now;

/** Right / Not right / Not answered, in words and with an icon (never colour alone). */
export function Verdict({ answer }: { answer: LiveAnswer | null }) {
  const { t } = useTranslation('live-class');
  if (!answer)
    return (
      <Badge variant="outline" color="gray" c="gray.9" tt="none">
        {t('questions.notAnswered')}
      </Badge>
    );
  return answer.correct ? (
    <Badge variant="light" color="green" c={DONE_TEXT} tt="none" leftSection={<IconCheck size={12} aria-hidden="true" />}>
      {t('questions.right')}
    </Badge>
  ) : (
    <Badge variant="light" color="red" c="red.9" tt="none" leftSection={<IconX size={12} aria-hidden="true" />}>
      {t('questions.notRight')}
    </Badge>
  );
}

/** The time left to answer, as a timer (not read out every second). */
export function Countdown({ closesAt, now }: { closesAt: number; now: number }) {
  const { t } = useTranslation('live-class');
  const left = closesAt - now;
  if (left <= 0)
    return (
      <Badge variant="outline" color="gray" c="gray.9" tt="none">
        {t('questions.timeUp')}
      </Badge>
    );
  return (
    <Badge role="timer" variant="light" color={left <= 10_000 ? 'red' : 'blue'} c={left <= 10_000 ? 'red.9' : 'blue.9'} tt="none" data-testid="countdown">
      {t('questions.closesIn', { time: clockText(left) })}
    </Badge>
  );
}

/** What the student is told after a refused answer. */
function answerErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && (error.code === 'ALREADY_ANSWERED' || error.code === 'QUESTION_CLOSED')) return t(`live-class:questions.errors.${error.code}`);
  return t('live-class:questions.errors.answer');
}

/**
 * The question being asked (or the latest one once closed): the question in the app's own view, the
 * time left and Submit; once answered, Right or Not right in a live region, and the inputs locked
 * (one answer per question). A closed question shows the correct answer when the key has come.
 */
function CurrentQuestion({ liveClassId, question: q, n, now }: { liveClassId: string; question: LiveQuestion; n: number; now: number }) {
  const { t } = useTranslation('live-class');
  const headingId = useId();
  const answer = useAnswerQuestion(liveClassId);
  const [response, setResponse] = useState<Response | null>(() => initialResponse(q.question));
  const [error, setError] = useState<string | null>(null);
  const mine = q.mine ?? answer.data ?? null;
  const open = isOpenAt(q, now);
  const key = answerKeyOf(q.answer_key);
  const canAnswer = open && mine === null;
  const selected = toSelectedAnswer(response);

  const submit = () => {
    if (!canAnswer || answer.isPending) return;
    if (selected === null) {
      setError(t('questions.errors.chooseFirst'));
      return;
    }
    setError(null);
    answer.mutate({ questionId: q.id, selected }, { onError: (e) => setError(answerErrorText(t, e)) });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="current-question">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5" id={headingId}>
          {t('questions.number', { n })}
        </Title>
        {q.open ? (
          <Countdown closesAt={q.closes_at} now={now} />
        ) : (
          <Badge variant="outline" color="gray" c="gray.9" tt="none">
            {t('questions.closed')}
          </Badge>
        )}
      </Group>
      <QuestionView
        question={q.question}
        response={mine ? responseOf(q.question, mine.selected_answer) : response}
        onChange={setResponse}
        disabled={!canAnswer}
        review={key ? { answer: key, correct: mine?.correct } : undefined}
      />
      {canAnswer ? (
        <Group>
          <Button onClick={submit} loading={answer.isPending}>
            {t('questions.submit')}
          </Button>
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} p="xs">
          {error}
        </Alert>
      ) : null}
      {/* The verdict lands in a region that is there before it, so it is read out when it comes. */}
      <div role="status" data-testid="answer-result">
        {mine ? (
          <Alert
            color={mine.correct ? 'green' : 'red'}
            variant="light"
            icon={mine.correct ? <IconCheck aria-hidden="true" /> : <IconX aria-hidden="true" />}
            title={mine.correct ? t('questions.right') : t('questions.notRight')}
            styles={{ title: { color: mine.correct ? DONE_TEXT : 'var(--mantine-color-red-9)' } }}
            p="sm"
          >
            <Text size="sm">{t('questions.answeredIn', { time: durationText(t, mine.time_ms) })}</Text>
            {!key && q.open ? <Text size="sm">{t('questions.keyLater')}</Text> : null}
          </Alert>
        ) : !open ? (
          <Text size="sm" c="dimmed">
            {t('questions.youDidNotAnswer')}
          </Text>
        ) : null}
      </div>
      {key && !q.open ? (
        <Text size="sm" c="dimmed">
          {t('questions.keyShown')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** An earlier question: its number and verdict; the question itself (with the key once closed) on demand. */
function EarlierQuestion({ question: q, n }: { question: LiveQuestion; n: number }) {
  const { t } = useTranslation('live-class');
  const [shown, setShown] = useState(false);
  const bodyId = useId();
  const key = answerKeyOf(q.answer_key);
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-testid="earlier-question">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{t('questions.number', { n })}</Text>
          <Group gap="xs">
            <Verdict answer={q.mine} />
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
        </Group>
        <div id={bodyId}>
          {shown ? (
            <QuestionView
              question={q.question}
              response={responseOf(q.question, q.mine?.selected_answer)}
              onChange={() => {}}
              disabled
              review={key ? { answer: key, correct: q.mine?.correct } : undefined}
            />
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

/** Announces each question that arrives after the panel first loaded ("New question from your teacher"). */
function useNewQuestionAnnouncement(questions: LiveQuestion[] | undefined): string {
  const { t } = useTranslation('live-class');
  const seen = useRef<Set<string> | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!questions) return;
    const fresh = questions.filter((q) => !(seen.current?.has(q.id) ?? true) && q.open);
    const first = seen.current === null;
    seen.current = new Set([...(seen.current ?? []), ...questions.map((q) => q.id)]);
    if (first || fresh.length === 0) return;
    setMessage(t('questions.newQuestion'));
    const timer = setTimeout(() => setMessage(''), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [questions, t]);
  return message;
}

/**
 * The student's "Questions" panel beside the meeting (issue 23 §3 "In-class quick questions"): the
 * question the teacher pushed, with the time left and Submit, then Right or Not right; a closed one
 * with the correct answer; earlier questions below. Live through the class's events stream; a new
 * question is announced politely. Loading, empty and error states.
 */
export function LiveQuestionsPanel({ liveClassId }: { liveClassId: string }) {
  const { t } = useTranslation('live-class');
  const headingId = useId();
  const { q, connected, now } = useLiveQuestionsFeed(liveClassId, false);
  const announcement = useNewQuestionAnnouncement(q.data);
  const list = q.data ?? [];
  const [current, ...earlier] = list;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} className={classes.panel} data-testid="live-questions">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {t('questions.title')}
          </Title>
          {!connected && q.isSuccess ? (
            <Text size="xs" c="dimmed">
              {t('questions.reconnecting')}
            </Text>
          ) : null}
        </Group>
        <VisuallyHidden role="status" aria-live="polite" data-testid="question-announcement">
          {announcement}
        </VisuallyHidden>
        {q.isPending ? (
          <Stack gap="sm" aria-busy="true">
            <VisuallyHidden role="status">{t('questions.loading')}</VisuallyHidden>
            <Skeleton h={24} w="40%" />
            <Skeleton h={96} radius="md" />
          </Stack>
        ) : q.isError && !q.data ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} title={t('questions.error')}>
            <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void q.refetch()}>
              {t('error.retry')}
            </Button>
          </Alert>
        ) : !current ? (
          <Text c="dimmed" data-testid="questions-empty">
            {t('questions.empty')}
          </Text>
        ) : (
          <>
            <CurrentQuestion key={current.id} liveClassId={liveClassId} question={current} n={list.length} now={now} />
            {earlier.length > 0 ? (
              <Stack gap="xs">
                <Title order={3} size="h6" id={`${headingId}-earlier`}>
                  {t('questions.earlier')}
                </Title>
                <Stack component="ul" gap="xs" className={classes.plainList} aria-labelledby={`${headingId}-earlier`}>
                  {earlier.map((x, i) => (
                    <EarlierQuestion key={x.id} question={x} n={list.length - 1 - i} />
                  ))}
                </Stack>
              </Stack>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
