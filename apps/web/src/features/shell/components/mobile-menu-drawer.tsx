import { Button, Divider, Drawer, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { marketingLinks } from '@abhyas/domain';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { AUDIENCE_LINKS, MAIN_MENUS, type MenuItem } from '../data/menus.ts';
import { LanguagePicker } from './language-picker.tsx';
import { menuLabel } from './menu-label.ts';
import { useAuthHref } from '../../../lib/use-auth-href.ts';
import { loadSchoolLinks } from '../../schools/index.ts';

/** "My school" for an account without a profile (issue 23), from the schools feature with its catalog. */
const SchoolButton = lazy(() => loadSchoolLinks().then((m) => ({ default: m.SchoolButton })));

function FlatEntry({ item }: { item: MenuItem }) {
  const { t } = useTranslation('shell');
  const label = menuLabel(t, item);
  if (!item.subMenu?.length) return <NavLink component={InternalLink} href={item.route ?? '/'} label={label} />;
  return (
    <NavLink label={label} childrenOffset="md">
      {item.route && <NavLink component={InternalLink} href={item.route} label={t('menu.viewAll', { name: label })} />}
      {item.subMenu.map((child) => (
        <FlatEntry key={child.id} item={child} />
      ))}
    </NavLink>
  );
}

/**
 * The side menu's drawer (platform.md §2.5): For Students / Parents / Schools, the marketing links,
 * the main menus as a flat list, the language picker and the account buttons. Closes on navigation.
 * Loaded when the menu is first opened.
 */
export function MobileMenuDrawer({ locale, signedIn, opened, close }: { locale: string; signedIn: boolean; opened: boolean; close: () => void }) {
  const loginHref = useAuthHref('/login');
  const signupHref = useAuthHref('/signup');
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Close when the path changes, not when the drawer first mounts: it mounts on the very tap that
  // opens it, and closing then made the first tap do nothing (issue 15).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);
  const links = marketingLinks(locale, pathname).filter((link) => link.id !== 'student' && link.id !== 'parent' && link.id !== 'schools');

  return (
    <Drawer opened={opened} onClose={close} position="right" size="min(88vw, 360px)" title={t('menu.title')} scrollAreaComponent={ScrollArea.Autosize}>
      <Stack gap={4} component="nav" aria-label={t('menu.title')}>
        {AUDIENCE_LINKS.map((link) => (
          <NavLink key={link.id} component={InternalLink} href={link.route} label={t(link.displayName)} />
        ))}
        {links.map((link) => (
          <NavLink key={link.id} component={InternalLink} href={link.route} label={t(link.labelKey)} />
        ))}
        <Divider my="xs" />
        {MAIN_MENUS.map((menu) => (
          <FlatEntry key={menu.id} item={menu} />
        ))}
        <Divider my="xs" />
        <LanguagePicker fullWidth />
        {signedIn ? (
          <Stack gap="xs" mt="sm">
            <Button component={InternalLink} href="/browse-profile">
              {t('auth.chooseProfile')}
            </Button>
            {/* A teacher's account may hold no profile: their classes are at /school (issue 23). */}
            <Suspense fallback={null}>
              <SchoolButton />
            </Suspense>
          </Stack>
        ) : (
          <Stack gap="xs" mt="sm">
            <Button component={InternalLink} href={signupHref}>
              {t('auth.signUp')}
            </Button>
            <Button component={InternalLink} href={loginHref} variant="default">
              {t('auth.logIn')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
