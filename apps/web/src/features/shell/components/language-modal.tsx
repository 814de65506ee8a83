import { lazy, Suspense } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { chooseLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.tsx';
import { useExamLanguages } from '../hooks/use-exam-languages.ts';

const LanguageChooser = lazy(() => import('../../../components/ui/language-chooser.tsx').then((m) => ({ default: m.LanguageChooser })));

/**
 * The language chooser in a dialog (platform.md §4.3); loaded when the picker is first used. With a
 * profile, only its exam's languages can be chosen (Done is refused for the others); signed out, all twelve.
 */
export function LanguageModal(props: { opened: boolean; onClose: () => void }) {
  // The header lives outside the pages' query client (lib/query-client.tsx): bring it along.
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageDialog {...props} />
    </QueryClientProvider>
  );
}

function LanguageDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const supported = useExamLanguages(i18n.language);
  const close = onClose;
  return (
    <Modal opened={opened} onClose={close} title={t('language.modalTitle')} size="lg" radius="lg">
      <Suspense
        fallback={
          <Center mih={200}>
            <Loader type="dots" />
          </Center>
        }
      >
        <LanguageChooser initial={i18n.language} supported={supported} onDone={(locale) => void chooseLocale(locale)} onBack={close} />
      </Suspense>
    </Modal>
  );
}
