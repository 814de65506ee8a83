import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { MediaPlayerInstance, PlayerSrc } from '@vidstack/react';
import {
  ANNOTATION_FRAME_DELAY_MS,
  annotationCrossed,
  annotationPracticeUrl,
  closeFlowAction,
  groupAnnotations,
  initialQuality,
  isCloseIframeMessage,
  resumeDecision,
  type QualityOption,
  type VideoQuality,
} from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentProfile } from '../../auth/hooks/use-current-profile.ts';
import { useCdnUrl, useNext } from '../api/learn.ts';
import { useContentStatus } from '../api/progress.ts';
import { useVideo } from '../api/video.ts';
import { useElementErrors } from '../hooks/use-element-errors.ts';
import { usePlayerKeys } from '../hooks/use-player-keys.ts';
import { useProgressReporting } from '../hooks/use-progress-reporting.ts';
import { useReactions } from '../hooks/use-reactions.ts';
import { useRemoteAvailability } from '../hooks/use-remote-availability.ts';
import { useTracking } from '../hooks/use-tracking.ts';
import { quickCheckOffered, rememberQuickCheck } from '../lib/annotation-store.ts';
import { clock } from '../lib/player-rules.ts';
import { playerSource } from '../lib/source.ts';
import { EndScreen } from './end-screen.tsx';
import { OverlayHeader } from './overlay-header.tsx';
import { PromptCard } from './overlay-parts.tsx';
import { defaultCaptionLanguage } from './captions.tsx';
import { VideoPlayer } from './video-player.tsx';
import { VideoUnavailable } from './video-unavailable.tsx';
import classes from './video-player.module.css';

export interface SessionProps {
  videoId: string;
  autoStart: boolean;
  isPublic: boolean;
  showRecommendations: boolean;
  trackingId: string | null;
  source: string;
  registerClose(fn: () => void): void;
  onClosed(): void;
  onNavigate(href: string): void;
  onPlayOther(id: string): void;
}

type Prompt = 'resume' | 'close' | 'error' | null;

