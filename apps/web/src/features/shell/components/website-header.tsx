import { lazy, Suspense } from 'react';
import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import { MOBILE_MENU_MAX_WIDTH, marketingLinks, type HeaderKind } from '@abhyas/domain';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import classes from './website-header.module.css';
import { useAuthHref } from '../../../lib/use-auth-href.ts';

/** Dropdown menus exist only on wide screens (> 1220 px); phones never download them. */
const MainMenus = lazy(() => import('./main-menus.tsx').then((m) => ({ default: m.MainMenus })));
const WIDE = `(min-width: ${(MOBILE_MENU_MAX_WIDTH + 1) / 16}em)`;

export interface WebsiteHeaderProps {
  kind: Exclude<HeaderKind, 'main'>;
  locale: string;
  signedIn: boolean;
}

/**
 * The public header (platform.md §2.5): marketing links (For Schools in every language, issue 15), the four
 * main menus, the language picker and sign-in buttons; a side menu at ≤ 1220 px. The localized
 * variant is the same layout with the marketing links as the only ones a translator touches.
 */
export function WebsiteHeader({ kind, locale, signedIn }: WebsiteHeaderProps) {
  const loginHref = useAuthHref('/login');
  const signupHref = useAuthHref('/signup');
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const links = marketingLinks(locale, pathname);
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });

  return (
    <Box component="header" className={classes.header} data-header-kind={kind}>
      <Container size="xl" className={classes.bar}>
        <Logo href="/" />
        <Group component="nav" aria-label={t('header.marketingNav')} gap={2} className={classes.desktopOnly}>
          {links.map((link) => (
            <Anchor key={link.id} component={InternalLink} href={link.route} className={classes.link} data-active={pathname === link.route || undefined}>
              {t(link.labelKey)}
            </Anchor>
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <Box className={classes.pickerWide}>
            <LanguagePicker />
          </Box>
          {signedIn ? (
            <Button component={InternalLink} href="/browse-profile" className={classes.desktopOnly}>
              {t('auth.chooseProfile')}
            </Button>
          ) : (
            <>
              <Button component={InternalLink} href={loginHref} variant="default" className={classes.loginButton}>
                {t('auth.logIn')}
              </Button>
              <Button component={InternalLink} href={signupHref} className={classes.desktopOnly}>
                {t('auth.signUp')}
              </Button>
            </>
          )}
          <Box className={classes.mobileOnly}>
            <MobileMenu locale={locale} signedIn={signedIn} />
          </Box>
        </Group>
      </Container>
      {wide && (
        <Box className={classes.menusRow}>
          <Container size="xl">
            <nav aria-label={t('header.mainMenusNav')}>
              <Suspense fallback={null}>
                <MainMenus />
              </Suspense>
            </nav>
          </Container>
        </Box>
      )}
    </Box>
  );
}
