import { Menu } from '@mantine/core';
import { IconLogout, IconSettings, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { loadSchoolLinks } from '../../schools/index.ts';
import { loadStreakMenuLine } from '../../user-home/index.ts';

/** The streak line of the profile menu (issue 20 §3), from the user-home feature. */
const StreakMenuLine = lazy(loadStreakMenuLine);
/** "My school" for teachers and institute admins (issue 23), from the schools feature. */
const SchoolMenuItem = lazy(() => loadSchoolLinks().then((m) => ({ default: m.SchoolMenuItem })));

export interface ProfileMenuProps {
  /** The header's profile button: the menu's target. */
  trigger: ReactElement;
  profileName: string;
  onSignOut: () => void;
}

/**
 * The profile menu of the signed-in header (platform.md §2.4): the streak, switch profile, account
 * settings, My school for teachers and institute admins, sign out. Its own chunk, with Mantine's
 * Menu and floating-ui: the header loads it when the profile button is first pointed at, focused or
 * pressed (issue 25 §3), and it opens at once.
 */
export default function ProfileMenu({ trigger, profileName, onSignOut }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" shadow="md" radius="md" width={230} defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('profileMenu.signedInAs', { name: profileName })}</Menu.Label>
        <Suspense fallback={null}>
          <StreakMenuLine />
        </Suspense>
        <Menu.Item component={InternalLink} href="/browse-profile" leftSection={<IconUsers size={16} />}>
          {t('profileMenu.switchProfile')}
        </Menu.Item>
        <Menu.Item component={InternalLink} href="/account-settings" leftSection={<IconSettings size={16} />}>
          {t('profileMenu.accountSettings')}
        </Menu.Item>
        <Suspense fallback={null}>
          <SchoolMenuItem />
        </Suspense>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          {t('profileMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
