import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCoin, IconDoorExit } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePracticeFlow } from '../hooks/use-practice-flow.ts';
import { isCloseIframeMessage, postToParent } from '../lib/iframe.ts';
import { practiceKeyOf, readPracticeParams, sessionIdOf, withSessionId } from '../lib/params.ts';
import { EndPracticeDialog } from './end-practice-dialog.tsx';
import { InterventionScreen } from './intervention-screen.tsx';
import { ExhaustedState, PracticeError, PracticeSkeleton } from './practice-states.tsx';
import { QuestionScreen } from './question-screen.tsx';
import { SessionSummaryView } from './session-summary-page.tsx';

/** Where the session summary of `sessionId` lives, with the way back to this practice. */
export function sessionSummaryHref(sessionId: string, opts: { title?: string; back?: string }): string {
  const q = new URLSearchParams({ session_id: sessionId });
  if (opts.title) q.set('title', opts.title);
  if (opts.back) q.set('back', opts.back);
  return `/practice/session-summary?${q.toString()}`;
}

/**
 * The practice taking page `/practice` (learning.md §2 Practice, §4): reads the query parameters of
 * every mode, runs the session flow and shows the question screen, the Learn Intervention screen, the
 * exhausted state or an error, with End practice (confirmation dialog) leading to the session
 * summary. The open session's id is kept in the URL (`session_id`, replacing the entry), so a reload
 * or a shared link resumes it (issue 15). With `iframe=true` ending posts the closed-iframe message
 * instead, and a same-origin CLOSE_IFRAME message ends the session. `webview` (web-view routes) shows
 * the summary in place.
 */
export function PracticeScreen({ webview = false }: { webview?: boolean }) {
  const { t, i18n } = useTranslation('practice');
  const locale = i18n.language;
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  // The path this page was opened at: while another page loads after it (the summary after "End
  // practice"), the router's location is already that page's, and nothing here may follow it.
  const [ownPath] = useState(location.pathname);
  const active = location.pathname === ownPath;
  const search = location.search as Record<string, unknown>;
  const params = useMemo(() => readPracticeParams(search, locale), [search, locale]);
  const putSessionInUrl = (id: string) => {
    const here = locationRef.current;
    if (here.pathname !== ownPath || sessionIdOf(here.search as Record<string, unknown>) === id) return;
    void navigate({ href: `${here.pathname}${withSessionId(here.searchStr, id)}`, replace: true });
  };
  const flow = usePracticeFlow(params, locale, {
    startKey: practiceKeyOf(search),
    urlSessionId: sessionIdOf(search),
    active,
    onSession: putSessionInUrl,
  });
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  });
  const [confirming, setConfirming] = useState(false);
  const [ended, setEnded] = useState(false);
  const flowRef = useRef(flow);
  useEffect(() => {
    flowRef.current = flow;
  });

  const title = params.title || flow.session?.title || flow.session?.learning_map.chapter_name || t('page.title');
  const backHref = params.originUrl?.startsWith('/')
    ? params.originUrl
    : flow.session
      ? `/practice/summary/${flow.session.learning_map.chapter_code}`
      : '/practice/home';

  const end = () => {
    setConfirming(false);
    const s = flowRef.current.session;
    flowRef.current.finish();
    if (params.iframe) {
      postToParent({ event: 'CLOSE_IFRAME', reason: 'practice_ended' });
      setEnded(true);
      return;
    }
    if (!s) return void navigate({ to: backHref });
    if (webview) {
      setEnded(true);
      return;
    }
    const href = sessionSummaryHref(s.session_id, { title, back: `${location.pathname}${withSessionId(location.searchStr, null)}` });
    void navigate({ href });
  };

  useEffect(() => {
    if (!params.iframe) return;
    const onMessage = (e: MessageEvent) => {
      if (!isCloseIframeMessage(e)) return;
      flowRef.current.finish();
      setEnded(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [params.iframe]);

  usePageTitle(t('page.documentTitle', { title }));

  if (ended && flow.session) {
    return (
      <Container size={860} px={{ base: 'sm', sm: 'md' }} py="md">
        <SessionSummaryView sessionId={flow.session.session_id} title={title} />
      </Container>
    );
  }

  const summary = flow.summary;
  return (
    <Container size={860} px={{ base: 'sm', sm: 'md' }} py={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t(`mode.${params.mode}`)}
            </Text>
            <Title order={1} size="h3" lineClamp={2}>
              {title}
            </Title>
          </Stack>
          <Button
            variant="default"
            color="red"
            leftSection={<IconDoorExit size={16} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
            disabled={!flow.session}
          >
            {t('actions.end')}
          </Button>
        </Group>
        {summary && summary.metaData.questions > 0 && (
          <Group gap="xs" aria-label={t('page.sessionSoFar')} data-testid="session-so-far">
            <Badge variant="light" color="blue">
              {t('page.accuracy', { percent: Math.round(summary.accuracy * 100) })}
            </Badge>
            <Badge variant="light" color="gray" leftSection={<IconCoin size={12} aria-hidden="true" />}>
              {t('page.silver', { count: summary.silverEmbiumsEarnedCount })}
            </Badge>
            <Badge variant="light" color="yellow" c="dark.6" leftSection={<IconCoin size={12} aria-hidden="true" />}>
              {t('page.gold', { count: summary.goldEmbiumsEarnedCount })}
            </Badge>
          </Group>
        )}
        {(flow.phase === 'starting' || flow.phase === 'loading') && (
          <PracticeSkeleton label={flow.phase === 'starting' ? t('page.starting') : t('page.loadingNext')} />
        )}
        {flow.phase === 'error' && <PracticeError error={flow.error} onRetry={flow.retry} />}
        {flow.phase === 'question' && flow.current && <QuestionScreen key={flow.current.question.code} flow={flow} locale={locale} paused={confirming} />}
        {flow.phase === 'intervention' && flow.intervention && (
          <InterventionScreen intervention={flow.intervention} onContinue={flow.continuePractice} onOpenVideo={() => undefined} />
        )}
        {flow.phase === 'exhausted' && <ExhaustedState onSummary={flow.session ? end : null} backHref={backHref} backLabel={t('exhausted.back')} />}
        {flow.invalid && (
          <Text c="red" role="alert">
            {t('error.invalidSession')}
          </Text>
        )}
      </Stack>
      <EndPracticeDialog opened={confirming} onCancel={() => setConfirming(false)} onConfirm={end} />
    </Container>
  );
}

/** `/practice` inside the app chrome. */
export function PracticePage() {
  return <PracticeScreen />;
}

/** `/web-view/practice` and `/android-webview/practice`: the same screen without the app chrome. */
export function PracticeWebViewPage() {
  return <PracticeScreen webview />;
}
