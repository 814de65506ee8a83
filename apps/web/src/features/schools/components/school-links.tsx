import { Button, Menu } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

/**
 * "My school" (issue 23): where teachers and institute admins work. Loaded on demand by the
 * shell's menus with this feature's catalog, so the landing page carries neither (bundle budget).
 */
export function SchoolMenuItem() {
  const { t } = useTranslation('schools');
  return (
    <Menu.Item component={InternalLink} href="/school" leftSection={<IconSchool size={16} />}>
      {t('menu.mySchool')}
    </Menu.Item>
  );
}

/** The same link as a button (the side menu of an account without a profile). */
export function SchoolButton() {
  const { t } = useTranslation('schools');
  return (
    <Button component={InternalLink} href="/school" variant="default" leftSection={<IconSchool size={16} aria-hidden="true" />}>
      {t('menu.mySchool')}
    </Button>
  );
}
