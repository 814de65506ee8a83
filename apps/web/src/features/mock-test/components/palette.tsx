import { Text, VisuallyHidden } from '@mantine/core';
import type { PaletteStatus, PaletteSummary } from '@abhyas/domain';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCbtStore } from '../stores/cbt-store.ts';
import classes from './cbt.module.css';

/** Summary field of each palette status, in legend order. */
export const STATUS_FIELDS: [PaletteStatus, keyof PaletteSummary][] = [
  ['ANSWERED', 'answered'],
  ['NOT_ANSWERED', 'notAnswered'],
  ['NOT_VISITED', 'notVisited'],
  ['MARKED_FOR_REVIEW', 'reviewNow'],
  ['ANSWERED_AND_MARKED_FOR_REVIEW', 'answeredAndMarkedForReview'],
];

/** One NTA palette mark: grey square, red, green, violet circle, violet circle with a green tick. */
export function StatusMark({ status, label, as = 'span' }: { status: PaletteStatus; label: string | number; as?: 'span' }) {
  const Tag = as;
  return (
    <Tag className={classes.q} data-status={status} aria-hidden="true">
      {label}
      {status === 'ANSWERED_AND_MARKED_FOR_REVIEW' && (
        <span className={classes.tick}>
          <IconCheck size={11} stroke={4} />
        </span>
      )}
    </Tag>
  );
}

/**
 * The legend with counts of the five states (learning.md §3 summary counts), for `summary`. Each
 * entry is spoken as "Answered: 3" (issue 22 §1: the states are not only colours).
 */
export function PaletteLegend({ summary }: { summary: PaletteSummary }) {
  const { t } = useTranslation('test');
  return (
    <ul className={classes.legend} aria-label={t('palette.legend')} style={{ listStyle: 'none', margin: 0 }}>
      {STATUS_FIELDS.map(([status, field]) => (
        <li key={status} className={`${classes.legendItem} ${status === 'ANSWERED_AND_MARKED_FOR_REVIEW' ? classes.legendWide : ''}`}>
          <StatusMark status={status} label={summary[field]} />
          <span aria-hidden="true">{t(`status.${status}`)}</span>
          <VisuallyHidden>{t('palette.legendItem', { status: t(`status.${status}`), count: summary[field] })}</VisuallyHidden>
        </li>
      ))}
    </ul>
  );
}

/**
 * The question palette of the current section: a button per question in its state; picking one
 * shows it. Each button's name carries its number, state and whether it is the current question
 * ("Question 5, Answered & Marked for Review, current"), so the state is spoken, not only coloured.
 */
export function QuestionPalette({ onPicked }: { onPicked?: () => void }) {
  const { t } = useTranslation('test');
  const sections = useCbtStore((s) => s.sections);
  const currentSection = useCbtStore((s) => s.currentSection);
  const currentCode = useCbtStore((s) => s.currentCode);
  const statuses = useCbtStore((s) => s.statuses);
  const summary = useCbtStore((s) => s.sectionSummary[s.currentSection]);
  const view = useCbtStore((s) => s.view);
  const section = sections.find((s) => s.code === currentSection);
  if (!section || !summary) return null;
  return (
    <nav aria-label={t('palette.title')}>
      <PaletteLegend summary={summary} />
      <Text fw={700} size="sm" px="sm" pt="sm">
        {section.name}
      </Text>
      <Text size="xs" c="var(--cbt-muted)" px="sm">
        {t('palette.choose')}
      </Text>
      <div className={classes.grid}>
        {section.questionCodes.map((code, i) => {
          const status = statuses[code] ?? 'NOT_VISITED';
          return (
            <button
              key={code}
              type="button"
              className={classes.q}
              data-status={status}
              data-current={code === currentCode}
              aria-label={t(code === currentCode ? 'palette.questionLabelCurrent' : 'palette.questionLabel', { n: i + 1, status: t(`status.${status}`) })}
              onClick={() => {
                view(code);
                onPicked?.();
              }}
            >
              {i + 1}
              {status === 'ANSWERED_AND_MARKED_FOR_REVIEW' && (
                <span className={classes.tick} aria-hidden="true">
                  <IconCheck size={11} stroke={4} />
                </span>
              )}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
