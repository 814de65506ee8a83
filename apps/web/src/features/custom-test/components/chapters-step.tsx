import { Badge, Button, Card, Checkbox, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomTestStore } from '../stores/custom-test-store.ts';
import type { SubjectView } from '../utils/selection.ts';
import { ProblemAlert, QuietCard, StepFrame, StepNav } from './step-frame.tsx';

/** The chapters of one chosen subject, with select-all (all chapters or none, learning.md §4). */
function SubjectChapters({ subject }: { subject: SubjectView }) {
  const { t } = useTranslation('custom-test');
  const selectAllChapters = useCustomTestStore((s) => s.selectAllChapters);
  const selectChapter = useCustomTestStore((s) => s.selectChapter);
  const all = subject.chapterTotal > 0 && subject.selectedChapCount === subject.chapterTotal;
  const some = subject.selectedChapCount > 0 && !all;
  const legendId = `chapters-${subject.code}`;
  return (
    <Card component="fieldset" padding="md" radius="md" withBorder aria-labelledby={legendId} style={{ margin: 0, minWidth: 0 }}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text component="legend" id={legendId} fw={700} size="lg" p={0}>
          {subject.display_name}
        </Text>
        <Badge variant="light" aria-live="polite">
          {t('chapters.count', { selected: subject.selectedChapCount, total: subject.chapterTotal })}
        </Badge>
      </Group>
      <Checkbox
        checked={all}
        indeterminate={some}
        onChange={(e) =>
          selectAllChapters(
            subject.code,
            subject.chapters.map((c) => c.code),
            e.currentTarget.checked,
          )
        }
        label={t('chapters.selectAll', { subject: subject.display_name })}
        fw={600}
      />
      <Divider my="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
        {subject.chapters.map((c) => (
          <Checkbox
            key={c.code}
            checked={c.selected}
            onChange={(e) => selectChapter(subject.code, c.code, e.currentTarget.checked)}
            label={c.name}
            description={t('chapters.questions', { count: c.questionCount })}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}

/**
 * Step `select-chapters`: the chapters of each chosen subject. Next needs at least one chapter in
 * every chosen subject (the server refuses a subject without chapters).
 */
export function ChaptersStep({ subjects, onBack, onNext }: { subjects: SubjectView[]; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation('custom-test');
  const [tried, setTried] = useState(false);
  const chosen = subjects.filter((s) => s.userSelected);
  const missing = chosen.filter((s) => s.selectedChapCount === 0);
  return (
    <StepFrame
      title={t('chapters.title')}
      help={t('chapters.help')}
      footer={
        <StepNav
          onBack={onBack}
          onNext={() => {
            setTried(true);
            if (chosen.length > 0 && missing.length === 0) onNext();
          }}
        />
      }
    >
      {chosen.length === 0 ? (
        <QuietCard>
          <Stack gap="xs" align="flex-start" component="span">
            {t('chapters.noSubjects')}
            <Button variant="light" size="xs" onClick={onBack}>
              {t('chapters.chooseSubjects')}
            </Button>
          </Stack>
        </QuietCard>
      ) : (
        <Stack gap="md">
          {chosen.map((s) => (
            <SubjectChapters key={s.code} subject={s} />
          ))}
        </Stack>
      )}
      {tried && missing.length > 0 && (
        <ProblemAlert title={t('chapters.missingTitle')}>{t('chapters.missing', { subjects: missing.map((s) => s.display_name).join(', ') })}</ProblemAlert>
      )}
    </StepFrame>
  );
}
