import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { testKeys } from '../api/paths.ts';
import { usePaper } from '../api/test-paper.ts';
import { createSession, fetchSession } from '../api/test-session.ts';
import { initialLanguage } from '../utils/languages.ts';
import { CbtSession } from './cbt-session.tsx';
import { InstructionScreen } from './instruction-screen.tsx';

const languageKey = (testCode: string) => `abhyas.test.language.${testCode}`;

function readLanguage(testCode: string): string | null {
  try {
    return localStorage.getItem(languageKey(testCode));
  } catch {
    return null;
  }
}

/** The analyze route of a session: `/mock-test/{testCode}/analyze?session={id}`. */
export function analyzeHref(testCode: string, sessionId: string): string {
  return `/mock-test/${encodeURIComponent(testCode)}/analyze?session=${encodeURIComponent(sessionId)}`;
}

/** Centred loader with a status line. */
function Loading({ label }: { label: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Loader />
        <Text role="status">{label}</Text>
      </Stack>
    </Center>
  );
}

/** An error state with a retry. */
function Failure({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const { t } = useTranslation('test');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={480}>
        <Alert color="red" role="alert" title={title}>
          {message}
        </Alert>
        <Button onClick={onRetry}>{t('error.retry')}</Button>
      </Stack>
    </Center>
  );
}

/**
 * `/mock-test/{testCode}/session` (learning.md §4 Tests "Session flow"): fetches the profile's
 * session; none → the instruction screen, then Start creates it; STARTED → resumes the test;
 * FINISHED or PENDING_EVALUATION → the analyze page. Test language kept per test in localStorage.
 */
export function TestSessionPage({ testCode }: { testCode: string }) {
  const { t, i18n } = useTranslation('test');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: testKeys.session(testCode), queryFn: () => fetchSession(testCode), retry: 1, staleTime: 0 });
  const [preference, setPreference] = useState<string | null>(() => readLanguage(testCode));
  const paper = usePaper(testCode, preference ?? i18n.language);
  const language = paper.data ? initialLanguage(paper.data.languages, preference, i18n.language) : (preference ?? i18n.language);
  const [startedId, setStartedId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const chooseLanguage = (value: string) => {
    setPreference(value);
    try {
      localStorage.setItem(languageKey(testCode), value);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
  };

  const info = session.data;
  const sessionId = startedId ?? (info?.status === 'STARTED' ? info.id : null);
  const done = info && info.status !== 'STARTED' && !startedId ? info.id : null;
  useEffect(() => {
    if (done) void navigate({ href: analyzeHref(testCode, done), replace: true });
  }, [done, navigate, testCode]);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const created = await createSession(testCode, { startedAtMs: Date.now() });
      chooseLanguage(language);
      setStartedId(created.id);
      void queryClient.invalidateQueries({ queryKey: testKeys.session(testCode) });
    } catch (error) {
      setStartError(isApiError(error) ? error.message : t('error.start'));
    } finally {
      setStarting(false);
    }
  };

  if (sessionId) {
    return (
      <CbtSession
        testCode={testCode}
        sessionId={sessionId}
        language={language}
        onLanguage={chooseLanguage}
        onFinished={() => void navigate({ href: analyzeHref(testCode, sessionId), replace: true })}
      />
    );
  }
  if (session.isError) {
    return <Failure title={t('error.sessionTitle')} message={t('error.session')} onRetry={() => void session.refetch()} />;
  }
  if (session.isPending || done) return <Loading label={t('loading.session')} />;
  if (paper.isError) {
    const notFound = isApiError(paper.error) && paper.error.status === 404;
    return <Failure title={t('error.paperTitle')} message={notFound ? t('error.notFound') : t('error.paper')} onRetry={() => void paper.refetch()} />;
  }
  if (!paper.data) return <Loading label={t('loading.paper')} />;
  return (
    <InstructionScreen paper={paper.data} language={language} onLanguage={chooseLanguage} onStart={() => void start()} starting={starting} error={startError} />
  );
}
