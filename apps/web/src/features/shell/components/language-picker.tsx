import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@abhyas/domain';

/** The dialog loads when the picker is first pointed at or opened, not with every page. */
const loadModal = () => import('./language-modal.tsx');
const LanguageModal = lazy(() => loadModal().then((m) => ({ default: m.LanguageModal })));

/**
 * The header's language picker (platform.md §2.5, §4.3): shows the current language and opens the
 * language chooser; Done stores the locale (`abhyas.locale`) and reloads the page.
 */
export function LanguagePicker({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];

  return (
    <>
      <Button
        variant="subtle"
        color="dark"
        leftSection={<IconLanguage size={18} aria-hidden="true" />}
        onClick={open}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        fullWidth={fullWidth}
        justify={fullWidth ? 'flex-start' : undefined}
        aria-label={t('language.pickerLabel', { language: current?.subText ?? 'English' })}
        aria-haspopup="dialog"
      >
        <span lang={current?.code}>{current?.title}</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
