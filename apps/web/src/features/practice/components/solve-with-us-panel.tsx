import { Alert, Badge, Button, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconListNumbers, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../question/index.ts';
import { fetchSolveWithUs, postSolveWithUsStep, type SolveWithUs } from '../api/practice-api.ts';

export interface SolveWithUsPanelProps {
  sessionId: string;
  code: string;
  language: string;
  /** Called once when the last step is complete (the screen pauses the timer, loads the summary, posts the completion message). */
  onComplete: (state: SolveWithUs) => void;
  /** Called after each step is posted (a practice event). */
  onStep?: (stepIndex: number, status: string) => void;
}

type Step = SolveWithUs['steps'][number];

function StepStatus({ step }: { step: Step }) {
  const { t } = useTranslation('practice');
  if (!step.is_complete || !step.badge) return null;
  const color = step.badge === 'correct' ? 'green' : step.badge === 'incorrect' ? 'red' : 'gray';
  const Icon = step.badge === 'correct' ? IconCheck : IconX;
  return (
    <Badge color={color} variant="light" leftSection={step.badge === 'revealed' ? undefined : <Icon size={12} aria-hidden="true" />}>
      {t(`swu.step_${step.badge}`)}
    </Badge>
  );
}

/**
 * Solve With Us (learning.md §4 Practice): the question broken into steps shown one at a time. Every
 * step with a check asks it; each step is answered (or read, or its answer shown) and posted; the
 * server's answer updates the step and appends the next one. A wrong answer to a check gets one more
 * try (the option tried is set aside) before the step's answer is shown (decision 008 "Second
 * tries"). Completion is reported once through `onComplete`.
 */
export function SolveWithUsPanel({ sessionId, code, language, onComplete, onStep }: SolveWithUsPanelProps) {
  const { t } = useTranslation('practice');
  const [state, setState] = useState<SolveWithUs | null>(null);
  const [error, setError] = useState(false);
  const [choice, setChoice] = useState<string>('');
  const [posting, setPosting] = useState(false);
  const shownAt = useRef(0);
  const completed = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const apply = (next: SolveWithUs) => {
    setState(next);
    setChoice('');
    shownAt.current = Date.now();
    if (next.is_complete && !completed.current) {
      completed.current = true;
      onComplete(next);
    }
  };

  useEffect(() => {
    let cancelled = false;
    fetchSolveWithUs(sessionId, code, language).then(
      (s) => !cancelled && apply(s),
      () => !cancelled && setError(true),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per question
  }, [sessionId, code, language]);

  useEffect(() => heading.current?.focus(), []);

  const post = async (opts: { showAnswer?: boolean; showSolution?: boolean }) => {
    if (!state) return;
    setPosting(true);
    setError(false);
    const stepIndex = state.current_step_index;
    try {
      const next = await postSolveWithUsStep(
        sessionId,
        code,
        {
          start_time: Math.floor(shownAt.current / 1000) * 1000,
          answers: choice && !opts.showAnswer && !opts.showSolution ? [choice] : [],
          step_index: stepIndex,
        },
        { language, ...opts },
      );
      onStep?.(stepIndex, next.step_result?.status ?? (opts.showSolution ? 'revealed' : 'read'));
      apply(next);
    } catch {
      setError(true);
    } finally {
      setPosting(false);
    }
  };

  const current = state?.steps.find((s) => s.index === state.current_step_index && !s.is_complete) ?? null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="swu-title" data-testid="solve-with-us">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="swu-title" ref={heading} tabIndex={-1}>
            <IconListNumbers size={20} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> {t('swu.title')}
          </Title>
          {state && (
            <Text size="sm" c="dimmed">
              {t('swu.progress', { n: Math.min(state.current_step_index + 1, state.max_steps), total: state.max_steps })}
            </Text>
          )}
        </Group>
        {!state && !error && (
          <Stack gap="xs" aria-busy="true">
            <Skeleton h={14} />
            <Skeleton h={14} w="70%" />
            <Skeleton h={40} />
          </Stack>
        )}
        {/* A polite live region: each new step, and each step's verdict, is read out as it appears (issue 22 §1). */}
        <Stack gap="md" aria-live="polite" aria-relevant="additions">
          {state?.steps.map((step) => (
            <Stack key={step.index} gap="xs" data-testid={`swu-step-${step.index}`}>
              <Group gap="xs">
                <Text fw={700} size="sm">
                  {t('swu.step', { n: step.index + 1 })}
                </Text>
                <StepStatus step={step} />
              </Group>
              <Markdown text={step.fibs_text} />
              {step === current && step.hint && (
                <Text size="sm" c="dimmed">
                  {t('swu.nudge', { hint: step.hint })}
                </Text>
              )}
              {step === current && step.retry && (
                <Text size="sm" fw={600} c="orange.9" role="status" data-testid={`swu-retry-${step.index}`}>
                  {t('swu.retry')}
                </Text>
              )}
              {step.fibs.length > 0 &&
                (step === current ? (
                  <Radio.Group value={choice} onChange={setChoice} label={t('swu.choose')} name={`swu-${code}-${step.index}`}>
                    <Stack gap={6} mt={6}>
                      {step.fibs.map((o) => {
                        const tried = step.retry && (step.user_attempt?.selected_answers ?? []).includes(o.code);
                        return (
                          <Radio
                            key={o.code}
                            value={o.code}
                            label={
                              <>
                                <Markdown text={o.body} inline />
                                {tried && (
                                  <Text component="span" size="xs" c="red.8" ml={6}>
                                    ({t('swu.tried')})
                                  </Text>
                                )}
                              </>
                            }
                            disabled={posting || tried}
                          />
                        );
                      })}
                    </Stack>
                  </Radio.Group>
                ) : (
                  step.correct_answer && (
                    <Group gap={6} wrap="nowrap" align="baseline">
                      <Text size="sm" fw={600}>
                        {t('swu.answer')}:
                      </Text>
                      <Markdown text={step.fibs.find((o) => o.code === step.correct_answer)?.body ?? step.correct_answer} inline />
                    </Group>
                  )
                ))}
            </Stack>
          ))}
        </Stack>
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {t('swu.failed')}
          </Alert>
        )}
        {state && current && (
          <Group gap="xs">
            {current.fibs.length > 0 ? (
              <Button onClick={() => void post({})} disabled={!choice} loading={posting}>
                {t('swu.check')}
              </Button>
            ) : (
              <Button onClick={() => void post({})} loading={posting}>
                {t('swu.gotIt')}
              </Button>
            )}
            {current.fibs.length > 0 && (
              <Button variant="default" onClick={() => void post({ showAnswer: true })} disabled={posting}>
                {t('swu.showAnswer')}
              </Button>
            )}
            <Button variant="subtle" onClick={() => void post({ showSolution: true })} disabled={posting}>
              {t('swu.showAll')}
            </Button>
          </Group>
        )}
        {state?.is_complete && (
          <Alert color="green" variant="light" icon={<IconCheck aria-hidden="true" />} data-testid="swu-complete">
            {t('swu.complete')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
