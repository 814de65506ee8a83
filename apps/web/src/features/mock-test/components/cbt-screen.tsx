import { Button, Drawer, Loader, Modal, Stack, Text } from '@mantine/core';
import type { PublicQuestion, TestPaper } from '@abhyas/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useCbtShortcuts, type CbtShortcut } from '../hooks/use-cbt-shortcuts.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { usePresenceEvents } from '../hooks/use-presence-events.ts';
import { useTamperCheck } from '../hooks/use-tamper-check.ts';
import type { ShortSummary } from '../api/mock-test-events.ts';
import { mockTestServerNow } from '../lib/mock-test-clock.ts';
import { compensatedSections, sectionAccess, sectionRemaining, sectionWindows, activeSection, type SectionAccess } from '@abhyas/domain';
import { useCbtStore } from '../stores/cbt-store.ts';
import { useOnDemand, useOpenedAfterMount } from '../../../lib/on-demand.tsx';
import { alertAtRemaining, formatHms } from '../utils/clock.ts';
import { CbtAnnouncer } from './cbt-announcer.tsx';
import classes from './cbt.module.css';
import { QuestionPalette } from './palette.tsx';
import { QuestionArea } from './question-area.tsx';
import type { QuestionPaperModalProps } from './question-paper-modal.tsx';
import { SubmitModal, type SavedCheck, type SubmitStatus } from './submit-modal.tsx';
import { SectionTabs, TopBar } from './top-bar.tsx';

/** The question paper's modal (Chips, ScrollArea): fetched when its button is first pointed at, focused or pressed (issue 25 §3). */
const loadQuestionPaper = () => import('./question-paper-modal.tsx').then((m) => m.QuestionPaperModal);
/** The instructions window's content (lists, the shortcut table, the marking scheme): fetched on its first opening. */
const loadInstructions = () => import('./instructions-content.tsx').then((m) => m.InstructionsContent);
/** Pointing at or focusing a "Question Paper" button fetches the modal's code. */
const prefetchPaper = { onPointerEnter: () => void loadQuestionPaper().catch(() => {}), onFocus: () => void loadQuestionPaper().catch(() => {}) };

