import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../question/index.ts';

export interface HintPanelProps {
  hints: { body: string }[];
  /** How many hints are shown (they open one by one). */
  shown: number;
  onMore: () => void;
  /** Locked once the question is answered (no more hints to take). */
  done: boolean;
}

/**
 * The hints of a question, opened one at a time (learning.md §4 Practice "hint open"); any hint marks
 * hint_used. A polite live region: a screen reader reads each hint as it opens.
 */
export function HintPanel({ hints, shown, onMore, done }: HintPanelProps) {
  const { t } = useTranslation('practice');
  if (shown === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="yellow.0" component="section" aria-labelledby="hint-panel-title" data-testid="hint-panel">
      <Stack gap="sm">
        <Title order={2} size="h5" id="hint-panel-title">
          <IconBulb size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> {t('hints.title')}
        </Title>
        {/* Each newly opened hint is read out (issue 22 §1), without moving focus from the question. */}
        <Stack gap="sm" aria-live="polite" aria-relevant="additions">
          {hints.slice(0, shown).map((hint, i) => (
            <div key={i}>
              <Text fw={600} size="sm">
                {t('hints.hint', { n: i + 1, total: hints.length })}
              </Text>
              <Markdown text={hint.body} />
            </div>
          ))}
        </Stack>
        {!done && shown < hints.length && (
          <Button variant="default" size="sm" onClick={onMore} style={{ alignSelf: 'flex-start' }}>
            {t('hints.next')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
