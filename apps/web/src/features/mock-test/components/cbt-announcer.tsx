import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCbtStore } from '../stores/cbt-store.ts';
import { crossedAnnouncement, spokenDuration } from '../utils/clock.ts';

/**
 * The CBT's one polite live region (issue 22 §1, decision 037). The visible timer is not live (it
 * would speak every second); this region speaks only: the time left at 30, 10 and 5 minutes; the
 * section and its answered count when the section changes; the question number when another
 * question is shown; and the time left on demand (`sayTime` changes: Alt+T).
 *
 * `remaining`: seconds left in the test; `sayTime`: a counter the Alt+T shortcut increments.
 */
export function CbtAnnouncer({ remaining, sayTime }: { remaining: number; sayTime: number }) {
  const { t, i18n } = useTranslation('test');
  const [message, setMessage] = useState('');
  // The same words twice in a row (Alt+T pressed twice) must be spoken twice: alternate a trailing
  // no-break space so the region's text always changes.
  const flip = useRef(false);
  const say = (text: string) => {
    flip.current = !flip.current;
    setMessage(flip.current ? text : `${text}\u00a0`);
  };
  const timeLeft = () => t('top.timeLeftAria', { time: spokenDuration(remaining, i18n.language) });

  const previous = useRef(remaining);
  useEffect(() => {
    if (crossedAnnouncement(previous.current, remaining) !== null) say(timeLeft());
    previous.current = remaining;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new reading of the clock announces
  }, [remaining]);

  const asked = useRef(sayTime);
  useEffect(() => {
    if (sayTime !== asked.current) say(timeLeft());
    asked.current = sayTime;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the shortcut announces
  }, [sayTime]);

  const section = useCbtStore((s) => s.currentSection);
  const code = useCbtStore((s) => s.currentCode);
  const seen = useRef({ section, code });
  useEffect(() => {
    const before = seen.current;
    seen.current = { section, code };
    if (before.section === section && before.code === code) return;
    const { sections, sectionAnswered } = useCbtStore.getState();
    const current = sections.find((s) => s.code === section);
    const number = t('question.number', { n: (current?.questionCodes.indexOf(code) ?? -1) + 1 });
    if (before.section !== section && current) {
      say(`${t('top.sectionTab', { name: current.name, answered: sectionAnswered[section] ?? 0, total: current.questionCodes.length })}. ${number}`);
    } else say(number);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announces changes of section and question only
  }, [section, code]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-cbt-announcer>
      {message}
    </VisuallyHidden>
  );
}
