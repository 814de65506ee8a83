import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { APP_NAV } from './app-nav.ts';
import { LanguagePicker } from './language-picker.tsx';

export interface AppNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Whether the current page is under `prefix` (the area shown as current). */
  isActive: (prefix: string) => boolean;
}

/**
 * The signed-in header's menu on phones (platform.md §2.4): Learn / Practice / Test / Achieve and the
 * language picker, in a drawer from the right. Its own chunk (issue 25 §3): the header loads it with
 * the burger's first use.
 */
export default function AppNavDrawer({ opened, onClose, isActive }: AppNavDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="min(88vw, 320px)" title={t('menu.title')}>
      <Stack gap={4} component="nav" aria-label={t('nav.label')}>
        {APP_NAV.map((item) => (
          <NavLink
            key={item.id}
            component={InternalLink}
            href={item.href}
            label={t(item.labelKey)}
            leftSection={<item.icon size={18} aria-hidden="true" />}
            active={isActive(item.prefix)}
          />
        ))}
        <LanguagePicker fullWidth />
      </Stack>
    </Drawer>
  );
}
