import { List, Stack, Text, Title } from '@mantine/core';
import type { TestPaper } from '@abhyas/contracts';
import type { MarkingScheme } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { markingGroups } from '../utils/marking.ts';

/** The marks of one kind of question, in words: full, partial (JEE Advanced), wrong and unanswered. */
function schemeText(scheme: MarkingScheme, t: (key: string, values?: Record<string, unknown>) => string): string {
  const parts: string[] = [];
  if (scheme.kind === 'simple') {
    parts.push(t('instructions.marking.correct', { marks: scheme.correct }));
    parts.push(scheme.wrong < 0 ? t('instructions.marking.wrong', { marks: Math.abs(scheme.wrong) }) : t('instructions.marking.noNegative'));
  } else {
    parts.push(t('instructions.marking.full', { marks: scheme.full }));
    parts.push(t('instructions.marking.partial', { three: scheme.threeOfFour, two: scheme.twoChosen, one: scheme.oneChosen }));
    parts.push(scheme.wrong < 0 ? t('instructions.marking.wrongOption', { marks: Math.abs(scheme.wrong) }) : t('instructions.marking.noNegative'));
  }
  parts.push(t('instructions.marking.unanswered', { marks: scheme.unanswered }));
  return parts.join('; ');
}

/**
 * "Marking scheme" of the instructions (issue 15; NTA states it per section): sections marked alike
 * together, each kind of question with its full, partial and negative marks, from the paper's
 * marking data; and, for a test that holds fewer questions than its original paper, how many and
 * why (issue 16 §3).
 */
export function MarkingSchemeSection({ paper, headingOrder = 2 }: { paper: TestPaper; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('test');
  const titleId = useId();
  const groups = markingGroups(paper);
  if (groups.length === 0 && paper.paper_question_count === undefined) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={headingOrder} size="h3" mb="xs" id={titleId}>
        {t('instructions.marking.title')}
      </Title>
      <Stack gap="sm">
        {paper.paper_question_count !== undefined && (
          <Text data-testid="paper-share">{t('instructions.marking.paperShare', { count: paper.question_count, total: paper.paper_question_count })}</Text>
        )}
        {groups.map((g) => (
          <div key={g.sections.join('|')} data-testid="marking-group">
            <Text fw={700}>{g.sections.join(', ')}</Text>
            <List spacing={2}>
              {g.lines.map((line) => (
                <List.Item key={`${line.kind}-${JSON.stringify(line.scheme)}`}>
                  <b>{t(`instructions.marking.kind.${line.kind}`)}:</b> {schemeText(line.scheme, t)}
                </List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </section>
  );
}
