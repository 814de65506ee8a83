import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCoin, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuestionAccuracy, type AnswerResult as Result, type QuestionAccuracy } from '../api/practice-api.ts';
import { badgeFill } from '../lib/badges.ts';
import { formatClock } from '../lib/timer.ts';
import classes from './practice.module.css';
import { FirstSightNote, TermHelp } from './term-help.tsx';

/**
 * The result of a practice answer (learning.md §3 Answer result): right or wrong (it takes focus so
 * screen readers announce it), the attempt badge and the embiums earned (each explained the first
 * time, with a help button), the time spent against the ideal time, and how many learners got the
 * question right (`question_accuracy`, or that too few have tried). The correct answer itself is
 * marked in the question above, once.
 */
export function AnswerResult({ result, code }: { result: Result; code: string }) {
  const { t } = useTranslation('practice');
  const heading = useRef<HTMLHeadingElement>(null);
  const [others, setOthers] = useState<QuestionAccuracy | null>(null);
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
  const badgeLabel = t(`badge.${result.attemptTypeBadge}`);

  return (
    <Alert color={color} variant="light" icon={correct ? <IconCheck aria-hidden="true" /> : <IconX aria-hidden="true" />} data-testid="answer-result">
      <Stack gap="xs">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {correct ? t('result.correct') : partial ? t('result.partial') : t('result.incorrect')}
        </Title>
        <Group gap="xs">
          <Group gap={2} wrap="nowrap">
            <Badge color={badgeFill(result.attemptTypeBadge)} variant="filled" data-testid="attempt-badge">
              {badgeLabel}
            </Badge>
            <TermHelp term={`badge.${result.attemptTypeBadge}`} label={badgeLabel} />
          </Group>
          {result.tries > 1 && (
            <Badge color="gray" variant="outline" data-testid="second-try">
              {t('result.secondTry')}
            </Badge>
          )}
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
        <FirstSightNote term={`badge.${result.attemptTypeBadge}`} />
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
            <TermHelp term="embium" label={t('terms.embiumLabel')} />
          </Group>
        ) : (
          <Text size="sm">{t('result.noEmbiums')}</Text>
        )}
        {earned > 0 && <FirstSightNote term="embium" />}
        <Text size="sm">{t('result.time', { spent: formatClock(result.timeSpent), ideal: formatClock(result.idealTime) })}</Text>
        {others !== null && (
          <Text size="sm" c="dimmed" data-testid="question-accuracy">
            {others.share === null ? t('result.fewTried') : t('result.othersRight', { percent: Math.round(others.share * 100) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
