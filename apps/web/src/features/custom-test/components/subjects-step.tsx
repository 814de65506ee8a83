import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomTestStore } from '../stores/custom-test-store.ts';
import type { SubjectView } from '../utils/selection.ts';
import { ProblemAlert, StepFrame, StepNav } from './step-frame.tsx';

/**
 * Step `select-subjects` (learning.md §3): the exam's subjects as large checkbox cards with the
 * count of selected chapters; unselecting a subject clears its chapters (§4). Next needs one subject.
 */
export function SubjectsStep({ subjects, onNext }: { subjects: SubjectView[]; onNext: () => void }) {
  const { t } = useTranslation('custom-test');
  const selectSubject = useCustomTestStore((s) => s.selectSubject);
  const [tried, setTried] = useState(false);
  const none = !subjects.some((s) => s.userSelected);
  return (
    <StepFrame
      title={t('subjects.title')}
      help={t('subjects.help')}
      footer={
        <StepNav
          onNext={() => {
            setTried(true);
            if (!none) onNext();
          }}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" role="group" aria-label={t('subjects.title')}>
        {subjects.map((s) => (
          <Checkbox.Card key={s.code} checked={s.userSelected} onChange={(checked) => selectSubject(s.code, checked)} radius="md" p="md">
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
              <Checkbox.Indicator />
              <div>
                <Text fw={700}>{s.display_name}</Text>
                <Text size="sm" c="dimmed">
                  {t('subjects.chapters', { selected: s.selectedChapCount, total: s.chapterTotal })}
                </Text>
              </div>
            </div>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
      {tried && none && <ProblemAlert title={t('subjects.noneTitle')}>{t('subjects.none')}</ProblemAlert>}
    </StepFrame>
  );
}
