import { Paper, Stack, Text, Title } from '@mantine/core';
import type { AnswerExplanation } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../question/index.ts';

/** The full solution of a question (learning.md §3 answer_explanation): the correct answer, the worked solution and the concepts it uses. */
export function FullSolution({ explanation }: { explanation: AnswerExplanation }) {
  const { t } = useTranslation('practice');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="full-solution-title" data-testid="full-solution">
      <Stack gap="sm">
        <Title order={2} size="h4" id="full-solution-title">
          {t('solution.title')}
        </Title>
        {explanation.correct_answer_csv !== '' && (
          <Text fw={600}>{t('result.correctAnswer', { answer: explanation.correct_answer_csv.split(',').join(', ') })}</Text>
        )}
        {explanation.solution.trim() !== '' ? <Markdown text={explanation.solution} /> : <Text c="dimmed">{t('solution.none')}</Text>}
        {explanation.concepts_data.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('solution.concepts', { names: explanation.concepts_data.map((c) => c.name).join(', ') })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
