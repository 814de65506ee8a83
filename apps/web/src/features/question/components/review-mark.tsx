import { Group, Text } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** `right`: the student's answer, correct; `wrong`: the student's answer, incorrect; `key`: a correct answer they did not give. */
export type ReviewState = 'right' | 'wrong' | 'key';

const LOOK = {
  right: { color: 'green.8', Icon: IconCheck, label: 'review.yourAnswerCorrect' },
  wrong: { color: 'red.8', Icon: IconX, label: 'review.yourAnswerIncorrect' },
  key: { color: 'green.8', Icon: IconCircleCheck, label: 'review.correctAnswer' },
} as const;

/** A review verdict shown with colour, an icon and words (never colour alone). `compact` keeps only the short word. */
export function ReviewMark({ state, compact = false }: { state: ReviewState; compact?: boolean }) {
  const { t } = useTranslation('question');
  const { color, Icon, label } = LOOK[state];
  const text = compact ? t(state === 'wrong' ? 'review.incorrect' : 'review.correct') : t(label);
  return (
    <Group component="span" gap={4} wrap="nowrap" c={color} style={{ display: 'inline-flex' }}>
      <Icon size={18} stroke={2.2} aria-hidden="true" />
      <Text component="span" size="sm" fw={600} c={color}>
        {text}
      </Text>
    </Group>
  );
}
