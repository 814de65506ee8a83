import { Alert, Button, Card, Container, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconClipboardX, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLocale } from '../../auth/index.ts';
import { useJourneyId, useMarkStepDone } from '../api/journey.ts';
import { useQuestionnaire, useSaveQuestionnaire } from '../api/questionnaire.ts';
import { QuestionnaireForm, type QuestionnaireAnswerInput } from './questionnaire-form.tsx';
import { QuestionnaireNext } from './questionnaire-next.tsx';

export interface QuestionnairePageProps {
  /** `?session=`: the finished test session. */
  sessionId: string;
  /** `?test=`: the test's code (the server's answer names it too). */
  testCode: string;
  /** `?paj_id=` and `?paj_step_id=`: the journey and its test step (the achieve-test flow marker). */
  pajId: string | null;
  stepId: string | null;
  /** The profile's exam (to find its journey when the URL does not name one). */
  exam: string;
}

/** A state without a form: an icon, a title, a line and one way on. */
function NoForm({ title, body, action }: { title: string; body: string; action: { href: string; label: string } }) {
  return (
    <Card withBorder radius="md" padding="lg" role="alert">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconClipboardX size={24} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 18, sm: 20 }}>
          {title}
        </Title>
        <Text>{body}</Text>
        <Button component={InternalLink} href={action.href} variant="light">
          {action.label}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * `/achieve/questionnaire?session&test&paj_id&paj_step_id` (learning.md §2 Achieve "a questionnaire
 * route", §4 Tests "Session flow"; issue 18 §4): after a test taken from the journey, how it went and
 * why questions were skipped (GET/POST /api/achieve/questionnaire). Sending or skipping marks the
 * journey's test step done (POST /api/achieve/paj/progress) and shows the next step, the test's
 * analysis and the journey. States: no session in the URL, loading, not found (404), not finished
 * (409, back to the test), failed load (retry), failed save (kept form, message).
 */
export function QuestionnairePage({ sessionId, testCode, pajId, stepId, exam }: QuestionnairePageProps) {
  const { t } = useTranslation('questionnaire');
  const locale = useLocale();
  usePageTitle(t('title'));
  const q = useQuestionnaire(sessionId);
  const save = useSaveQuestionnaire();
  const mark = useMarkStepDone();
  // Without the journey in the URL (the test opened another way), the profile's journey is looked up.
  const found = useJourneyId(pajId ? '' : exam);
  const journey = pajId ?? found.data ?? null;
  const [finished, setFinished] = useState<{ saved: boolean } | null>(null);

  const test = q.data?.test_code ?? testCode;
  const flow = new URLSearchParams({ flow: 'achieve', ...(pajId ? { paj_id: pajId } : {}), ...(stepId ? { paj_step_id: stepId } : {}) });
  const markStep = () => {
    if (pajId && stepId) mark.mutate({ paj_id: pajId, step_id: stepId, locale });
  };
  const finish = (saved: boolean) => {
    setFinished({ saved });
    markStep();
  };
  const submit = (answer: QuestionnaireAnswerInput) => save.mutate({ session_id: sessionId, ...answer }, { onSuccess: () => finish(true) });

  let body;
  if (!sessionId) {
    body = <NoForm title={t('missing.title')} body={t('missing.body')} action={{ href: '/achieve/home', label: t('journey') }} />;
  } else if (q.isPending) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Text role="status" size="sm">
          {t('loading')}
        </Text>
        <Skeleton h={24} w="60%" />
        <Skeleton h={120} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  } else if (q.isError && isApiError(q.error) && q.error.status === 404) {
    body = <NoForm title={t('notFound.title')} body={t('notFound.body')} action={{ href: '/achieve/home', label: t('journey') }} />;
  } else if (q.isError && isApiError(q.error) && q.error.status === 409) {
    body = (
      <NoForm
        title={t('notFinished.title')}
        body={t('notFinished.body')}
        action={{ href: `/mock-test/${encodeURIComponent(test)}/session?${flow.toString()}`, label: t('notFinished.resume') }}
      />
    );
  } else if (q.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('error')}</Text>
          <Button size="sm" variant="white" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void q.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (finished) {
    body = (
      <QuestionnaireNext
        saved={finished.saved}
        exam={exam}
        pajId={journey}
        stepId={pajId && stepId ? stepId : null}
        marking={{ pending: mark.isPending, failed: mark.isError, retry: markStep }}
        analysisHref={`/mock-test/${encodeURIComponent(test)}/analyze?session=${encodeURIComponent(sessionId)}`}
      />
    );
  } else {
    body = (
      <QuestionnaireForm
        questionnaire={q.data}
        onSubmit={submit}
        onSkip={() => finish(false)}
        busy={save.isPending}
        error={save.isError ? t('saveFailed') : null}
      />
    );
  }

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('title')}
          </Title>
          {q.data && (
            <>
              <Text fw={600} mt={4}>
                {q.data.test_name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('counts', { answered: q.data.answered, count: q.data.question_count, skipped: q.data.skipped })}
              </Text>
            </>
          )}
        </div>
        {body}
      </Stack>
    </Container>
  );
}
