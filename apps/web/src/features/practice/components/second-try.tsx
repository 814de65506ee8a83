import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconEye, IconRotateClockwise } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetryResult } from '../api/practice-api.ts';

export interface SecondTryProps {
  retry: RetryResult;
  /** A hint is still there to open. */
  canHint: boolean;
  onHint: () => void;
  /** Shows the answer and the solution (the question is then finished with the first answer). */
  onShowAnswer: () => void;
  revealing: boolean;
  /** The chosen answer is still the first one: change it to try again. */
  unchanged: boolean;
}

/**
 * A wrong first answer (decision 008 "Second tries"; issue 15): no correct answer yet, one more try,
 * with the hint and "show the answer" on offer. It takes focus, so screen readers announce it.
 */
export function SecondTry({ retry, canHint, onHint, onShowAnswer, revealing, unchanged }: SecondTryProps) {
  const { t } = useTranslation('practice');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const partial = retry.correctness > 0;
  return (
    <Alert color="orange" variant="light" icon={<IconRotateClockwise aria-hidden="true" />} data-testid="second-try">
      <Stack gap="xs">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {partial ? t('retry.partialTitle') : t('retry.title')}
        </Title>
        <Text size="sm">{t('retry.body')}</Text>
        {unchanged && (
          <Text size="sm" fw={600} data-testid="second-try-unchanged">
            {t('retry.sameAnswer')}
          </Text>
        )}
        <Group gap="xs">
          {canHint && (
            <Button variant="default" size="sm" leftSection={<IconBulb size={16} color="var(--mantine-color-yellow-8)" aria-hidden="true" />} onClick={onHint}>
              {t('actions.hint')}
            </Button>
          )}
          <Button variant="subtle" color="gray" size="sm" leftSection={<IconEye size={16} aria-hidden="true" />} onClick={onShowAnswer} loading={revealing}>
            {t('retry.showAnswer')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
