import { useEffect, type ReactNode, type Ref } from 'react';
import { isHLSProvider, MediaPlayer, MediaProvider, type MediaErrorDetail, type MediaPlayerInstance, type PlayerSrc } from '@vidstack/react';
import type { QualityOption } from '@abhyas/domain';
import { setVideoPlaying } from '../../../lib/video-playing.ts';
import { CaptionTracks, type CaptionTrack } from './captions.tsx';
import { PlayerControls } from './player-controls.tsx';
import classes from './video-player.module.css';

/** hls.js from the app's own bundle (never a CDN), fetched only when an HLS source plays. */
const loadHls = () => import('hls.js');

export interface VideoPlayerProps {
  ref: Ref<MediaPlayerInstance>;
  src: PlayerSrc;
  title: string;
  poster?: string | undefined;
  autoPlay: boolean;
  quality: QualityOption;
  onQualityChange(q: QualityOption): void;
  /** Caption tracks (WebVTT, self-hosted clips) and the language shown at the start, or null for off (issue 16 §4). */
  captions?: readonly CaptionTrack[];
  initialCaptions?: string | null;
  /** Controls hidden (the end screen or the practice frame covers the player). */
  controlsHidden: boolean;
  /** The speed and quality menu is open. */
  settingsOpen: boolean;
  onSettingsChange(open: boolean): void;
  onPlay(timeS: number): void;
  onPause(timeS: number): void;
  onSeeked(timeS: number): void;
  onTime(timeS: number): void;
  onEnded(): void;
  onError(detail: MediaErrorDetail): void;
  onDuration(durationS: number): void;
  /** The source can play (its first frames are in, or the YouTube/Vimeo player answered). */
  onReady(): void;
  /** Prompts drawn over the video. */
  children?: ReactNode;
}

/**
 * The video surface (learning.md §2 Video player controls): Vidstack's player for self-hosted MP4
 * and HLS (hls.js bundled, loaded on demand), YouTube and Vimeo, with the app's own controls.
 * Keyboard shortcuts are the overlay's (so they follow the prompts' focus rules); Vidstack's are off.
 * Play, pause, end and unmount tell lib/video-playing.ts (the help widget hides while a video plays).
 */
export function VideoPlayer({ ref, ...props }: VideoPlayerProps) {
  // The help widget hides while a video plays (platform.md §2.4); a closed player plays nothing.
  useEffect(() => () => setVideoPlaying(false), []);
  const read = (t: EventTarget | null) => (t as MediaPlayerInstance | null)?.currentTime ?? 0;
  return (
    <MediaPlayer
      ref={ref}
      className={classes.player}
      src={props.src}
      title={props.title}
      autoPlay={props.autoPlay}
      poster={props.poster}
      // The poster is ours (the catalogue's thumbnail): Vidstack never looks one up itself. Its
      // YouTube lookup fetches i.ytimg.com, which the app's Content-Security-Policy (connect-src
      // 'self') refuses, and the refusal surfaced as an uncaught "Failed to fetch" (issue 15).
      posterLoad="custom"
      playsInline
      keyDisabled
      load="eager"
      onProviderChange={(provider) => {
        if (isHLSProvider(provider)) {
          provider.library = loadHls;
          // Vidstack also puts the playlist in a <source> child (for AirPlay). A browser that plays
          // HLS itself (Chromium 14x+) then starts loading it natively, racing hls.js, which must own
          // the stream for its quality levels; when the native load wins, autoplay is lost. hls.js
          // runs only where Media Source Extensions exist, so that <source> is not needed here.
          (provider as unknown as { appendSource(): void }).appendSource = () => undefined;
        }
      }}
      onPlay={(e) => {
        setVideoPlaying(true);
        props.onPlay(read(e.currentTarget));
      }}
      onPause={(e) => {
        setVideoPlaying(false);
        props.onPause(read(e.currentTarget));
      }}
      onSeeked={(time) => props.onSeeked(time)}
      onTimeUpdate={(detail) => props.onTime(detail.currentTime)}
      onEnded={() => {
        setVideoPlaying(false);
        props.onEnded();
      }}
      onError={(detail) => props.onError(detail)}
      onDurationChange={(d) => props.onDuration(d)}
      onCanPlay={() => props.onReady()}
    >
      <MediaProvider>
        <CaptionTracks tracks={props.captions ?? []} initial={props.initialCaptions ?? null} />
      </MediaProvider>
      <PlayerControls
        quality={props.quality}
        onQualityChange={props.onQualityChange}
        hidden={props.controlsHidden}
        settingsOpen={props.settingsOpen}
        onSettingsChange={props.onSettingsChange}
      >
        {props.children}
      </PlayerControls>
    </MediaPlayer>
  );
}
