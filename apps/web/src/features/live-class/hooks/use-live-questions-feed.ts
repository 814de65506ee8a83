import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../../lib/time-sync.ts';
import { liveQuestionKeys, liveQuestionPaths, useLiveQuestions } from '../api/live-questions.ts';
import { useLiveEvents } from './use-live-events.ts';

/**
 * A live class's quick questions kept live (issue 23 §3): the list, read again on every
 * `event: questions` of the events stream, and once more just after the open question's time is up
 * (in case the stream is down then). `now` ticks every second while a question is open (server time).
 */
export function useLiveQuestionsFeed(liveClassId: string, asTeacher: boolean) {
  const { i18n } = useTranslation();
  const qc = useQueryClient();
  const q = useLiveQuestions(liveClassId, asTeacher, i18n.language);
  const lastVersion = useRef<string | null>(null);
  const { connected } = useLiveEvents({
    url: liveClassId ? liveQuestionPaths.events(liveClassId) : null,
    asTeacher,
    onQuestions: (version) => {
      if (version === lastVersion.current) return;
      lastVersion.current = version;
      void qc.invalidateQueries({ queryKey: liveQuestionKeys.questionsAll(liveClassId, asTeacher) });
    },
  });

  const [now, setNow] = useState(() => serverNow());
  const closesAt = (q.data ?? [])
    .filter((x) => x.open)
    .reduce<number | null>((soonest, x) => (soonest === null || x.closes_at < soonest ? x.closes_at : soonest), null);
  const ticking = closesAt !== null && closesAt > now - 2_000;
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(serverNow());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ticking]);
  // Once the soonest open question's time is up, read the list again (its key now shows).
  useEffect(() => {
    if (closesAt === null) return;
    const wait = closesAt - serverNow() + 1_500;
    if (wait > 15 * 60_000) return;
    const timer = setTimeout(() => void qc.invalidateQueries({ queryKey: liveQuestionKeys.questionsAll(liveClassId, asTeacher) }), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [closesAt, qc, liveClassId, asTeacher]);

  return { q, connected, now };
}
