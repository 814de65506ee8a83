import { ActionIcon, Box, Burger, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { APP_NAV } from './app-nav.ts';
import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';
import classes from './main-header.module.css';
import { loadEmbiumBadge } from '../../practice/index.ts';
import { loadNotificationBell } from '../../notifications/index.ts';

/** The embium balance (platform.md §7.4), from the practice feature; its catalog loads without holding up the header. */
const EmbiumBadge = lazy(loadEmbiumBadge);
/** The notification bell with the unread count (platform.md §4.4), from the notifications feature, loaded the same way. */
const NotificationBell = lazy(loadNotificationBell);
/** The profile menu (Mantine's Menu and floating-ui): loaded when its button is first pointed at, focused or pressed (issue 25 §3). */
const loadProfileMenu = () => import('./profile-menu.tsx');
const ProfileMenu = lazy(loadProfileMenu);
/** The phone's menu drawer (Mantine's Drawer, its overlay, focus trap and scroll lock): loaded with the burger's first use. */
const loadDrawer = () => import('./app-nav-drawer.tsx');
const AppNavDrawer = lazy(loadDrawer);

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
  const [menuWanted, setMenuWanted] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // The menu's button, shown as it is until the menu has loaded; then the menu's target.
  const trigger = (
    <UnstyledButton
      className={classes.profileButton}
      aria-label={t('profileMenu.label', { name: profileName })}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setMenuWanted(true)}
      onPointerEnter={() => void loadProfileMenu()}
      onFocus={() => void loadProfileMenu()}
    >
      {/* The profile's initial on its colour (Mantine's light variant of the theme colour). */}
      <span
        className={classes.initial}
        style={{ background: `var(--mantine-color-${avatarColor ?? 'saffron'}-light)`, color: `var(--mantine-color-${avatarColor ?? 'saffron'}-light-color)` }}
      >
        {initial}
      </span>
      <Text fw={600} size="sm" visibleFrom="md" maw={140} truncate>
        {profileName}
      </Text>
      <IconChevronDown size={16} aria-hidden="true" />
    </UnstyledButton>
  );

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
          {menuWanted ? (
            <Suspense fallback={trigger}>
              <ProfileMenu trigger={trigger} profileName={profileName} onSignOut={onSignOut} />
            </Suspense>
          ) : (
            trigger
          )}
          <Burger
            hiddenFrom="md"
            opened={opened}
            onClick={() => {
              setDrawerWanted(true);
              toggle();
            }}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            aria-label={t(opened ? 'menu.close' : 'menu.open')}
          />
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <AppNavDrawer opened={opened} onClose={close} isActive={isActive} />
        </Suspense>
      )}
    </Box>
  );
}
