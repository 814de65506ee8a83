import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ScoreRangeProps {
  predicted: number;
  interval: [number, number];
  minMarks: number;
  maxMarks: number;
  coverage: number;
}

/** Whole marks for display. */
export const marks = (x: number) => Math.round(x);

/**
 * The predicted score and its interval drawn plainly (issue 18 §3): a track from the lowest to the
 * highest possible score, the interval as a band and the prediction as a mark on it. The drawing is
 * one image whose text alternative says it all ("Predicted 151 of 300; 80 % likely between 142 and
 * 168"); the same words are printed beside it.
 */
export function ScoreRange({ predicted, interval, minMarks, maxMarks, coverage }: ScoreRangeProps) {
  const { t } = useTranslation('readiness');
  const span = maxMarks - minMarks || 1;
  const at = (x: number) => `${(((x - minMarks) / span) * 100).toFixed(2)}%`;
  const text = t('range.alt', {
    predicted: marks(predicted),
    max: marks(maxMarks),
    coverage: Math.round(coverage * 100),
    low: marks(interval[0]),
    high: marks(interval[1]),
  });
  return (
    <Box>
      <Box role="img" aria-label={text} pos="relative" h={36} my="sm">
        <Box pos="absolute" top={14} left={0} right={0} h={8} bg="gray.2" style={{ borderRadius: 4 }} />
        <Box
          pos="absolute"
          top={10}
          h={16}
          bg="blue.3"
          style={{ left: at(interval[0]), width: `calc(${at(interval[1])} - ${at(interval[0])})`, borderRadius: 4 }}
          data-testid="range-band"
        />
        <Box pos="absolute" top={2} h={32} w={4} bg="blue.9" style={{ left: `calc(${at(predicted)} - 2px)`, borderRadius: 2 }} />
      </Box>
      <Group justify="space-between" aria-hidden="true">
        <Text size="xs" c="dimmed">
          {marks(minMarks)}
        </Text>
        <Text size="xs" c="dimmed">
          {marks(maxMarks)}
        </Text>
      </Group>
      <Text mt="xs">{text}</Text>
    </Box>
  );
}
