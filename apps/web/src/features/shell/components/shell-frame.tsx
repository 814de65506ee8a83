import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.tsx';
import { Box } from '@mantine/core';
import type { HeaderKind } from '@abhyas/domain';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { HelpWidget } from './help-widget.tsx';
import { NetworkBanner } from './network-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { SmartBanner } from './smart-banner.tsx';
import { WebsiteHeader } from './website-header.tsx';

/** The signed-in header (profile menu, navigation) loads only for signed-in students. */
const MainHeader = lazy(() => import('./main-header.tsx').then((m) => ({ default: m.MainHeader })));

export interface ShellFrameProps {
  headerKind: HeaderKind;
  locale: string;
  signedIn: boolean;
  /** The current profile's first name, for the main header. */
  profileName: string | null;
  avatarColor?: string;
  onSignOut: () => void;
  pathname: string;
  deviceType: string | null;
  /** Webviews, iframes and a test's own screen (decision 052): no header, footer, banners or help widget. */
  plain: boolean;
  children: ReactNode;
}

/**
 * The page frame (platform.md §2.4, §2.5): skip link, smart banner, the chosen header, network
 * notice, the main landmark (with an error boundary that clears when the path changes), footer
 * and help widget.
 */
export function ShellFrame(props: ShellFrameProps) {
  const { headerKind, pathname, plain, children } = props;
  const content = (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} pb={plain ? 0 : { base: 'md', sm: 72 }} style={{ flex: 1, outline: 'none' }}>
      <AppErrorBoundary resetKey={pathname} fallback={(error) => <ErrorFallback error={error} />}>
        {children}
      </AppErrorBoundary>
    </Box>
  );
  if (plain) return content;

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <SmartBanner signedIn={props.signedIn} />
      {headerKind === 'main' ? (
        <Suspense fallback={<Box component="header" h={64} />}>
          <MainHeader profileName={props.profileName ?? ''} avatarColor={props.avatarColor} onSignOut={props.onSignOut} />
        </Suspense>
      ) : (
        <WebsiteHeader kind={headerKind} locale={props.locale} signedIn={props.signedIn} />
      )}
      <NetworkBanner />
      {content}
      <HelpWidget path={pathname} deviceType={props.deviceType} guest={!props.signedIn} />
      {headerKind !== 'main' && <SiteFooter />}
    </Box>
  );
}
