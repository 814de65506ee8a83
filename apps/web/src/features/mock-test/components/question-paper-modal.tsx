import { Chip, Group, Modal, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PublicQuestion } from '@abhyas/contracts';
import type { PaletteStatus } from '@abhyas/domain';
import { useState } from 'react';
import { useOpenedAfterMount } from '../../../lib/on-demand.tsx';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../question/index.ts';
import { useCbtStore } from '../stores/cbt-store.ts';
import classes from './cbt.module.css';
import { STATUS_FIELDS, StatusMark } from './palette.tsx';

type Filter = 'ALL' | PaletteStatus;

/**
 * The question paper (learning.md §2 Tests): every question of the current section with its
 * palette state, filtered by state; choosing one goes to it.
 */
export interface QuestionPaperModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called after a question was chosen and the modal closed (the screen moves focus to it). */
  onPicked?: () => void;
  questions: Map<string, PublicQuestion>;
}

export function QuestionPaperModal({ opened: wanted, onClose, onPicked, questions }: QuestionPaperModalProps) {
  const { t } = useTranslation('test');
  // Fetched on its first opening: open after mounting, so the focus goes back where it was.
  const opened = useOpenedAfterMount(wanted);
  const [filter, setFilter] = useState<Filter>('ALL');
  const sections = useCbtStore((s) => s.sections);
  const currentSection = useCbtStore((s) => s.currentSection);
  const statuses = useCbtStore((s) => s.statuses);
  const view = useCbtStore((s) => s.view);
  const section = sections.find((s) => s.code === currentSection);
  const rows = (section?.questionCodes ?? []).map((code, i) => ({ code, n: i + 1, status: statuses[code] ?? 'NOT_VISITED' }));
  const shown = rows.filter((r) => filter === 'ALL' || r.status === filter);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('paper.title', { section: section?.name ?? '' })}
      size="xl"
      scrollAreaComponent={ScrollArea.Autosize}
      className={classes.vars}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm">
        <Chip.Group multiple={false} value={filter} onChange={(v) => setFilter(v as Filter)}>
          <Group gap={6} role="group" aria-label={t('paper.filter')}>
            <Chip value="ALL" size="xs">
              {t('paper.all', { count: rows.length })}
            </Chip>
            {STATUS_FIELDS.map(([status]) => (
              <Chip key={status} value={status} size="xs">
                {t(`status.${status}`)} ({rows.filter((r) => r.status === status).length})
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {shown.length === 0 && <Text c="dimmed">{t('paper.none')}</Text>}
        {shown.map((r) => {
          const q = questions.get(r.code);
          return (
            <UnstyledButton
              key={r.code}
              className={classes.paperRow}
              onClick={() => {
                view(r.code);
                onClose();
                onPicked?.();
              }}
              aria-label={t('palette.questionLabel', { n: r.n, status: t(`status.${r.status}`) })}
            >
              <StatusMark status={r.status} label={r.n} />
              <div style={{ flex: 1, minWidth: 0 }} lang={q?.language}>
                {q ? <Markdown text={q.body} html={q.html?.body} /> : null}
              </div>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Modal>
  );
}
