import { ActionIcon, Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { AnswerExplanation } from '@abhyas/contracts';
import { pickGuideMessage, type AnswerKey, type Response } from '@abhyas/domain';
import { IconAlertCircle, IconBookmark, IconBookmarkFilled, IconBulb, IconClock, IconListNumbers, IconPlayerSkipForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../question/index.ts';
import { initialResponse } from '../../question/index.ts';
import { fetchQuestionBookmark, revealSolution, saveQuestionBookmark, type SolveWithUs } from '../api/practice-api.ts';
import type { PracticeFlow } from '../hooks/use-practice-flow.ts';
import { useQuestionTimer } from '../hooks/use-question-timer.ts';
import { repeatsFirstTry, toSelectedAnswer } from '../lib/answers.ts';
import { postToParent } from '../lib/iframe.ts';
import { formatClock, timerColor } from '../lib/timer.ts';
import { AnswerResult } from './answer-result.tsx';
import { TimeTamperedDialog } from './end-practice-dialog.tsx';
import { FullSolution } from './full-solution.tsx';
import { HintPanel } from './hint-panel.tsx';
import { SecondTry } from './second-try.tsx';
import { PracticeGamepad } from './practice-gamepad.tsx';
import { useSealedMessage } from './practice-states.tsx';
import classes from './practice.module.css';
import { SolveWithUsPanel } from './solve-with-us-panel.tsx';

export interface QuestionScreenProps {
  flow: PracticeFlow;
  locale: string;
  /** Pauses the timer while a dialog (end practice) is open. */
  paused: boolean;
}

/**
 * One practice question (learning.md §2 Practice question screen, §4): the renderer for every type,
 * the timer (red past ideal_time), bookmark, hints one by one, Solve With Us, Full Solution, skip,
 * submit; a wrong first answer gets one more try (with the hint and "show the answer"; decision 008
 * "Second tries"), then the result with its badge and embiums and the Next button.
 */
export function QuestionScreen({ flow, locale, paused }: QuestionScreenProps) {
  const { t } = useTranslation('practice');
  const current = flow.current!;
  const q = current.question;
  const sessionId = flow.session!.session_id;
  const submitted = flow.result ?? current.attempt;
  const result = submitted && submitted.status !== 'retry' ? submitted : null;
  const secondTry = submitted?.status === 'retry' ? submitted : null;
  // An answer refused because a test now seals the question says why (decision 017).
  const sealedSubmit = useSealedMessage(flow.submitError);
  const [response, setResponse] = useState<Response | null>(() => initialResponse(q));
  const [hintsShown, setHintsShown] = useState(0);
  const [swuOpen, setSwuOpen] = useState(false);
  const [swuDone, setSwuDone] = useState<SolveWithUs | null>(null);
  const [revealed, setRevealed] = useState<AnswerExplanation | null>(null);
  const [revealing, setRevealing] = useState(false);
  const [solutionOpen, setSolutionOpen] = useState(false);
  const [tampered, setTampered] = useState(false);
  const [bookmarked, setBookmarked] = useState(false);
  const [bookmarkBusy, setBookmarkBusy] = useState(false);
  const [bookmarkError, setBookmarkError] = useState(false);
  const [actionError, setActionError] = useState(false);
  // One of the session's guide messages (§9: one of 2, at random), shown on its first question.
  const [guide, setGuide] = useState(() => (current.question_number === 1 ? pickGuideMessage(flow.session?.guide_messages ?? []) : null));
  const timer = useQuestionTimer(q.code, q.idealTimeS, () => {
    setTampered(true);
    flow.logEvent('time_tampered', undefined, q.code);
  });
  const done = result !== null || swuDone !== null || revealed !== null;

  // The timer stops once the question is done and while a dialog holds the screen.
  const { pause, resume } = timer;
  useEffect(() => {
    if (done || paused || tampered) pause();
    else resume();
  }, [done, paused, tampered, pause, resume]);

  useEffect(() => {
    let cancelled = false;
    fetchQuestionBookmark(q.code, locale).then(
      (b) => !cancelled && setBookmarked(b),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [q.code, locale]);

  const toggleBookmark = async () => {
    if (bookmarkBusy) return;
    setBookmarkBusy(true);
    setBookmarkError(false);
    try {
      const next = await saveQuestionBookmark({
        code: q.code,
        bookmarked: !bookmarked,
        locale,
        sessionId,
        learnPathName: flow.session?.learning_map.chapter_name,
      });
      setBookmarked(next);
      flow.logEvent('bookmark', { bookmarked: next }, q.code);
    } catch {
      setBookmarkError(true);
    } finally {
      setBookmarkBusy(false);
    }
  };

  const showHint = () => {
    setHintsShown((n) => Math.min(n + 1, current.hints.length));
    flow.logEvent('show_hint', { hint_index: hintsShown }, q.code);
  };

  const submit = () => void flow.submit(toSelectedAnswer(response), timer.read(), hintsShown > 0);

  const onSwuComplete = (state: SolveWithUs) => {
    timer.pause();
    setSwuDone(state);
    flow.refreshSummary();
    flow.logEvent('solve_with_us_step', { complete: true, badge: state.badge }, q.code);
    postToParent({ event: 'SOLVE_WITH_US_COMPLETE', question_code: q.code, badge: state.badge });
  };

  const showSolution = async () => {
    if (result) {
      setSolutionOpen((o) => !o);
      return;
    }
    setRevealing(true);
    setActionError(false);
    try {
      const s = await revealSolution(sessionId, q.code, locale);
      setRevealed(s.answer_explanation);
      setSolutionOpen(true);
      flow.logEvent('show_solution', undefined, q.code);
      flow.refreshSummary();
    } catch {
      setActionError(true);
    } finally {
      setRevealing(false);
    }
  };

  const explanation = result?.answer_explanation ?? swuDone?.answer_explanation ?? revealed;
  const key = (result?.correctAnswers ?? explanation?.answers) as AnswerKey | undefined;
  const color = timerColor(timer.seconds, q.idealTimeS);
  const answered = toSelectedAnswer(response) !== null;
  // A second try must be another answer.
  const unchanged = secondTry !== null && repeatsFirstTry(response, secondTry.selected_answer_csv);

  return (
    <Stack gap="md">
      {guide && !done ? (
        <Alert
          variant="light"
          color="blue"
          icon={<IconBulb size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('end.close')}
          onClose={() => setGuide(null)}
          data-testid="practice-guide"
        >
          {t(`guide.${guide}`, { defaultValue: '' })}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="practice-question" data-code={q.code} data-type={q.type}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" data-testid="question-number">
              {t('question.number', { n: current.question_number, total: current.total_question_count })}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Badge
                className={classes.timer}
                color={color}
                variant="light"
                size="lg"
                leftSection={<IconClock size={14} aria-hidden="true" />}
                role="timer"
                aria-live="off"
                aria-label={
                  timer.left === null
                    ? t('question.timerLabel', { time: formatClock(timer.seconds), ideal: formatClock(q.idealTimeS) })
                    : t('question.countdownLabel', { left: formatClock(timer.left), time: formatClock(timer.seconds), ideal: formatClock(q.idealTimeS) })
                }
                data-color={color}
                data-finished={timer.finished}
                data-testid="question-timer"
              >
                {formatClock(timer.left ?? timer.seconds)}
              </Badge>
              {timer.left !== null && (
                <Text size="xs" c={timer.finished ? 'red.8' : 'dimmed'} data-testid="question-time-spent" aria-hidden="true">
                  {timer.finished ? t('question.overIdeal', { time: formatClock(timer.seconds) }) : t('question.spent', { time: formatClock(timer.seconds) })}
                </Text>
              )}
              <Tooltip label={bookmarked ? t('question.unbookmark') : t('question.bookmark')}>
                <ActionIcon
                  variant={bookmarked ? 'filled' : 'default'}
                  color="saffron"
                  size="lg"
                  radius="xl"
                  onClick={() => void toggleBookmark()}
                  loading={bookmarkBusy}
                  aria-pressed={bookmarked}
                  aria-label={t('question.bookmark')}
                >
                  {bookmarked ? <IconBookmarkFilled size={18} aria-hidden="true" /> : <IconBookmark size={18} aria-hidden="true" />}
                </ActionIcon>
              </Tooltip>
              <PracticeGamepad sessionId={sessionId} />
            </Group>
          </Group>
          <Progress
            value={
              current.total_question_count > 0 ? (100 * Math.min(current.question_number, current.total_question_count)) / current.total_question_count : 0
            }
            size="sm"
            aria-label={t('question.progress')}
          />
          {bookmarkError && (
            <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setBookmarkError(false)}>
              {t('question.bookmarkFailed')}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {[current.learning_map.chapter?.name, current.learning_map.topic?.name].filter(Boolean).join(' · ')}
          </Text>
          <div lang={q.language}>
            <QuestionView
              question={q}
              response={response}
              onChange={setResponse}
              disabled={flow.submitting || done || swuOpen}
              review={key ? { answer: key, correct: result ? result.correctness === 1 : undefined } : undefined}
            />
          </div>
        </Stack>
      </Paper>

      <HintPanel hints={current.hints} shown={hintsShown} onMore={showHint} done={done} />
      {secondTry && !done && (
        <SecondTry
          retry={secondTry}
          canHint={hintsShown < current.hints.length}
          onHint={showHint}
          onShowAnswer={() => void showSolution()}
          revealing={revealing}
          unchanged={unchanged}
        />
      )}
      {result && <AnswerResult result={result} code={q.code} />}
      {swuOpen && !result && !revealed && (
        <SolveWithUsPanel
          sessionId={sessionId}
          code={q.code}
          language={locale}
          onComplete={onSwuComplete}
          onStep={(i, status) => flow.logEvent('solve_with_us_step', { step_index: i, status }, q.code)}
        />
      )}
      {explanation && solutionOpen && <FullSolution explanation={explanation} />}
      {(flow.submitError || actionError) && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {sealedSubmit ?? t('question.actionFailed')}
        </Alert>
      )}

      <Group className={classes.actions} gap="xs" justify="space-between">
        {done ? (
          <>
            <Button variant="default" onClick={() => void showSolution()} disabled={!explanation}>
              {solutionOpen ? t('actions.hideSolution') : t('actions.fullSolution')}
            </Button>
            <Button onClick={flow.next} data-autofocus size="md">
              {t('actions.next')}
            </Button>
          </>
        ) : (
          <>
            <Group gap="xs">
              {current.hints.length > 0 && hintsShown === 0 && !secondTry && (
                <Button variant="default" leftSection={<IconBulb size={16} color="var(--mantine-color-yellow-8)" aria-hidden="true" />} onClick={showHint}>
                  {t('actions.hint')}
                </Button>
              )}
              {q.hasSolveWithUs && !swuOpen && (
                <Button variant="light" leftSection={<IconListNumbers size={16} aria-hidden="true" />} onClick={() => setSwuOpen(true)}>
                  {t('actions.solveWithUs')}
                </Button>
              )}
              {!secondTry && (
                <Button variant="subtle" color="gray" onClick={() => void showSolution()} loading={revealing}>
                  {t('actions.fullSolution')}
                </Button>
              )}
              <Button variant="subtle" color="gray" leftSection={<IconPlayerSkipForward size={16} aria-hidden="true" />} onClick={flow.skip}>
                {t('actions.skip')}
              </Button>
            </Group>
            {!swuOpen && (
              <Button size="md" onClick={submit} loading={flow.submitting} disabled={!answered || unchanged}>
                {secondTry ? t('retry.submit') : t('actions.submit')}
              </Button>
            )}
          </>
        )}
      </Group>
      <TimeTamperedDialog opened={tampered} onClose={() => setTampered(false)} />
    </Stack>
  );
}
