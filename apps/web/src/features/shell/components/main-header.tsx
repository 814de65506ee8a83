import { ActionIcon, Avatar, Box, Burger, Container, Drawer, Group, Menu, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBook2,
  IconChevronDown,
  IconClipboardCheck,
  IconLogout,
  IconPencil,
  IconSearch,
  IconSettings,
  IconTargetArrow,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';
import classes from './main-header.module.css';
import { loadEmbiumBadge } from '../../practice/index.ts';
import { loadNotificationBell } from '../../notifications/index.ts';
import { loadStreakMenuLine } from '../../user-home/index.ts';
import { loadSchoolLinks } from '../../schools/index.ts';

/** The embium balance (platform.md §7.4), from the practice feature; its catalog loads without holding up the header. */
const EmbiumBadge = lazy(loadEmbiumBadge);
/** The notification bell with the unread count (platform.md §4.4), from the notifications feature, loaded the same way. */
const NotificationBell = lazy(loadNotificationBell);
/** The streak line of the profile menu (issue 20 §3), from the user-home feature; loaded when the menu first opens. */
const StreakMenuLine = lazy(loadStreakMenuLine);
/** "My school" for teachers and institute admins (issue 23), from the schools feature, loaded the same way. */
const SchoolMenuItem = lazy(() => loadSchoolLinks().then((m) => ({ default: m.SchoolMenuItem })));

/** The four learning areas of the main header. */
export const APP_NAV = [
  { id: 'learn', labelKey: 'nav.learn', href: '/learn/home', prefix: '/learn', icon: IconBook2 },
  { id: 'practice', labelKey: 'nav.practice', href: '/practice/home', prefix: '/practice', icon: IconPencil },
  { id: 'test', labelKey: 'nav.test', href: '/test/home', prefix: '/test', icon: IconClipboardCheck },
  { id: 'achieve', labelKey: 'nav.achieve', href: '/achieve/landing', prefix: '/achieve', icon: IconTargetArrow },
] as const;

export interface MainHeaderProps {
  profileName: string;
  avatarColor?: string;
  onSignOut: () => void;
}

/**
 * The header for a signed-in learner with a profile (platform.md §2.4): logo, Learn / Practice /
 * Test / Achieve, language picker and the profile menu (the streak, switch profile, account settings, My school for
 * teachers and institute admins, sign out).
 */
export function MainHeader({ profileName, avatarColor, onSignOut }: MainHeaderProps) {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [opened, { toggle, close }] = useDisclosure(false);
  useEffect(close, [pathname, close]);
  const isActive = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const initial = profileName.trim().charAt(0).toUpperCase();

  return (
    <Box component="header" className={classes.header} data-header-kind="main">
      <Container size="xl" className={classes.bar}>
        <Logo href="/learn/home" compact />
        <Group component="nav" aria-label={t('nav.label')} gap={4} visibleFrom="md">
          {APP_NAV.map((item) => (
            <UnstyledButton
              key={item.id}
              component={InternalLink}
              href={item.href}
              className={classes.navLink}
              data-active={isActive(item.prefix) || undefined}
              aria-current={isActive(item.prefix) ? 'page' : undefined}
            >
              <item.icon size={18} aria-hidden="true" />
              {t(item.labelKey)}
            </UnstyledButton>
          ))}
        </Group>
        <Group gap="xs" wrap="wrap" justify="flex-end" style={{ minWidth: 0 }}>
          <Suspense fallback={null}>
            <EmbiumBadge profileKey={profileName} />
          </Suspense>
          <Suspense fallback={null}>
            <NotificationBell profileKey={profileName} />
          </Suspense>
          <ActionIcon
            component={InternalLink}
            href="/search/all"
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={t('nav.search')}
            aria-current={isActive('/search') ? 'page' : undefined}
          >
            <IconSearch size={20} aria-hidden="true" />
          </ActionIcon>
          <Box visibleFrom="sm">
            <LanguagePicker />
          </Box>
          <Menu position="bottom-end" shadow="md" radius="md" width={230}>
            <Menu.Target>
              <UnstyledButton className={classes.profileButton} aria-label={t('profileMenu.label', { name: profileName })}>
                <Avatar color={avatarColor ?? 'saffron'} radius="xl" size={34}>
                  {initial}
                </Avatar>
                <Text fw={600} size="sm" visibleFrom="md" maw={140} truncate>
                  {profileName}
                </Text>
                <IconChevronDown size={16} aria-hidden="true" />
              </UnstyledButton>
            </Menu.Target>
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
          <Burger hiddenFrom="md" opened={opened} onClick={toggle} aria-label={t(opened ? 'menu.close' : 'menu.open')} />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} position="right" size="min(88vw, 320px)" title={t('menu.title')}>
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
    </Box>
  );
}
