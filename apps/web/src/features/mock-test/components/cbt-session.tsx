import { Center, Loader, Stack, Text } from '@mantine/core';
import type { TestPaper } from '@abhyas/contracts';
import { compensatedDurationS, errorTypeForStatus, type ErrorPageType } from '@abhyas/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startTimeSync, syncNow } from '../../../lib/time-sync.ts';
import { useCurrentProfile } from '../../auth/index.ts';
import { ErrorPage } from '../../shell/index.ts';
import { preloadResponseParts } from '../../question/index.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { postEvents, fetchAllEvents, fetchShortSummary } from '../api/mock-test-events.ts';
import { usePaper } from '../api/mock-test-paper.ts';
import { resumeSession } from '../api/mock-test-session.ts';
import { useOnline } from '../hooks/use-online.ts';
import { idbEventStore, type EventStore } from '../lib/event-db.ts';
import { TestEventQueue } from '../lib/event-queue.ts';
import { rebuildSession } from '../lib/rebuild.ts';
import { resumeOrKept, serverEventsOrNone } from '../lib/offline-resume.ts';
import { mockTestServerNow } from '../lib/mock-test-clock.ts';
import { useCbtStore, type CbtSection } from '../stores/cbt-store.ts';
import { elapsedSeconds } from '../utils/clock.ts';
import { withInterfaceNames } from '../utils/languages.ts';
import { initialUiStyle, storedUiStyle, storeUiStyle, type UiStyle } from '../utils/ui-style.ts';
import { CbtScreen } from './cbt-screen.tsx';
import type { SubmitStatus } from './submit-modal.tsx';

const statusOf = (error: unknown) => (isApiError(error) ? error.status : 0);

/** The error page of a paper that did not load (learning.md §9 Tests "Load failure shows contentNotFound"): no connection and server faults keep their own pages. */
export function paperErrorType(error: unknown): ErrorPageType {
  const status = statusOf(error);
  if (status === 0) return 'network';
  return status >= 500 ? errorTypeForStatus(status) : 'contentNotFound';
}

/** The error page of a session that could not be fetched (learning.md §9 Tests "session-fetch failure shows sessionExpired"): no connection and server faults keep their own pages. */
export function sessionErrorType(error: unknown): ErrorPageType {
  const status = statusOf(error);
  if (status === 0) return 'network';
  return status >= 500 ? errorTypeForStatus(status) : 'sessionExpired';
}

/** The sections of a paper as the store needs them. */
export function sectionsOf(paper: TestPaper): CbtSection[] {
  return paper.sections.map((s) => ({ code: s.code, name: s.name, questionCodes: s.questions.map((q) => q.code) }));
}

export interface CbtSessionProps {
  testCode: string;
  sessionId: string;
  language: string;
  onLanguage: (language: string) => void;
  /** Goes to the result of the session (finished, submitted or refused by the server). */
  onFinished: () => void;
  /** Local event storage; IndexedDB unless a test passes another. */
  store?: EventStore;
}

interface Ready {
  deadlineMs: number;
  startedAtMs: number;
  /** Compensatory time of the attempt, minutes per hour (issue 22 §2). */
  extraMinutesPerHour: number;
  uiStyle: 'dark' | 'light';
}

/**
 * A started session (learning.md §4 Tests "Session flow", "Event sync"): resumes on the server
 * clock (POST resume), pulls the stored events page by page, merges them with the local unsent
 * ones, rebuilds the palette with `replayEvents`, then runs the test with every action queued as
 * an event (IndexedDB first, then sent) until it is submitted or time is up.
 */
