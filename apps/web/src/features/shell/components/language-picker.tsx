import { lazy, Suspense } from 'react';
import { Button, Center, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@abhyas/domain';
import { chooseLocale } from '../../../lib/i18n.ts';

/** The chooser loads when the picker first opens, not with every page. */
const LanguageChooser = lazy(() => import('../../../components/ui/language-chooser.tsx').then((m) => ({ default: m.LanguageChooser })));

/**
 * The header's language picker (platform.md §2.5, §4.3): shows the current language and opens the
 * language chooser; Done stores the locale (`abhyas.locale`) and reloads the page.
 */
export function LanguagePicker({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const [opened, { open, close }] = useDisclosure(false);
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];

  return (
    <>
      <Button
        variant="subtle"
        color="dark"
        leftSection={<IconLanguage size={18} aria-hidden="true" />}
        onClick={open}
        fullWidth={fullWidth}
        justify={fullWidth ? 'flex-start' : undefined}
        aria-label={t('language.pickerLabel', { language: current?.subText ?? 'English' })}
        aria-haspopup="dialog"
      >
        <span lang={current?.code}>{current?.title}</span>
      </Button>
      <Modal opened={opened} onClose={close} title={t('language.modalTitle')} size="lg" radius="lg">
        <Suspense
          fallback={
            <Center mih={200}>
              <Loader type="dots" />
            </Center>
          }
        >
          <LanguageChooser initial={i18n.language} onDone={chooseLocale} onBack={close} />
        </Suspense>
      </Modal>
    </>
  );
}
