import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PublicQuestion } from '@abhyas/contracts';
import type { Response } from '@abhyas/domain';
import { Link, useParams } from '@tanstack/react-router';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { answerSealOf, sealUntilText, type AnswerSealInfo } from '../../../lib/answer-seal.ts';
import { useCheckAnswer } from '../api/check-answer.ts';
import { useQuestionDetails } from '../api/question-details.ts';
import { initialResponse } from '../utils/responses.ts';
import { CheckResult } from './check-result.tsx';
import { QuestionView } from './question-view.tsx';

/** The shape of the page while the question loads: title, body lines and four options. */
function QuestionSkeleton() {
  const { t } = useTranslation('question');
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{t('page.loading')}</VisuallyHidden>
      <Skeleton height={28} width="40%" />
      <Skeleton height={14} />
      <Skeleton height={14} />
      <Skeleton height={14} width="70%" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={48} radius="md" />
      ))}
      <Skeleton height={44} width={160} radius="md" />
    </Stack>
  );
}

/** Why a sealed question's answer is not shown (decision 017): the test being taken, or when a scheduled test publishes. */
function SealedMessage({ seal }: { seal: AnswerSealInfo }) {
  const { t, i18n } = useTranslation('question');
  return (
    <Alert color="blue" icon={<IconLock aria-hidden="true" />} role="status" w="100%">
      {seal.reason === 'open_session'
        ? t('page.sealedOpen', { test: seal.testName })
        : t('page.sealedScheduled', { test: seal.testName, time: sealUntilText(seal, i18n.language) })}
    </Alert>
  );
}

/** A loaded question: the view, Check answer, then the review and the result. */
function AnswerQuestion({ question, locale }: { question: PublicQuestion; locale: string }) {
  const { t } = useTranslation('question');
  const [response, setResponse] = useState<Response | null>(null);
  const check = useCheckAnswer(question.code);
  const result = check.data;
  const toSend = response ?? initialResponse(question);

  const again = () => {
    check.reset();
    setResponse(null);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h3">
          {t('page.title')}
        </Title>
        {question.source && (
          <Text size="sm" c="dimmed">
            {t('page.source', { source: question.source })}
          </Text>
        )}
      </div>
      <div lang={question.language}>
        <QuestionView
          question={question}
          response={toSend}
          onChange={setResponse}
          disabled={check.isPending}
          review={result ? { answer: result.answer, correct: result.correct } : undefined}
        />
      </div>
      {check.isError &&
        (answerSealOf(check.error) ? (
          <SealedMessage seal={answerSealOf(check.error)!} />
        ) : (
          <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {t('page.checkFailed')}
          </Alert>
        ))}
      {result ? (
        <>
          <CheckResult result={result} />
          <Group>
            <Button variant="default" size="md" onClick={again}>
              {t('page.answerAgain')}
            </Button>
          </Group>
        </>
      ) : (
        <Stack gap={4} align="flex-start">
          <Button size="md" loading={check.isPending} disabled={toSend === null} onClick={() => toSend && check.mutate({ response: toSend, locale })}>
            {t('page.check')}
          </Button>
          {toSend === null && (
            <Text size="sm" c="dimmed">
              {t('page.answerFirst')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * `/question/$code` (learning.md §7 `GET /v1/questions/{code}/details`): one question in the interface
 * language, answered and checked here (`POST /v1/questions/{code}/check`), then shown in review with the
 * hints, the solution and the solve-with-us steps. Designed loading, not-found and error states,
 * and a message instead of the question while it is sealed by a test (409 ANSWER_KEY_SEALED).
 */
export function QuestionPage() {
  const { code = '' } = useParams({ strict: false }) as { code?: string };
  return <QuestionScreen code={code} />;
}

/** The question page's content for question `code` (see {@link QuestionPage}). */
export function QuestionScreen({ code }: { code: string }) {
  const { t, i18n } = useTranslation('question');
  const locale = i18n.language;
  const details = useQuestionDetails(code, locale);
  const notFound = isApiError(details.error) && details.error.status === 404;
  const sealed = answerSealOf(details.error);

  return (
    <Container size={760} px="md" py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {details.isPending ? (
          <QuestionSkeleton />
        ) : notFound ? (
          <Stack gap="md" align="flex-start">
            <Title order={1} size="h3">
              {t('page.notFoundTitle')}
            </Title>
            <Text>{t('page.notFound', { code })}</Text>
            <Anchor component={Link} to="/">
              {t('page.home')}
            </Anchor>
          </Stack>
        ) : sealed ? (
          <Stack gap="md" align="flex-start">
            <Title order={1} size="h3">
              {t('page.sealedTitle')}
            </Title>
            <SealedMessage seal={sealed} />
            <Anchor component={Link} to="/">
              {t('page.home')}
            </Anchor>
          </Stack>
        ) : details.isError ? (
          <Stack gap="md" align="flex-start">
            <Title order={1} size="h3">
              {t('page.title')}
            </Title>
            <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert" w="100%">
              {t('page.loadFailed')}
            </Alert>
            <Button size="md" variant="default" loading={details.isFetching} onClick={() => void details.refetch()}>
              {t('page.retry')}
            </Button>
          </Stack>
        ) : (
          <AnswerQuestion key={`${details.data.code}-${locale}`} question={details.data} locale={locale} />
        )}
      </Paper>
    </Container>
  );
}