/** One video's session: load, play, report, prompts, end screen (learning.md §4 Video). */
export function VideoSession(p: SessionProps) {
  const { t, i18n } = useTranslation('video');
  const locale = i18n.language;
  const profile = useCurrentProfile();
  const profileId = profile?.id ?? '';
  const details = profile?.profile_details;
  const video = useVideo(p.videoId, locale);
  const status = useContentStatus(
    p.videoId,
    profileId,
    { ...(profileId ? { child_id: profileId } : {}), exam_name: details?.exam_name, goal_name: details?.goal_name, locale },
    !p.isPublic,
  );
  const [quality, setQuality] = useState<QualityOption>(() => initialQuality(window.innerWidth, asPreset(details?.video_quality)));
  const [useFallback, setUseFallback] = useState(false);
  const rawUrl = video.data ? (useFallback && video.data.fallbackUrl ? video.data.fallbackUrl : video.data.url) : null;
  const cdn = useCdnUrl(video.data?.sourceType === 'cdn' ? rawUrl : null, quality);
  const track = useTracking(p.trackingId);
  const reactions = useReactions(
    {
      contentId: p.videoId,
      profileId,
      childId: profileId || undefined,
      locale,
      goalName: details?.goal_name,
      examName: details?.exam_name,
      isPublic: p.isPublic,
    },
    (what, on) => on && track(what === 'like' ? 'VIDEO_LIKED' : 'VIDEO_BOOKMARKED'),
  );

  const player = useRef<MediaPlayerInstance>(null);
  const [promptState, setPromptState] = useState<Prompt>(null);
  const [resumeAnswered, setResumeAnswered] = useState(false);
  // The open prompt as the media handlers see it (a play while a prompt is open waits for its answer).
  const promptRef = useRef<Prompt>(null);
  const setPrompt = (next: Prompt) => {
    promptRef.current = next;
    setPromptState(next);
  };
  const [ended, setEnded] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [frame, setFrame] = useState<Annotation | null>(null);
  // The quick check announced at an annotation point, before its practice frame opens.
  const [quickCheck, setQuickCheck] = useState<Annotation | null>(null);
  const [ready, setReady] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const closePromptShown = useRef(false);
  const prevTime = useRef(0);
  const doneAnnotations = useRef(new Set<number>());
  const annotationTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingSeek = useRef<number | null>(null);

  const availability = useRemoteAvailability(rawUrl, ready);
  const unavailable = availability.unavailable;
  const next = useNext(p.videoId, { locale, source: p.source }, (p.showRecommendations && ended) || unavailable);
  const reporting = useProgressReporting(player, {
    videoId: p.videoId,
    profileId,
    context: {
      exam_name: details?.exam_name,
      goal_name: details?.goal_name,
      locale,
      source: p.source,
      platform_session_id: profile?.platform_session.sessionId,
    },
    catalogueLengthS: video.data?.lengthS ?? 0,
    // Watching a completed video again starts over (issue 15): its first post restarts the progress.
    rewatch: status.data?.content_status === 'COMPLETED',
  });
  const tracker = reporting.tracker;

  const annotations = useMemo(() => groupAnnotations(video.data?.annotations ?? []), [video.data]);
  const watched = status.data?.watched_duration ?? 0;
  const askResume = !p.isPublic && resumeDecision(status.data?.content_status, watched).ask;
  const statusSettled = p.isPublic || !status.isPending;
  // Resume (learning.md §4): an INPROGRESS video with watched time waits for Yes or No; it does not autoplay.
  const prompt: Prompt = promptState ?? (askResume && !resumeAnswered ? 'resume' : null);
  useEffect(() => {
    promptRef.current = prompt;
  });

  const stopAndClose = () => {
    const time = player.current?.currentTime ?? 0;
    player.current?.pause().catch(() => undefined);
    reporting.stop(time);
    p.onClosed();
  };

  /** Stops waiting to open the announced quick check (its frame does not open). */
  const closeQuickCheck = () => {
    if (annotationTimer.current) clearTimeout(annotationTimer.current);
    annotationTimer.current = null;
    setQuickCheck(null);
  };
  /** The close flow (learning.md §2): started and not yet asked → pause and ask; otherwise stop and close. */
  const requestClose = () => {
    if (frame) {
      setFrame(null);
      return;
    }
    if (quickCheck) closeQuickCheck();
    if (!ended && prompt === null && closeFlowAction({ started: tracker().started, promptShown: closePromptShown.current }) === 'ask') {
      closePromptShown.current = true;
      player.current?.pause().catch(() => undefined);
      setPrompt('close');
      return;
    }
    stopAndClose();
  };
  useEffect(() => p.registerClose(requestClose));

  /** Pauses at an annotation point and announces its quick check; the frame opens 3 s later (learning.md §2). Offered once per profile. */
  const offerQuickCheck = (hit: Annotation) => {
    doneAnnotations.current.add(hit.pointS);
    if (quickCheckOffered(profileId, p.videoId, hit.pointS)) return;
    rememberQuickCheck(profileId, p.videoId, hit.pointS);
    player.current?.pause().catch(() => undefined);
    setQuickCheck(hit);
    annotationTimer.current = setTimeout(() => {
      annotationTimer.current = null;
      setQuickCheck(null);
      setFrame(hit);
    }, ANNOTATION_FRAME_DELAY_MS);
  };
  const replay = () => {
    tracker().event('restart', 0);
    setEnded(false);
    setPrompt(null);
    closeQuickCheck();
    const pl = player.current;
    if (pl) {
      pl.currentTime = 0;
      pl.play().catch(() => undefined);
    }
  };

  // CLOSE_IFRAME from the practice frame (same origin) closes it and playback resumes.
  useEffect(() => {
    if (!frame) return;
    const onMessage = (e: MessageEvent) => {
      if (!isCloseIframeMessage(e, window.location.origin)) return;
      setFrame(null);
      player.current?.play().catch(() => undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  useEffect(
    () => () => {
      if (annotationTimer.current) clearTimeout(annotationTimer.current);
    },
    [],
  );

  const keys = usePlayerKeys(player, {
    blocked: prompt !== null || ended || frame !== null || quickCheck !== null || unavailable,
    onEscape: () => requestClose(),
    onToggleMute: () => {
      const pl = player.current;
      if (pl) pl.muted = !pl.muted;
    },
  });

  const d = video.data;
  const source: PlayerSrc | null = useMemo(() => {
    if (!video.data || !rawUrl) return null;
    if (video.data.sourceType === 'cdn') {
      if (cdn.isPending) return null;
      return playerSource(cdn.data?.data ?? rawUrl);
    }
    return playerSource(rawUrl);
  }, [video.data, rawUrl, cdn.isPending, cdn.data]);

  const switchSource = (apply: () => void) => {
    pendingSeek.current = player.current?.currentTime ?? null;
    apply();
  };

  /**
   * A media error (learning.md §4 Video, §8): with a fallback not yet tried, play it from where the
   * broken source stopped; otherwise pause and offer Reload. A `<source>` that fails to load fires
   * its error on the element itself (not the video), so both paths come here, once per source.
   */
  const failedSource = useRef<string | null>(null);
  const onMediaError = (message: string) => {
    const key = JSON.stringify(source);
    if (failedSource.current === key) return;
    failedSource.current = key;
    console.warn('video error', message);
    if (d?.fallbackUrl && !useFallback) {
      switchSource(() => setUseFallback(true));
      return;
    }
    player.current?.pause().catch(() => undefined);
    setPrompt('error');
  };
  const stageRef = useElementErrors(onMediaError);

  const autoPlay = p.autoStart && !askResume;
  const remoteSource = typeof source === 'string';
  const title = d?.title ?? '';

  return (
    // The overlay takes keys for the player's shortcuts (learning.md §2 controls).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={overlayClass} onKeyDown={keys.onKeyDown} data-testid="video-overlay">
      <OverlayHeader
        title={title}
        isPublic={p.isPublic}
        reactions={reactions}
        settingsHidden={prompt !== null || ended || frame !== null || quickCheck !== null || unavailable}
        settingsOpen={settingsOpen}
        replayHidden={unavailable}
        onSettings={() => setSettingsOpen(true)}
        onReplay={replay}
        onClose={requestClose}
      />
      <div className={stageClass} ref={stageRef}>
        {video.isError ? (
          <Stack align="center" justify="center" h="100%" p="md" role="alert">
            <Text c="white">{t('overlay.loadError')}</Text>
            <Group>
              <Button onClick={() => void video.refetch()}>{t('prompt.reload')}</Button>
              <Button variant="default" onClick={stopAndClose}>
                {t('overlay.close')}
              </Button>
            </Group>
          </Stack>
        ) : unavailable ? (
          <VideoUnavailable
            chapter={d?.chapter ?? null}
            sections={next.data?.recommendations ?? []}
            loading={next.isPending && !next.isError}
            onPlay={(id) => p.onPlayOther(id)}
            onNavigate={(href) => p.onNavigate(href)}
            onClose={stopAndClose}
          />
        ) : !d || !source || !statusSettled ? (
          <Stack align="center" justify="center" h="100%" role="status" aria-label={t('overlay.loading')}>
            <Loader color="white" />
          </Stack>
        ) : (
          <VideoPlayer
            key={reloadKey}
            ref={player}
            src={source}
            title={title}
            poster={d.thumbnail ?? undefined}
            autoPlay={autoPlay}
            quality={quality}
            onQualityChange={(q) => switchSource(() => setQuality(q))}
            captions={d.captions}
            initialCaptions={defaultCaptionLanguage(d.captions, locale)}
            controlsHidden={prompt !== null || ended || frame !== null || quickCheck !== null}
            settingsOpen={settingsOpen}
            onSettingsChange={setSettingsOpen}
            onDuration={(dur) => {
              reporting.setDuration(dur);
              if (pendingSeek.current !== null && player.current) {
                player.current.currentTime = pendingSeek.current;
                pendingSeek.current = null;
                player.current.play().catch(() => undefined);
              }
            }}
            onPlay={(time) => {
              if (promptRef.current === 'resume' || promptRef.current === 'close') {
                // A prompt is open: playback waits for its answer.
                player.current?.pause().catch(() => undefined);
                return;
              }
              // Playing on while a quick check is announced skips it.
              closeQuickCheck();
              reporting.playing();
              if (!tracker().started) track('VIDEO_STARTED');
              tracker().event('start', time);
              setEnded(false);
            }}
            onPause={(time) => {
              reporting.paused();
              tracker().event('pause', time);
            }}
            onSeeked={(time) => {
              keys.onSeeked(time);
              prevTime.current = time;
              tracker().event('seek', time);
            }}
            onTime={(time) => {
              const pl = player.current;
              if (pl && !pl.paused) {
                const hit = annotationCrossed(annotations, prevTime.current, time);
                if (hit && !doneAnnotations.current.has(hit.pointS)) offerQuickCheck(hit);
              }
              prevTime.current = time;
            }}
            onReady={() => setReady(true)}
            onEnded={() => {
              tracker().event('ended', reporting.lengthS());
              track('VIDEO_COMPLETED');
              setEnded(true);
            }}
            onError={(detail) => (remoteSource ? availability.markUnavailable() : onMediaError(`${detail.code}: ${detail.message}`))}
          >
            {prompt === 'resume' && (
              <PromptCard
                title={t('prompt.resumeTitle')}
                text={t('prompt.resumeText', { time: clock(watched) })}
                primary={t('prompt.resumeYes')}
                secondary={t('prompt.resumeNo')}
                onPrimary={() => {
                  setResumeAnswered(true);
                  setPrompt(null);
                  const pl = player.current;
                  if (pl) {
                    pl.currentTime = Math.min(watched, reporting.lengthS() - 1);
                    pl.play().catch(() => undefined);
                  }
                }}
                onSecondary={() => {
                  setResumeAnswered(true);
                  setPrompt(null);
                  tracker().event('restart', 0);
                  const pl = player.current;
                  if (pl) {
                    pl.currentTime = 0;
                    pl.play().catch(() => undefined);
                  }
                }}
              />
            )}
            {prompt === 'close' && (
              <PromptCard
                title={t('prompt.closeTitle')}
                text={t('prompt.closeText')}
                primary={t('prompt.resume')}
                secondary={t('prompt.close')}
                onPrimary={() => {
                  setPrompt(null);
                  player.current?.play().catch(() => undefined);
                }}
                onSecondary={stopAndClose}
              />
            )}
            {prompt === 'error' && (
              <PromptCard
                title={t('prompt.errorTitle')}
                text={t('videoPlayer.errorReloadMessage')}
                primary={t('prompt.reload')}
                secondary={t('prompt.dismiss')}
                onPrimary={() => {
                  setPrompt(null);
                  failedSource.current = null;
                  setUseFallback(false);
                  void cdn.refetch();
                  setReloadKey((k) => k + 1);
                }}
                onSecondary={() => setPrompt(null)}
              />
            )}
            {quickCheck && prompt === null && (
              <PromptCard
                title={t('quickCheck.title')}
                text={t('quickCheck.text', { count: quickCheck.questionCodes.length })}
                primary={t('quickCheck.answer')}
                secondary={t('quickCheck.skip')}
                onPrimary={() => {
                  const hit = quickCheck;
                  closeQuickCheck();
                  setFrame(hit);
                }}
                onSecondary={() => {
                  closeQuickCheck();
                  player.current?.play().catch(() => undefined);
                }}
              />
            )}
            {frame && (
              <div className={classes.frame}>
                <iframe src={annotationPracticeUrl(p.videoId, frame.questionCodes)} title={t('overlay.practiceFrame')} data-testid="practice-frame" />
              </div>
            )}
          </VideoPlayer>
        )}
        {ended && p.showRecommendations && (
          <EndScreen
            next={next.data?.autoplay[0]?.content[0] ?? null}
            sections={next.isError ? [] : (next.data?.recommendations ?? [])}
            onReplay={replay}
            onClose={stopAndClose}
            onPlay={(id) => {
              stopForSwitch();
              p.onPlayOther(id);
            }}
            onNavigate={(href) => {
              stopForSwitch();
              p.onNavigate(href);
            }}
          />
        )}
      </div>
    </div>
  );

  function stopForSwitch() {
    tracker().event('stop', player.current?.currentTime ?? 0);
  }
}

type Annotation = ReturnType<typeof groupAnnotations>[number];

/** The profile's quality preset (platform.md profile `video_quality`), when it is one. */
function asPreset(value: string | undefined): VideoQuality | null {
  return value === 'auto' || value === 'low' || value === 'medium' || value === 'high' ? value : null;
}

const overlayClass = classes.overlay;
const stageClass = classes.stage;
