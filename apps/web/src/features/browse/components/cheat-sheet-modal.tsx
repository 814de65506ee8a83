import { lazy, Suspense } from 'react';
import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCheatSheet } from '../api/cheat-sheet.ts';
import { QueryErrorState, SectionSkeleton } from './page-states.tsx';

/** The Markdown renderer (markdown-it, KaTeX and its stylesheet) arrives only when a sheet is opened. */
const CheatSheetBody = lazy(async () => ({ default: (await import('./cheat-sheet-body.tsx')).CheatSheetBody }));

export interface CheatSheetModalProps {
  /** The sheet to show; null keeps the modal closed. */
  code: string | null;
  onClose: () => void;
}

/** A cheat sheet in a Mantine modal (full screen on phones): title, chapter and its Markdown body. */
export function CheatSheetModal({ code, onClose }: CheatSheetModalProps) {
  const { t, i18n } = useTranslation('browse');
  const sheet = useCheatSheet(code ?? '', i18n.language);
  const phone = useMediaQuery('(max-width: 576px)') ?? false;
  const loading = <SectionSkeleton rows={4} label={t('cheatSheet.loading')} />;
  return (
    <Modal
      opened={code !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={sheet.data?.title ?? t('chapter.cheatSheetsTitle')}
      closeButtonProps={{ 'aria-label': t('cheatSheet.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {sheet.isPending ? (
        loading
      ) : sheet.isError ? (
        <QueryErrorState error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : (
        <div lang={sheet.data.language}>
          <Text size="sm" c="dimmed" mb="sm">
            {sheet.data.chapter.name}
          </Text>
          <Suspense fallback={loading}>
            <CheatSheetBody text={sheet.data.body} />
          </Suspense>
        </div>
      )}
    </Modal>
  );
}
