import { useEffect, useRef, useState } from 'react';
import type { MediaPlayerInstance } from '@vidstack/react';
import { closeFlowAction, resumeDecision } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentProfile } from '../../auth/index.ts';
import { useNext } from '../api/learn.ts';
import { useContentStatus } from '../api/progress.ts';
import { useVideo } from '../api/video.ts';
import { useElementErrors } from '../hooks/use-element-errors.ts';
import { usePlayerKeys } from '../hooks/use-player-keys.ts';
import { useProgressReporting } from '../hooks/use-progress-reporting.ts';
import { useQuickChecks } from '../hooks/use-quick-checks.ts';
import { useReactions } from '../hooks/use-reactions.ts';
import { useRemoteAvailability } from '../hooks/use-remote-availability.ts';
import { useSessionPrompt } from '../hooks/use-session-prompt.ts';
import { useTracking } from '../hooks/use-tracking.ts';
import { useVideoSource } from '../hooks/use-video-source.ts';
import { practiceIdHref } from '../../../lib/practice-href.ts';
import type { SchoolContext } from '../../../lib/school-context.ts';
import { EndScreen } from './end-screen.tsx';
import { OverlayHeader } from './overlay-header.tsx';
import { defaultCaptionLanguage } from './captions.tsx';
import { SessionPrompts } from './session-prompts.tsx';
import { VideoLoadError, VideoLoading } from './session-states.tsx';
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
  /** The school assignment's ids this viewing counts for (issue 23 §2), sent with every record. */
  school?: SchoolContext | undefined;
  registerClose(fn: () => void): void;
  onClosed(): void;
  onNavigate(href: string): void;
  onPlayOther(id: string): void;
}

/** One video's session: load, play, report, prompts, end screen (learning.md §4 Video). */
export function VideoSession(p: SessionProps) {
  const { i18n } = useTranslation('video');
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
  const player = useRef<MediaPlayerInstance>(null);
  const watched = status.data?.watched_duration ?? 0;
  const askResume = !p.isPublic && resumeDecision(status.data?.content_status, watched).ask;
  const statusSettled = p.isPublic || !status.isPending;
  const { prompt, promptRef, setPrompt, answerResume } = useSessionPrompt(askResume);
  const media = useVideoSource(player, video.data, { qualityPreset: details?.video_quality, onFailed: () => setPrompt('error') });
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

  const [ended, setEnded] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const closePromptShown = useRef(false);
  const quick = useQuickChecks(player, { profileId, videoId: p.videoId, annotations: video.data?.annotations });
  const { frame, quickCheck, closeQuickCheck } = quick;

  const availability = useRemoteAvailability(media.rawUrl, ready);
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
      ...p.school,
    },
    catalogueLengthS: video.data?.lengthS ?? 0,
    // Watching a completed video again starts over (issue 15): its first post restarts the progress.
    rewatch: status.data?.content_status === 'COMPLETED',
  });
  const tracker = reporting.tracker;

  const stopAndClose = () => {
    const time = player.current?.currentTime ?? 0;
    player.current?.pause().catch(() => undefined);
    reporting.stop(time);
    p.onClosed();
  };

  /** The close flow (learning.md §2): started and not yet asked → pause and ask; otherwise stop and close. */
  const requestClose = () => {
    if (frame) {
      quick.closeFrame();
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

  /** Plays from `atS` seconds. */
  const playFrom = (atS: number) => {
    const pl = player.current;
    if (pl) {
      pl.currentTime = atS;
      pl.play().catch(() => undefined);
    }
  };
  const replay = () => {
    tracker().event('restart', 0);
    setEnded(false);
    setPrompt(null);
    closeQuickCheck();
    playFrom(0);
  };

  const keys = usePlayerKeys(player, {
    blocked: prompt !== null || ended || frame !== null || quickCheck !== null || unavailable,
    onEscape: () => requestClose(),
    onToggleMute: () => {
      const pl = player.current;
      if (pl) pl.muted = !pl.muted;
    },
  });

  const d = video.data;
  const source = media.source;
  const stageRef = useElementErrors(media.onMediaError);

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
          <VideoLoadError onReload={() => void video.refetch()} onClose={stopAndClose} />
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
          <VideoLoading />
        ) : (
          <VideoPlayer
            key={media.reloadKey}
            ref={player}
            src={source}
            title={title}
            poster={d.thumbnail ?? undefined}
            autoPlay={autoPlay}
            quality={media.quality}
            onQualityChange={media.changeQuality}
            captions={d.captions}
            initialCaptions={defaultCaptionLanguage(d.captions, locale)}
            controlsHidden={prompt !== null || ended || frame !== null || quickCheck !== null}
            settingsOpen={settingsOpen}
            onSettingsChange={setSettingsOpen}
            onDuration={(dur) => {
              reporting.setDuration(dur);
              media.onDuration(player.current);
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
              quick.onSeeked(time);
              tracker().event('seek', time);
            }}
            onTime={quick.onTime}
            onReady={() => setReady(true)}
            onEnded={() => {
              tracker().event('ended', reporting.lengthS());
              track('VIDEO_COMPLETED');
              setEnded(true);
            }}
            onError={(detail) => (remoteSource ? availability.markUnavailable() : media.onMediaError(`${detail.code}: ${detail.message}`))}
          >
            <SessionPrompts
              videoId={p.videoId}
              prompt={prompt}
              watchedS={watched}
              quickCheck={quickCheck}
              frame={frame}
              onResumeYes={() => {
                answerResume();
                playFrom(Math.min(watched, reporting.lengthS() - 1));
              }}
              onResumeNo={() => {
                answerResume();
                tracker().event('restart', 0);
                playFrom(0);
              }}
              onKeepWatching={() => {
                setPrompt(null);
                player.current?.play().catch(() => undefined);
              }}
              onStop={stopAndClose}
              onReload={() => {
                setPrompt(null);
                media.reload();
              }}
              onDismissError={() => setPrompt(null)}
              onAnswerQuickCheck={quick.answer}
              onSkipQuickCheck={quick.skip}
            />
          </VideoPlayer>
        )}
        {ended && p.showRecommendations && (
          <EndScreen
            next={next.data?.autoplay[0]?.content[0] ?? null}
            sections={next.isError ? [] : (next.data?.recommendations ?? [])}
            checkHref={checkHref(video.data, profileId)}
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

/**
 * The check for understanding after the video (CFUPractice of the video: its in-video questions and
 * those of its concepts; issue 24 §2), for a signed-in learner and a video that has questions.
 */
function checkHref(video: { code: string; title: string; annotations: unknown[]; concepts: unknown[] } | undefined, profileId: string): string | null {
  if (!video || !profileId || (video.annotations.length === 0 && video.concepts.length === 0)) return null;
  return practiceIdHref({ mode: 'CFUPractice', practiceId: video.code, name: video.title, originUrl: `/video/summary/${encodeURIComponent(video.code)}` });
}

const overlayClass = classes.overlay;
const stageClass = classes.stage;
