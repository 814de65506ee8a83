import { Anchor, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicQuestion, TestResult } from '@abhyas/contracts';
import { IconArrowBackUp, IconBook2, IconListCheck, IconPencil, IconRepeat } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { practiceIdHref } from '../../../lib/practice-href.ts';
import { chapterPracticeHref, isMistake, retakeHref, weakestChapters } from '../utils/next-steps.ts';

/** One next step: an icon, a title, a line of why, and its action. */
function Step({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6} h="100%">
        <Text fw={700} component="h3" m={0} size="md" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {icon}
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        <div style={{ marginTop: 'auto' }}>{children}</div>
      </Stack>
    </Card>
  );
}

export interface NextStepsProps {
  result: TestResult;
  /** The paper's questions by code (their chapters name the chapters to practise). */
  questions: ReadonlyMap<string, PublicQuestion>;
  /** Shows the questions to review (wrong or partly right) in the question-wise list. */
  onReview: () => void;
  /** Whether a fresh attempt may start (not for a scheduled test, whose window is over). */
  canRetake: boolean;
  /** The test's name (the title of the practice of its questions). */
  name: string;
}

/**
 * The end of the result page (issue 15): what to do next — review the mistakes (with the worked
 * solutions), practise the weakest chapters, practise the test's own questions one by one with
 * hints and feedback (CustomPractice of the test; not a class's test, which stays the class's;
 * issue 24 §2), take the test again, or go back to the tests.
 */
export function NextSteps({ result, questions, onReview, canRetake, name }: NextStepsProps) {
  const { t } = useTranslation('test');
  const mistakes = result.questions.filter(isMistake).length;
  const chapters = weakestChapters(result, questions);
  const icon = { size: 20, 'aria-hidden': true } as const;
  return (
    <section aria-labelledby="next-steps">
      <Title order={2} size="h3" mb="sm" id="next-steps">
        {t('result.next.title')}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {mistakes > 0 && (
          <Step icon={<IconListCheck {...icon} />} title={t('result.next.review')} text={t('result.next.reviewText', { count: mistakes })}>
            <Button variant="light" onClick={onReview}>
              {t('result.next.reviewAction')}
            </Button>
          </Step>
        )}
        {chapters.length > 0 && (
          <Step icon={<IconBook2 {...icon} />} title={t('result.next.practise')} text={t('result.next.practiseText')}>
            <List spacing={4} size="sm">
              {chapters.map((c) => (
                <List.Item key={c.code}>
                  <Anchor component={Link} to={chapterPracticeHref(c)}>
                    {c.name}
                  </Anchor>{' '}
                  <Text span size="sm" c="dimmed">
                    {t('result.next.chapterScore', { correct: c.correct, total: c.questions })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Step>
        )}
        {!result.test_code.startsWith('class-') && (
          <Step icon={<IconPencil {...icon} />} title={t('result.next.practiseTest')} text={t('result.next.practiseTestText')}>
            <Button
              component={Link}
              to={practiceIdHref({
                mode: 'CustomPractice',
                practiceId: result.test_code,
                name,
                originUrl: `/mock-test/${encodeURIComponent(result.test_code)}/analyze?session=${encodeURIComponent(result.session_id)}`,
              })}
              variant="light"
            >
              {t('result.next.practiseTestAction')}
            </Button>
          </Step>
        )}
        {canRetake && (
          <Step icon={<IconRepeat {...icon} />} title={t('result.next.retake')} text={t('result.next.retakeText')}>
            <Button component={Link} to={retakeHref(result.test_code)} variant="light">
              {t('result.next.retakeAction')}
            </Button>
          </Step>
        )}
        <Step icon={<IconArrowBackUp {...icon} />} title={t('result.testHome')} text={t('result.next.testsText')}>
          <Button component={Link} to="/test/home" variant="default">
            {t('result.testHome')}
          </Button>
        </Step>
      </SimpleGrid>
    </section>
  );
}
