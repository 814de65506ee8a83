import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconMoon, IconSun } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCbtStore } from '../stores/cbt-store.ts';
import { formatHms } from '../utils/clock.ts';
import type { SectionAccess } from '@abhyas/domain';
import { IconLock } from '@tabler/icons-react';
import classes from './cbt.module.css';

export interface TopBarProps {
  testName: string;
  candidateName: string;
  remaining: number;
  low: boolean;
  uiStyle: 'dark' | 'light';
  onUiStyle: (style: 'dark' | 'light') => void;
  /** Shown on small screens, where the palette is a drawer. */
  onPalette?: () => void;
}

/** The CBT top bar: test name, server-synced time left (hh:mm:ss), candidate, UI style switch, palette button on phones. */
export function TopBar({ testName, candidateName, remaining, low, uiStyle, onUiStyle, onPalette }: TopBarProps) {
  const { t } = useTranslation('test');
  const nextStyle = uiStyle === 'dark' ? 'light' : 'dark';
  return (
    <header className={classes.topBar}>
      <Text component="h1" className={classes.testName} size="md" m={0}>
        {testName}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" visibleFrom="sm">
          {t('top.timeLeft')}
        </Text>
        <span className={classes.timer} data-low={low} role="timer" aria-live="off" aria-label={t('top.timeLeftAria', { time: formatHms(remaining) })}>
          {formatHms(remaining)}
        </span>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <span className={classes.candidateInitial} aria-hidden="true">
          {candidateName.slice(0, 1).toUpperCase()}
        </span>
        <Text size="sm" visibleFrom="xs">
          <VisuallyHidden>{t('top.candidate')} </VisuallyHidden>
          {candidateName}
        </Text>
        <ActionIcon
          variant="subtle"
          color="white"
          aria-label={t(`top.style.${nextStyle}`)}
          title={t(`top.style.${nextStyle}`)}
          onClick={() => onUiStyle(nextStyle)}
        >
          {uiStyle === 'dark' ? <IconSun aria-hidden="true" /> : <IconMoon aria-hidden="true" />}
        </ActionIcon>
        {onPalette && (
          <ActionIcon variant="subtle" color="white" aria-label={t('top.openPalette')} onClick={onPalette}>
            <IconLayoutGrid aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
    </header>
  );
}

/**
 * Section tabs with answered counts (learning.md §2 Tests). With section locking (`access`), only
 * the open section can be chosen; the others say whether they are done or not yet open, and the
 * time left in the open section is shown (`sectionLeft`, seconds).
 */
export function SectionTabs({ access, sectionLeft }: { access?: Record<string, SectionAccess>; sectionLeft?: number } = {}) {
  const { t } = useTranslation('test');
  const sections = useCbtStore((s) => s.sections);
  const current = useCbtStore((s) => s.currentSection);
  const answered = useCbtStore((s) => s.sectionAnswered);
  const changeSection = useCbtStore((s) => s.changeSection);
  /** Arrow keys, Home and End move between the tabs (ARIA tabs pattern); Enter or Space chooses one. */
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    const tabs = [...(e.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const i = tabs.indexOf(e.currentTarget);
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : (i + (e.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    tabs[next]?.focus();
    e.preventDefault();
  };
  return (
    <div className={classes.tabRow}>
      <div className={classes.tabs} role="tablist" aria-label={t('top.sections')}>
        {sections.map((s) => {
          const state = access?.[s.code];
          const locked = state !== undefined && state !== 'open';
          const label = t('top.sectionTab', { name: s.name, answered: answered[s.code] ?? 0, total: s.questionCodes.length });
          return (
            <button
              key={s.code}
              type="button"
              role="tab"
              className={classes.tab}
              aria-selected={s.code === current}
              aria-disabled={locked || undefined}
              data-locked={locked || undefined}
              aria-label={locked ? `${label}. ${t(`lock.${state}`)}` : label}
              onClick={() => !locked && changeSection(s.code)}
              onKeyDown={onTabKey}
            >
              {locked && <IconLock size={14} aria-hidden="true" style={{ marginInlineEnd: 4, verticalAlign: '-2px' }} />}
              {s.name} ({answered[s.code] ?? 0}/{s.questionCodes.length})
            </button>
          );
        })}
      </div>
      {sectionLeft !== undefined && (
        <span className={classes.sectionLeft} role="timer" aria-live="off" aria-label={t('lock.sectionLeftAria', { time: formatHms(sectionLeft) })}>
          {t('lock.sectionLeft', { time: formatHms(sectionLeft) })}
        </span>
      )}
    </div>
  );
}
