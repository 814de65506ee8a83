import type { TimelineItem } from '@abhyas/contracts';
import { dayBucket } from '@abhyas/domain';
import type { TFunction } from 'i18next';

/** Intl locale for an interface language: the Indian variant (en-IN, hi-IN, …), as the spec shows dates (learning.md §4 Tiles). */
const intlLocale = (language: string) => `${language}-IN`;

/**
 * The heading of a day (learning.md §4 Tiles "Home grouping"): Today, Yesterday, or the date with
 * its weekday in the interface language (e.g. "Mon, 9 Mar 2026"). `date` and `today` YYYY-MM-DD (India).
 */
export function dayHeading(date: string, today: string, t: TFunction, language: string): string {
  const bucket = dayBucket(date, today);
  if (bucket === 'today') return t('today');
  if (bucket === 'yesterday') return t('yesterday');
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The time of day of `at` (epoch ms) in India, e.g. "4:05 pm". */
export function timeOfDay(at: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(at));
}

/** Marks as shown: whole numbers plain, others with one decimal. */
const marks = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** What kind of thing an item is, as its label says (a milestone by its kind, an activity by its type). */
export function kindLabel(item: TimelineItem, t: TFunction): string {
  const d = item.detail;
  if (item.kind === 'milestone' && d.milestone) return t(`milestone.${d.milestone}`);
  if (item.kind === 'activity' && d.activity_type) return t(`activityType.${d.activity_type}`);
  if (item.kind === 'test' && d.diagnostic) return t('kind.diagnostic');
  return t(`kind.${item.kind}`);
}

/** The figures of an item as short phrases (minutes, share watched, accuracy, score), in the interface language. */
export function detailParts(item: TimelineItem, t: TFunction): string[] {
  const d = item.detail;
  const parts: string[] = [];
  switch (item.kind) {
    case 'video':
      parts.push(d.completed ? t('detail.completed') : t('detail.watched', { percent: d.percent_watched ?? 0 }));
      break;
    case 'practice':
      parts.push(
        d.accuracy_pct === null || d.accuracy_pct === undefined
          ? t('detail.noAnswers')
          : t('detail.accuracy', { correct: d.correct ?? 0, answered: d.answered ?? 0, percent: d.accuracy_pct }),
      );
      break;
    case 'test':
    case 'milestone':
      if (d.score !== undefined) {
        parts.push(
          d.max_marks === null || d.max_marks === undefined
            ? t('detail.scoreOnly', { score: marks(d.score) })
            : t('detail.score', { score: marks(d.score), max: marks(d.max_marks) }),
        );
      }
      break;
    case 'activity':
      break;
  }
  if (d.minutes) parts.push(t('detail.minutes', { count: d.minutes }));
  return parts;
}
