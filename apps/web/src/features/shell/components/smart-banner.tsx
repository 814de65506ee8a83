import { useState } from 'react';
import { Button, CloseButton, Group, Text, ThemeIcon } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SMART_BANNER_HEIGHT_REM, smartBannerVisible } from '@abhyas/domain';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { readString, STORAGE_KEYS, writeString } from '../../../lib/storage.ts';

/** Whether the visitor closed the banner before (persisted, platform.md §2.5). */
export function isSmartBannerDismissed(): boolean {
  return readString(STORAGE_KEYS.smartBannerClosed) === '1';
}

/**
 * The lens app banner: shown at widths of 480 px or less until closed; closing is remembered
 * (platform.md §2.5).
 */
export function SmartBanner() {
  const { t } = useTranslation('shell');
  const { width } = useViewportSize();
  const [dismissed, setDismissed] = useState(isSmartBannerDismissed);
  const viewport = width || window.innerWidth;
  if (!smartBannerVisible({ width: viewport, dismissed })) return null;

  const close = () => {
    writeString(STORAGE_KEYS.smartBannerClosed, '1');
    setDismissed(true);
  };

  return (
    <Group
      component="aside"
      aria-label={t('smartBanner.label')}
      wrap="nowrap"
      gap="sm"
      px="sm"
      mih={`${SMART_BANNER_HEIGHT_REM}rem`}
      bg="saffron.0"
      style={{ borderBottom: '1px solid var(--mantine-color-saffron-2)' }}
    >
      <CloseButton aria-label={t('smartBanner.close')} onClick={close} size="md" />
      <ThemeIcon size={40} radius="md" aria-hidden="true">
        <IconScan size={24} />
      </ThemeIcon>
      <Text size="sm" fw={600} style={{ flex: 1 }} lh={1.3}>
        {t('smartBanner.title')}
      </Text>
      <Button component={InternalLink} href="/lens" size="xs">
        {t('smartBanner.download')}
      </Button>
    </Group>
  );
}
