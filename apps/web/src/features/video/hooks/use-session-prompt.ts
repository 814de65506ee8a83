import { useEffect, useRef, useState } from 'react';

/** The prompt over the player: resume (learning.md §4), close (§2), error (§8), or none. */
export type Prompt = 'resume' | 'close' | 'error' | null;

/**
 * The session's prompt. Resume (learning.md §4): an INPROGRESS video with watched time
 * (`askResume`) waits for Yes or No and does not autoplay; once answered it is not asked again.
 * `promptRef` is the open prompt as media handlers see it (a play while a prompt is open waits for
 * its answer).
 */
export function useSessionPrompt(askResume: boolean) {
  const [promptState, setPromptState] = useState<Prompt>(null);
  const [resumeAnswered, setResumeAnswered] = useState(false);
  // The open prompt as the media handlers see it (a play while a prompt is open waits for its answer).
  const promptRef = useRef<Prompt>(null);
  const setPrompt = (next: Prompt) => {
    promptRef.current = next;
    setPromptState(next);
  };
  const prompt: Prompt = promptState ?? (askResume && !resumeAnswered ? 'resume' : null);
  useEffect(() => {
    promptRef.current = prompt;
  });
  return {
    prompt,
    promptRef,
    setPrompt,
    /** Yes or No to the resume prompt: it closes and is not asked again. */
    answerResume: () => {
      setResumeAnswered(true);
      setPrompt(null);
    },
  };
}
