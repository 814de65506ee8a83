import { annotationPracticeUrl } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import type { Annotation } from '../hooks/use-quick-checks.ts';
import type { Prompt } from '../hooks/use-session-prompt.ts';
import { clock } from '../lib/player-rules.ts';
import { PromptCard } from './overlay-parts.tsx';
import classes from './video-player.module.css';

export interface SessionPromptsProps {
  videoId: string;
  prompt: Prompt;
  /** The watched time (s) the resume prompt offers to go back to. */
  watchedS: number;
  /** The announced quick check (shown when no prompt is open). */
  quickCheck: Annotation | null;
  /** The annotation whose practice frame is open. */
  frame: Annotation | null;
  onResumeYes(): void;
  onResumeNo(): void;
  /** Close prompt: Resume. */
  onKeepWatching(): void;
  /** Close prompt: Close. */
  onStop(): void;
  /** Error prompt: Reload. */
  onReload(): void;
  /** Error prompt: Dismiss. */
  onDismissError(): void;
  onAnswerQuickCheck(): void;
  onSkipQuickCheck(): void;
}

/**
 * What is drawn over the video (learning.md §2, §4 Video, §8): the resume, close and error
 * prompts, the announced quick check, and the practice frame of an annotation point.
 */
export function SessionPrompts(p: SessionPromptsProps) {
  const { t } = useTranslation('video');
  const { prompt, quickCheck, frame } = p;
  return (
    <>
      {prompt === 'resume' && (
        <PromptCard
          title={t('prompt.resumeTitle')}
          text={t('prompt.resumeText', { time: clock(p.watchedS) })}
          primary={t('prompt.resumeYes')}
          secondary={t('prompt.resumeNo')}
          onPrimary={p.onResumeYes}
          onSecondary={p.onResumeNo}
        />
      )}
      {prompt === 'close' && (
        <PromptCard
          title={t('prompt.closeTitle')}
          text={t('prompt.closeText')}
          primary={t('prompt.resume')}
          secondary={t('prompt.close')}
          onPrimary={p.onKeepWatching}
          onSecondary={p.onStop}
        />
      )}
      {prompt === 'error' && (
        <PromptCard
          title={t('prompt.errorTitle')}
          text={t('videoPlayer.errorReloadMessage')}
          primary={t('prompt.reload')}
          secondary={t('prompt.dismiss')}
          onPrimary={p.onReload}
          onSecondary={p.onDismissError}
        />
      )}
      {quickCheck && prompt === null && (
        <PromptCard
          title={t('quickCheck.title')}
          text={t('quickCheck.text', { count: quickCheck.questionCodes.length })}
          primary={t('quickCheck.answer')}
          secondary={t('quickCheck.skip')}
          onPrimary={p.onAnswerQuickCheck}
          onSecondary={p.onSkipQuickCheck}
        />
      )}
      {frame && (
        <div className={classes.frame}>
          <iframe src={annotationPracticeUrl(p.videoId, frame.questionCodes)} title={t('overlay.practiceFrame')} data-testid="practice-frame" />
        </div>
      )}
    </>
  );
}
