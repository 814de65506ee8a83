import { lazy, Suspense, useCallback, useState } from 'react';
import { Burger } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const loadDrawer = () => import('./mobile-menu-drawer.tsx');
const MobileMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileMenuDrawer })));

/**
 * The side menu of the website header at ≤ 1220 px (platform.md §2.5). Only the burger ships with
 * the page; the drawer loads on first touch or focus, so phones on slow networks start faster.
 */
export function MobileMenu({ locale, signedIn }: { locale: string; signedIn: boolean }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWanted(true);
          setOpened((o) => !o);
        }}
        onPointerEnter={() => void loadDrawer()}
        onTouchStart={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-label={t(opened ? 'menu.close' : 'menu.open')}
        aria-expanded={opened}
      />
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer locale={locale} signedIn={signedIn} opened={opened} close={close} />
        </Suspense>
      )}
    </>
  );
}
