import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { QuestionCheckResult } from '@abhyas/contracts';
import { IconAlertTriangle, IconCheck, IconClockCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from './markdown.tsx';
import { ReviewMark } from './review-mark.tsx';

/** The verdict of a check as a look and a message key. */
function verdictOf(result: QuestionCheckResult) {
  if (result.needsReview) return { color: 'blue', Icon: IconClockCheck, key: 'page.resultReview' } as const;
  if (result.invalid) return { color: 'yellow', Icon: IconAlertTriangle, key: 'page.resultInvalid' } as const;
  if (result.correct) return { color: 'green', Icon: IconCheck, key: 'page.resultCorrect' } as const;
  if (result.correctness > 0) return { color: 'orange', Icon: IconX, key: 'page.resultPartial' } as const;
  return { color: 'red', Icon: IconX, key: 'page.resultIncorrect' } as const;
}

/**
 * What a check returns, after the question in review mode: the verdict (colour, icon and words; it
 * takes focus so screen readers announce it), the hints, the full solution and the solve-with-us steps.
 */
export function CheckResult({ result }: { result: QuestionCheckResult }) {
  const { t } = useTranslation('question');
  const heading = useRef<HTMLHeadingElement>(null);
  const verdict = verdictOf(result);

  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="lg">
      <Alert color={verdict.color} variant="light" icon={<verdict.Icon aria-hidden="true" />}>
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {t(verdict.key, { percent: Math.round(result.correctness * 100) })}
        </Title>
      </Alert>
      {result.hints.length > 0 && (
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('page.hints')}
          </Title>
          <Stack gap="xs">
            {result.hints.map((hint, i) => (
              <div key={i}>
                <Text fw={600}>{t('page.hint', { n: i + 1 })}</Text>
                <Markdown text={hint.body} />
              </div>
            ))}
          </Stack>
        </section>
      )}
      {result.solution.trim() !== '' && (
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('page.solution')}
          </Title>
          <Markdown text={result.solution} />
        </section>
      )}
      {result.solveWithUs.length > 0 && (
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('page.solveWithUs')}
          </Title>
          <List type="ordered" spacing="md">
            {result.solveWithUs.map((step, i) => (
              <List.Item key={i}>
                <Text fw={600}>{t('page.step', { n: i + 1 })}</Text>
                <Markdown text={step.body} />
                {step.check && (
                  <List spacing={4} mt={4} listStyleType="none">
                    {step.check.options.map((o) => (
                      <List.Item key={o.code}>
                        <Text component="span" fw={700} mr={8}>
                          {o.code}
                        </Text>
                        <Markdown text={o.body} inline /> {o.code === step.check?.answer && <ReviewMark state="key" />}
                      </List.Item>
                    ))}
                  </List>
                )}
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
