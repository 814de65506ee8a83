import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { schoolContextOf } from '../../../lib/school-context.ts';
import { mockTestKeys } from '../api/paths.ts';
import { usePaper } from '../api/mock-test-paper.ts';
import { useBundleMeta } from '../api/mock-test-meta.ts';
import { createSession, fetchSession } from '../api/mock-test-session.ts';
import { mockTestServerNow } from '../lib/mock-test-clock.ts';
import { initialLanguage, withInterfaceNames } from '../utils/languages.ts';
import { initialUiStyle, storedUiStyle } from '../utils/ui-style.ts';
import { entryState, resultPublishAt } from '../utils/schedule-view.ts';

// The screens of a session, each its own chunk (issue 25 §3): a test reopened mid-way fetches the
// CBT alone, not the instructions, the password window or the schedule's notices. The instruction
// screen fetches the CBT's code while the student reads, so Start needs no more than its call.
/** The CBT's code: fetched by the instruction screen, or at once when a started test is reopened. */
export const loadCbtSession = () => import('./cbt-session.tsx');
const CbtSession = lazy(() => loadCbtSession().then((m) => ({ default: m.CbtSession })));
const InstructionScreen = lazy(() => import('./instruction-screen.tsx').then((m) => ({ default: m.InstructionScreen })));
const PasswordModal = lazy(() => import('./password-modal.tsx').then((m) => ({ default: m.PasswordModal })));
const ScheduleNotice = lazy(() => import('./schedule-notice.tsx').then((m) => ({ default: m.ScheduleNotice })));
const ScheduledResultModal = lazy(() => import('./schedule-notice.tsx').then((m) => ({ default: m.ScheduledResultModal })));

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

/**
 * The achieve-test flow (learning.md §2 Tests, §4 Session flow): a test opened with
 * `?flow=achieve` (a journey's test step adds `paj_id` and `paj_step_id`, passed on) goes on to
 * the achieve questionnaire instead of the feedback page; a diagnostic test to its result page.
 */
export function finishHref(testCode: string, sessionId: string, search: string): string {
  // The Achieve diagnostic (issue 18 §2) ends on its own result: the level per subject and what it seeded.
  if (testCode.startsWith('diagnostic-')) return `/achieve/diagnostic-tests/select-tests/${encodeURIComponent(sessionId)}`;
  const from = new URLSearchParams(search);
  if (from.get('flow') !== 'achieve') return analyzeHref(testCode, sessionId);
  const q = new URLSearchParams({ session: sessionId, test: testCode });
  for (const key of ['paj_id', 'paj_step_id']) if (from.get(key)) q.set(key, from.get(key)!);
  return `/achieve/questionnaire?${q.toString()}`;
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
        <Anchor component={Link} to="/test/home">
          {t('result.testHome')}
        </Anchor>
      </Stack>
    </Center>
  );
}

/**
 * `/mock-test/{testCode}/session` (learning.md §4 Tests "Session flow"): fetches the profile's
 * session; none → the instruction screen, then Start creates it; STARTED → resumes the test;
 * FINISHED or PENDING_EVALUATION → the analyze page (or the achieve questionnaire in the achieve
 * flow; for a scheduled test whose result is not yet available, the scheduled-result modal first),
 * unless `?attempt=new` asks for a fresh attempt (the instructions again).
 * A scheduled test that is not yet live, locked or over shows so instead of the instructions; a
 * test with a password asks for it in a modal before it starts. Test language kept per test in
 * localStorage.
 */
export function MockTestSessionPage({ testCode }: { testCode: string }) {
  const { t } = useTranslation('test');
  return (
    <Suspense fallback={<Loading label={t('loading.session')} />}>
      <SessionScreens testCode={testCode} />
    </Suspense>
  );
}