/** In place of the question paper when its code could not be fetched (offline before the service worker had cached it). */
function OfflinePaper({ opened: wanted, onClose }: Pick<QuestionPaperModalProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation('test');
  const opened = useOpenedAfterMount(wanted);
  return (
    <Modal opened={opened} onClose={onClose} title={t('action.questionPaper')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Text>{t('offline')}</Text>
    </Modal>
  );
}

/** In place of the instructions when their code could not be fetched. */
function OfflineInstructions() {
  const { t } = useTranslation('test');
  return <Text>{t('offline')}</Text>;
}

export interface CbtScreenProps {
  paper: TestPaper;
  candidateName: string;
  deadlineMs: number;
  /** When the session started on the server (epoch ms), for section locking. */
  startedAtMs?: number;
  /**
   * The attempt's compensatory time, minutes per hour (issue 22 §2; 0 or absent: none): locked
   * sections' times are stretched by (60 + it) / 60 as the server does, and a line says why the
   * time is longer than the paper's.
   */
  extraMinutesPerHour?: number;
  language: string;
  onLanguage: (language: string) => void;
  uiStyle: 'dark' | 'light';
  onUiStyle: (style: 'dark' | 'light') => void;
  online: boolean;
  submitStatus: SubmitStatus;
  /** An adaptive test is choosing the next question (the answer just saved decides it). */
  waitingForQuestion?: boolean;
  /** The student confirmed Submit. */
  onSubmit: () => void;
  /** Time is up (called once). */
  onAutoSubmit: () => void;
  /** The local clock jumped (called at each detection). */
  onTamper: () => void;
  /**
   * Sends what is waiting and reads the server's palette counts (POST shortSummary): the submit
   * window says whether every answer on screen is saved on the server. Absent: no such line.
   */
  checkSaved?: () => Promise<ShortSummary>;
}

/**
 * The question-answer screen of the NTA computer-based test (learning.md §2, §4 Tests): top bar,
 * section tabs, the question with its buttons, the palette (a drawer below 1024 px), the question
 * paper and the instructions (reopened at any time: `view_paper`, `view_instructions`), the submit
 * modal (with the server's count of saved answers), the auto-submit alert and submission at zero,
 * the time-tampered modal, an offline banner, the Alt shortcuts and the presence events
 * (`user_inactive`, `user_active`, `ping_event`).
 */
export function CbtScreen(props: CbtScreenProps) {
  const { paper, deadlineMs, online, submitStatus } = props;
  const { t } = useTranslation('test');
  const wide = useMediaQuery('(min-width: 64em)', true);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paperOpen, setPaperOpen] = useState(false);
  // Mounted from their first opening on.
  const [QuestionPaperModal, requestPaper] = useOnDemand(loadQuestionPaper, OfflinePaper);
  const [InstructionsContent, requestInstructions] = useOnDemand(loadInstructions, OfflineInstructions);
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const [saved, setSaved] = useState<SavedCheck | undefined>(undefined);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const [tampered, setTampered] = useState(false);
  const [sayTime, setSayTime] = useState(0);
  const remaining = useCountdown(deadlineMs);
  const alertAt = alertAtRemaining(paper.duration, paper.auto_submit_alert_at_in_sec);
  const alerted = useRef(remaining <= alertAt);
  const autoSubmitted = useRef(false);
  const submitting = submitStatus === 'in_progress' || submitStatus === 'success';
  const windows = useMemo(
    () =>
      paper.section_locking && props.startedAtMs !== undefined
        ? sectionWindows(compensatedSections(paper.sections, props.extraMinutesPerHour ?? 0), props.startedAtMs)
        : null,
    [paper, props.startedAtMs, props.extraMinutesPerHour],
  );
  // `remaining` changes every second, so these are re-read on the timer tick.
  const nowMs = mockTestServerNow();
  const active = windows ? activeSection(windows, nowMs) : null;
  const access: Record<string, SectionAccess> | undefined = windows
    ? Object.fromEntries(paper.sections.map((s) => [s.code, sectionAccess(windows, nowMs, s.code)]))
    : undefined;
  useEffect(() => {
    useCbtStore.getState().lockToSection(active);
  }, [active]);
  const questions = useMemo(() => new Map<string, PublicQuestion>(paper.sections.flatMap((s) => s.questions.map((q) => [q.code, q] as const))), [paper]);

  useEffect(() => {
    if (remaining <= alertAt && remaining > 0 && !alerted.current) {
      alerted.current = true;
      setAlertOpen(true);
    }
    if (remaining === 0 && !autoSubmitted.current) {
      autoSubmitted.current = true;
      setAlertOpen(false);
      props.onAutoSubmit();
    }
  }, [remaining, alertAt, props]);

  // The test covers the whole window: the site behind it (header, links, help button) is made inert
  // so Tab and screen readers stay inside the test; the screen itself is portalled out of the app root.
  useEffect(() => {
    const app = document.getElementById('root');
    if (!app || app.contains(document.querySelector('[data-cbt-root]')) === true) return;
    app.setAttribute('inert', '');
    return () => app.removeAttribute('inert');
  }, []);

  // The test opens with the focus on the question's heading (the app behind is inert, so the focus
  // would otherwise be lost): a screen reader starts by reading "Question No. 1".
  useEffect(() => {
    const id = window.setTimeout(() => document.querySelector<HTMLElement>('[data-cbt-question-heading]')?.focus(), 0);
    return () => window.clearTimeout(id);
  }, []);

  usePresenceEvents((type) => useCbtStore.getState().record(type), !submitting);

  const openPaper = () => {
    requestPaper();
    setPaperOpen(true);
    useCbtStore.getState().record('view_paper');
  };
  const openInstructions = () => {
    requestInstructions();
    setInstructionsOpen(true);
    useCbtStore.getState().record('view_instructions');
  };

  // Opening the submit window: are the answers on screen all stored on the server?
  const checkSaved = props.checkSaved;
  useEffect(() => {
    if (!submitOpen || !checkSaved) return;
    let cancelled = false;
    setSaved({ state: 'checking' });
    const local = useCbtStore.getState().summary;
    const answered = local.answered + local.answeredAndMarkedForReview;
    checkSaved()
      .then((server) => {
        if (cancelled) return;
        const stored = server.answered + server.answeredAndMarkedForReview;
        setSaved(stored >= answered ? { state: 'saved', answered } : { state: 'unsaved', stored, answered });
      })
      .catch(() => {
        if (!cancelled) setSaved({ state: 'unknown' });
      });
    return () => {
      cancelled = true;
    };
  }, [submitOpen, checkSaved]);

  useTamperCheck(() => {
    setTampered(true);
    props.onTamper();
  }, !submitting);

  useCbtShortcuts((action: CbtShortcut) => {
    const s = useCbtStore.getState();
    if (submitting) return;
    if (action === 'saveNext') s.saveAndNext();
    else if (action === 'markReview') s.markForReviewAndNext();
    else if (action === 'clear') s.clearResponse();
    else if (action === 'back') s.back();
    else if (action === 'next') s.next();
    else if (action === 'palette') {
      if (wide) document.querySelector<HTMLElement>('[data-cbt-palette] button[data-current="true"]')?.focus();
      else setPaletteOpen((o) => !o);
    } else if (action === 'paper') openPaper();
    else if (action === 'submit') setSubmitOpen(true);
    else if (action === 'time') setSayTime((n) => n + 1);
  });

  const askSubmit = () => setSubmitOpen(true);
  /**
   * After a question is chosen in the drawer or the question paper, focus goes to the question's
   * heading (not back to the button that opened them): after the modal's own focus return (10 ms).
   */
  const focusQuestion = () => window.setTimeout(() => document.querySelector<HTMLElement>('[data-cbt-question-heading]')?.focus(), 50);
  const style = props.uiStyle;

  const screen = (
    <div className={classes.root} data-ui-style={style} data-mantine-color-scheme={style} data-cbt-root>
      <TopBar
        testName={paper.name}
        candidateName={props.candidateName}
        remaining={remaining}
        low={remaining <= alertAt}
        uiStyle={style}
        onUiStyle={props.onUiStyle}
        onPalette={wide ? undefined : () => setPaletteOpen(true)}
      />
      {(props.extraMinutesPerHour ?? 0) > 0 && props.startedAtMs !== undefined && (
        <p className={classes.compensatory} data-compensatory-time>
          {t('compensatory', { minutes: props.extraMinutesPerHour, total: Math.round((deadlineMs - props.startedAtMs) / 60_000) })}
        </p>
      )}
      <CbtAnnouncer remaining={remaining} sayTime={sayTime} />
      {!online && (
        <div className={classes.offline} role="status">
          {t('offline')}
        </div>
      )}
      {paper.adaptive && (props.waitingForQuestion || paper.adaptive.complete) && (
        <div className={classes.adaptive} role="status" data-adaptive-status>
          {props.waitingForQuestion ? t('adaptive.choosing') : t('adaptive.complete')}
          {!props.waitingForQuestion && (
            <Button size="compact-sm" ml="sm" onClick={askSubmit} disabled={submitting}>
              {t('action.submit')}
            </Button>
          )}
        </div>
      )}
      <SectionTabs access={access} sectionLeft={windows ? sectionRemaining(windows, nowMs) : undefined} />
      <div className={classes.body}>
        <QuestionArea paper={paper} questions={questions} language={props.language} onLanguage={props.onLanguage} onSubmit={askSubmit} disabled={submitting} />
        {wide && (
          <aside className={classes.aside} data-cbt-palette aria-label={t('palette.title')}>
            <QuestionPalette />
            <Stack p="sm" mt="auto" gap="xs">
              <Button variant="default" onClick={openPaper} {...prefetchPaper}>
                {t('action.questionPaper')}
              </Button>
              <Button variant="default" onClick={openInstructions}>
                {t('action.instructions')}
              </Button>
            </Stack>
          </aside>
        )}
      </div>
      {!wide && (
        <Drawer
          opened={paletteOpen}
          onClose={() => setPaletteOpen(false)}
          position="right"
          size={320}
          title={t('palette.title')}
          className={classes.vars}
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          <div data-cbt-palette>
            <QuestionPalette
              onPicked={() => {
                setPaletteOpen(false);
                focusQuestion();
              }}
            />
          </div>
          <Button variant="default" fullWidth mt="md" onClick={openPaper} {...prefetchPaper}>
            {t('action.questionPaper')}
          </Button>
          <Button variant="default" fullWidth mt="xs" onClick={openInstructions}>
            {t('action.instructions')}
          </Button>
        </Drawer>
      )}
      {QuestionPaperModal && (
        <Suspense fallback={null}>
          <QuestionPaperModal opened={paperOpen} onClose={() => setPaperOpen(false)} onPicked={focusQuestion} questions={questions} />
        </Suspense>
      )}
      <Modal
        opened={instructionsOpen}
        onClose={() => setInstructionsOpen(false)}
        title={t('action.instructions')}
        size="xl"
        centered
        className={classes.vars}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="lg" data-cbt-instructions>
          {InstructionsContent && (
            <Suspense fallback={<Loader size="sm" aria-label={t('loading.paper')} />}>
              <InstructionsContent paper={paper} language={props.language} headingOrder={3} />
            </Suspense>
          )}
        </Stack>
      </Modal>
      <SubmitModal
        saved={saved}
        compulsory={Object.fromEntries(paper.sections.flatMap((s) => (s.compulsory_count !== undefined ? [[s.code, s.compulsory_count]] : [])))}
        opened={submitOpen || submitting}
        onClose={() => setSubmitOpen(false)}
        onConfirm={props.onSubmit}
        status={submitStatus}
        online={online}
      />
      <Modal opened={alertOpen} onClose={() => setAlertOpen(false)} title={t('autoSubmit.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
        <Stack>
          <Text>{t('autoSubmit.body', { time: formatHms(remaining) })}</Text>
          <Button onClick={() => setAlertOpen(false)}>{t('autoSubmit.ok')}</Button>
        </Stack>
      </Modal>
      <Modal opened={tampered} onClose={() => setTampered(false)} title={t('tampered.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
        <Stack>
          <Text>{t('tampered.body')}</Text>
          <Button onClick={() => setTampered(false)}>{t('tampered.ok')}</Button>
        </Stack>
      </Modal>
    </div>
  );
  return typeof document === 'undefined' ? screen : createPortal(screen, document.body);
}
