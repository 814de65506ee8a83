import { IconBook2, IconClipboardCheck, IconPencil, IconTargetArrow } from '@tabler/icons-react';

/** The four learning areas of the main header. */
export const APP_NAV = [
  { id: 'learn', labelKey: 'nav.learn', href: '/learn/home', prefix: '/learn', icon: IconBook2 },
  { id: 'practice', labelKey: 'nav.practice', href: '/practice/home', prefix: '/practice', icon: IconPencil },
  { id: 'test', labelKey: 'nav.test', href: '/test/home', prefix: '/test', icon: IconClipboardCheck },
  { id: 'achieve', labelKey: 'nav.achieve', href: '/achieve/landing', prefix: '/achieve', icon: IconTargetArrow },
] as const;