export function CbtSession({ testCode, sessionId, language, onLanguage, onFinished, store = idbEventStore }: CbtSessionProps) {
  const { t, i18n } = useTranslation('test');
  const paper = usePaper(testCode, language);
  const profile = useCurrentProfile();
  const online = useOnline();
  const [ready, setReady] = useState<Ready | null>(null);
  /** Why the session could not be resumed (the error), or null. */
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [uiStyle, setUiStyle] = useState<UiStyle>(() => initialUiStyle(storedUiStyle()));
  const [submitStatus, setSubmitStatus] = useState<SubmitStatus>('idle');
  const queueRef = useRef<TestEventQueue | null>(null);
  const waitingAfter = useCbtStore((st) => st.waitingAfter);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  // Names in the interface language, the questions in the test language.
  const loaded = useMemo(() => (paper.data ? withInterfaceNames(paper.data, i18n.language) : undefined), [paper.data, i18n.language]);
  // The answer inputs of every question type in the paper, so each question shows at once and offline.
  useEffect(() => {
    if (paper.data) preloadResponseParts(paper.data.sections.flatMap((s) => s.questions));
  }, [paper.data]);
  const paperReady = loaded !== undefined;

  useEffect(() => startTimeSync(), []);

  useEffect(() => {
    if (!paperReady || !loaded) return;
    let cancelled = false;
    let queue: TestEventQueue | null = null;
    (async () => {
      // Offline (a reload served by the service worker): the kept resume answer and the device's events.
      const [resume, serverEvents, local] = await Promise.all([
        resumeOrKept(sessionId, () => resumeSession(sessionId)),
        serverEventsOrNone(() => fetchAllEvents(sessionId)),
        store.list(sessionId),
      ]);
      if (cancelled) return;
      if (resume.status !== 'STARTED') {
        await store.clear(sessionId);
        finished.current();
        return;
      }
      const sections = sectionsOf(loaded);
      const rebuilt = rebuildSession(
        sections.flatMap((s) => s.questionCodes),
        serverEvents,
        local,
        resume.last_eorder,
      );
      await store.setSent(sessionId, rebuilt.undelivered, false);
      if (cancelled) return;
      queue = new TestEventQueue({
        sessionId,
        store,
        send: (events) => postEvents(sessionId, events),
        onFinished: () => finished.current(),
        onFreezeSynced: () => {
          setSubmitStatus('success');
          finished.current();
        },
        onFreezeFailed: () => setSubmitStatus('fail'),
      });
      const startedAtMs = Date.parse(resume.started_at);
      const q = queue;
      useCbtStore.getState().init({
        sections,
        replay: rebuilt.replay,
        currentCode: rebuilt.currentCode,
        nextEorder: rebuilt.nextEorder,
        clock: () => elapsedSeconds(startedAtMs, mockTestServerNow(), compensatedDurationS(loaded.duration, resume.extra_minutes_per_hour ?? 0)),
        sink: (event) => void q.add(event),
        adaptive: loaded.adaptive !== undefined,
      });
      queueRef.current = q;
      useCbtStore.getState().record(rebuilt.events.length > 0 ? 'resume' : 'load_paper');
      queue.start();
      setUiStyle(initialUiStyle(storedUiStyle(), resume.ui_style));
      setReady({ deadlineMs: Date.parse(resume.deadline_at), startedAtMs, extraMinutesPerHour: resume.extra_minutes_per_hour ?? 0, uiStyle: resume.ui_style });
    })().catch((error: unknown) => {
      console.warn('Could not resume the test', error);
      if (!cancelled) setFailed({ error });
    });
    return () => {
      cancelled = true;
      queue?.stop();
    };
    // The session is prepared once per paper load; a language change keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, paperReady, attempt, store]);

  // An adaptive test (the Achieve diagnostic): once the section's last question is saved, its answer
  // is sent at once and the paper fetched again; the next question (or the next subject) follows.
  const refetchPaper = paper.refetch;
  useEffect(() => {
    if (!waitingAfter) return;
    let cancelled = false;
    (async () => {
      await queueRef.current?.flush();
      const next = await refetchPaper();
      if (cancelled) return;
      if (next.data) useCbtStore.getState().extend(sectionsOf(next.data), next.data.adaptive?.done_sections ?? []);
      else useCbtStore.getState().extend(useCbtStore.getState().sections, []);
    })().catch(() => {
      if (!cancelled) useCbtStore.getState().extend(useCbtStore.getState().sections, []);
    });
    return () => {
      cancelled = true;
    };
  }, [waitingAfter, refetchPaper]);

  const checkSaved = useCallback(async () => {
    await queueRef.current?.flush();
    return fetchShortSummary(sessionId);
  }, [sessionId]);

  const submit = (type: 'freeze' | 'auto_submit') => {
    if (submitStatus === 'in_progress' || submitStatus === 'success') return;
    setSubmitStatus('in_progress');
    useCbtStore.getState().record(type);
  };

  if (failed || paper.isError) {
    // learning.md §9 Tests: a paper that cannot load is contentNotFound, a session that cannot be
    // fetched sessionExpired (its sign-in ended); no connection or a server fault says so and retries.
    const type = failed ? sessionErrorType(failed.error) : paperErrorType(paper.error);
    const retry = () => {
      setFailed(null);
      setAttempt((a) => a + 1);
      void paper.refetch();
    };
    return (
      <ErrorPage
        type={type}
        action={type === 'sessionExpired' ? { label: t('error.signIn'), href: '/login' } : { label: t('error.retry'), onClick: retry }}
        showBack={type === 'contentNotFound'}
      />
    );
  }
  if (!ready || !loaded) {
    return (
      <Center mih="60vh">
        <Stack align="center" gap="xs">
          <Loader />
          <Text role="status">{t('loading.resume')}</Text>
        </Stack>
      </Center>
    );
  }
  const name = profile ? `${profile.profile_details.first_name} ${profile.profile_details.last_name ?? ''}`.trim() : t('top.candidateFallback');
  return (
    <CbtScreen
      paper={loaded}
      candidateName={name}
      deadlineMs={ready.deadlineMs}
      startedAtMs={ready.startedAtMs}
      extraMinutesPerHour={ready.extraMinutesPerHour}
      language={language}
      onLanguage={onLanguage}
      uiStyle={uiStyle}
      onUiStyle={(style) => {
        setUiStyle(style);
        storeUiStyle(style);
      }}
      online={online}
      submitStatus={submitStatus}
      waitingForQuestion={waitingAfter !== null}
      onSubmit={() => submit('freeze')}
      onAutoSubmit={() => submit('auto_submit')}
      onTamper={() => {
        useCbtStore.getState().record('time_tampered');
        void syncNow();
      }}
      checkSaved={checkSaved}
    />
  );
}
