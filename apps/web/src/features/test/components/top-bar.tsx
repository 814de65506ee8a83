import { ActionIcon, Avatar, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCbtStore } from '../stores/cbt-store.ts';
import { formatHms } from '../utils/clock.ts';
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
        <span className={classes.timer} data-low={low} role="timer" aria-label={t('top.timeLeftAria', { time: formatHms(remaining) })}>
          {formatHms(remaining)}
        </span>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Avatar size={30} radius="xl" color="blue" variant="filled" aria-hidden="true">
          {candidateName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text size="sm" visibleFrom="xs">
          <VisuallyHidden>{t('top.candidate')} </VisuallyHidden>
          {candidateName}
        </Text>
        <Tooltip label={t(`top.style.${nextStyle}`)}>
          <ActionIcon variant="subtle" color="white" aria-label={t(`top.style.${nextStyle}`)} onClick={() => onUiStyle(nextStyle)}>
            {uiStyle === 'dark' ? <IconSun aria-hidden="true" /> : <IconMoon aria-hidden="true" />}
          </ActionIcon>
        </Tooltip>
        {onPalette && (
          <ActionIcon variant="subtle" color="white" aria-label={t('top.openPalette')} onClick={onPalette}>
            <IconLayoutGrid aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
    </header>
  );
}

/** Section tabs with answered counts (learning.md §2 Tests). */
export function SectionTabs() {
  const { t } = useTranslation('test');
  const sections = useCbtStore((s) => s.sections);
  const current = useCbtStore((s) => s.currentSection);
  const answered = useCbtStore((s) => s.sectionAnswered);
  const changeSection = useCbtStore((s) => s.changeSection);
  return (
    <div className={classes.tabs} role="tablist" aria-label={t('top.sections')}>
      {sections.map((s) => (
        <button
          key={s.code}
          type="button"
          role="tab"
          className={classes.tab}
          aria-selected={s.code === current}
          aria-label={t('top.sectionTab', { name: s.name, answered: answered[s.code] ?? 0, total: s.questionCodes.length })}
          onClick={() => changeSection(s.code)}
        >
          {s.name} ({answered[s.code] ?? 0}/{s.questionCodes.length})
        </button>
      ))}
    </div>
  );
}
