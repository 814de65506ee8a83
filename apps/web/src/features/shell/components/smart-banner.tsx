import { useState } from 'react';
import { Box, Button, CloseButton, Text, ThemeIcon } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SMART_BANNER_HEIGHT_REM, smartBannerSnoozed, smartBannerVisible } from '@abhyas/domain';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { readString, STORAGE_KEYS, writeString } from '../../../lib/storage.ts';
import classes from './smart-banner.module.css';

/** When the visitor last closed the banner (ms since epoch), or null (platform.md §2.5). */
export function smartBannerClosedAt(): number | null {
  const raw = Number(readString(STORAGE_KEYS.smartBannerClosed));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
}

/**
 * The lens app banner (platform.md §2.5, issue 15): for visitors only (never inside the signed-in
 * app), at widths of 480 px or less; once closed it stays closed for 7 days (`smartBannerVisible`).
 * Its text and button label wrap, so no language pushes the page sideways or cuts the button.
 */
export function SmartBanner({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('shell');
  const { width } = useViewportSize();
  const [snoozed, setSnoozed] = useState(() => smartBannerSnoozed(smartBannerClosedAt(), Date.now()));
  const viewport = width || window.innerWidth;
  if (!smartBannerVisible({ width: viewport, signedIn, snoozed })) return null;

  const close = () => {
    writeString(STORAGE_KEYS.smartBannerClosed, String(Date.now()));
    setSnoozed(true);
  };

  return (
    <Box component="aside" aria-label={t('smartBanner.label')} className={classes.banner} mih={`${SMART_BANNER_HEIGHT_REM}rem`}>
      <CloseButton aria-label={t('smartBanner.close')} onClick={close} size="md" className={classes.close} />
      <ThemeIcon size={32} radius="md" aria-hidden="true" className={classes.icon}>
        <IconScan size={20} />
      </ThemeIcon>
      <Text size="sm" fw={600} lh={1.3} className={classes.title}>
        {t('smartBanner.title')}
      </Text>
      <Button component={InternalLink} href="/lens" size="xs" className={classes.download} classNames={{ label: classes.downloadLabel }}>
        {t('smartBanner.download')}
      </Button>
    </Box>
  );
}