/** The screen the session is at (MockTestSessionPage), its parts loaded as they are needed. */
function SessionScreens({ testCode }: { testCode: string }) {
  const { t, i18n } = useTranslation('test');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: mockTestKeys.session(testCode), queryFn: () => fetchSession(testCode), retry: 1, staleTime: 0 });
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const [preference, setPreference] = useState<string | null>(() => readLanguage(testCode));
  const paper = usePaper(testCode, preference ?? i18n.language);
  const language = paper.data ? initialLanguage(paper.data.languages, preference, i18n.language) : (preference ?? i18n.language);
  const [startedId, setStartedId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [askPassword, setAskPassword] = useState(false);
  // The password window is mounted from the first time it is asked for (it keeps its closing transition).
  const [passwordWanted, setPasswordWanted] = useState(false);
  if (askPassword && !passwordWanted) setPasswordWanted(true);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const meta = useBundleMeta(testCode);

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
  // `?attempt=new` (the result page's "Take the test again"): a finished attempt leads to the
  // instructions of a fresh one instead of its result. So does a school assignment's link
  // (`homework_id`, issue 23 §2): an earlier attempt of the same test does not count for it.
  const freshAttempt = new URLSearchParams(search).get('attempt') === 'new' || schoolContextOf(search).homework_id !== undefined;
  const done = submittedId ?? (info && info.status !== 'STARTED' && !startedId && !freshAttempt ? info.id : null);
  // A finished scheduled test whose result is not out yet shows the scheduled-result modal (§4).
  const publishAt = meta.data ? resultPublishAt(meta.data) : null;
  const decided = done !== null && (meta.data !== undefined || meta.isError);
  const holdForModal = decided && publishAt !== null && !meta.isError;
  const left = useRef(false);
  useEffect(() => {
    if (!decided || holdForModal || !done || left.current) return;
    left.current = true;
    void navigate({ href: finishHref(testCode, done, search), replace: true });
  }, [decided, holdForModal, done, navigate, testCode, search]);

  // While the instructions are read, the CBT's code is fetched: Start then waits only for its call.
  const showsInstructions = paper.data !== undefined && !sessionId && !done;
  useEffect(() => {
    if (showsInstructions) void loadCbtSession().catch(() => {});
  }, [showsInstructions]);

  const start = async (password?: string) => {
    setStarting(true);
    setStartError(null);
    setPasswordError(null);
    try {
      const created = await createSession(testCode, {
        startedAtMs: Date.now(),
        uiStyle: initialUiStyle(storedUiStyle()),
        ...(password ? { password } : {}),
        // Started from a school assignment: its homework, school and class ids (issue 23 §2).
        school: schoolContextOf(search),
      });
      chooseLanguage(language);
      setAskPassword(false);
      setStartedId(created.id);
      void queryClient.invalidateQueries({ queryKey: mockTestKeys.session(testCode) });
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      if (code === 'TEST_PASSWORD_WRONG' || code === 'TEST_PASSWORD_REQUIRED') {
        setAskPassword(true);
        setPasswordError(code === 'TEST_PASSWORD_WRONG' ? t('password.wrong') : null);
      } else {
        setAskPassword(false);
        setStartError(isApiError(error) ? error.message : t('error.start'));
      }
    } finally {
      setStarting(false);
    }
  };

  if (holdForModal && done && publishAt !== null) {
    return (
      <Center mih="60vh" p="md">
        <ScheduledResultModal opened publishAt={publishAt} onClose={() => void navigate({ href: '/test/home' })} />
      </Center>
    );
  }
  if (sessionId && !submittedId) {
    return (
      <CbtSession
        testCode={testCode}
        sessionId={sessionId}
        language={language}
        onLanguage={chooseLanguage}
        onFinished={() => {
          setSubmittedId(sessionId);
          void queryClient.invalidateQueries({ queryKey: mockTestKeys.meta(testCode) });
        }}
      />
    );
  }
  if (session.isError) {
    return <Failure title={t('error.sessionTitle')} message={t('error.session')} onRetry={() => void session.refetch()} />;
  }
  if (session.isPending || done) return <Loading label={t('loading.session')} />;
  const entry = meta.data ? entryState(meta.data, mockTestServerNow()) : null;
  if (entry && entry.kind !== 'open' && meta.data) {
    return (
      <ScheduleNotice
        name={meta.data.name}
        state={entry}
        onOpen={() => {
          void meta.refetch();
          void paper.refetch();
        }}
      />
    );
  }
  if (paper.isError && isApiError(paper.error) && paper.error.code === 'TEST_NOT_STARTED' && meta.isPending) return <Loading label={t('loading.paper')} />;
  if (paper.isError) {
    const notFound = isApiError(paper.error) && paper.error.status === 404;
    return <Failure title={t('error.paperTitle')} message={notFound ? t('error.notFound') : t('error.paper')} onRetry={() => void paper.refetch()} />;
  }
  if (!paper.data) return <Loading label={t('loading.paper')} />;
  return (
    <>
      <InstructionScreen
        paper={withInterfaceNames(paper.data, i18n.language)}
        language={language}
        onLanguage={chooseLanguage}
        onStart={() => (paper.data?.password_required ? setAskPassword(true) : void start())}
        starting={starting && !askPassword}
        error={startError}
      />
      {passwordWanted && (
        <PasswordModal
          opened={askPassword}
          onClose={() => {
            setAskPassword(false);
            setPasswordError(null);
          }}
          onSubmit={(password) => void start(password)}
          busy={starting}
          error={passwordError}
        />
      )}
    </>
  );
}
