import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCoin, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuestionAccuracy, type AnswerResult as Result } from '../api/practice-api.ts';
import { badgeColor } from '../lib/badges.ts';
import { formatClock } from '../lib/timer.ts';
import classes from './practice.module.css';

/**
 * The result of a practice answer (learning.md §3 Answer result): right or wrong (it takes focus so
 * screen readers announce it), the attempt badge, the embiums earned (a short pop, none with reduced
 * motion), the time spent against the ideal time, the correct answer and how many learners got the
 * question right (`question_accuracy`).
 */
export function AnswerResult({ result, code }: { result: Result; code: string }) {
  const { t } = useTranslation('practice');
  const heading = useRef<HTMLHeadingElement>(null);
  const [others, setOthers] = useState<number | null>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let cancelled = false;
    fetchQuestionAccuracy(code).then(
      (a) => !cancelled && setOthers(a),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [code]);
  const correct = result.correctness === 1;
  const partial = !correct && result.status === 'partial';
  const color = correct ? 'green' : partial ? 'orange' : 'red';
  const earned = result.silverEmbiums + result.goldEmbiums;

  return (
    <Alert color={color} variant="light" icon={correct ? <IconCheck aria-hidden="true" /> : <IconX aria-hidden="true" />} data-testid="answer-result">
      <Stack gap="xs">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {correct ? t('result.correct') : partial ? t('result.partial') : t('result.incorrect')}
        </Title>
        <Group gap="xs">
          <Badge color={badgeColor(result.attemptTypeBadge)} variant="filled" data-testid="attempt-badge">
            {t(`badge.${result.attemptTypeBadge}`)}
          </Badge>
          {result.hintUsed && (
            <Badge color="gray" variant="outline">
              {t('result.hintUsed')}
            </Badge>
          )}
          {result.streak.count > 1 && (
            <Badge color="grape" variant="light">
              {t('result.streak', { count: result.streak.count })}
            </Badge>
          )}
        </Group>
        {earned > 0 ? (
          <Group gap="md" aria-live="polite">
            {result.silverEmbiums > 0 && (
              <Text className={classes.embiumPop} c="dark.7" data-testid="silver-earned">
                <IconCoin size={18} color="var(--mantine-color-gray-6)" aria-hidden="true" />
                {t('result.silverEarned', { count: result.silverEmbiums })}
              </Text>
            )}
            {result.goldEmbiums > 0 && (
              <Text className={classes.embiumPop} c="dark.7" data-testid="gold-earned">
                <IconCoin size={18} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
                {t('result.goldEarned', { count: result.goldEmbiums })}
              </Text>
            )}
          </Group>
        ) : (
          <Text size="sm">{t('result.noEmbiums')}</Text>
        )}
        <Text size="sm">{t('result.time', { spent: formatClock(result.timeSpent), ideal: formatClock(result.idealTime) })}</Text>
        {others !== null && (
          <Text size="sm" c="dimmed" data-testid="question-accuracy">
            {t('result.othersRight', { percent: Math.round(others * 100) })}
          </Text>
        )}
        {!correct && result.correct_answer_csv !== '' && (
          <Text size="sm" fw={600} data-testid="correct-answer">
            {t('result.correctAnswer', { answer: result.correct_answer_csv.split(',').join(', ') })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
