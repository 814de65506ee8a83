import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

/**
 * The Abhyas mark and wordmark, linking to `href` (landing or the learner's home). `compact`: the
 * wordmark only from the `xs` breakpoint up (the signed-in header's phone width needs the room for
 * its icons; the link keeps its label).
 */
export function Logo({ href, compact = false }: { href: string; compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <InternalLink
      href={href}
      aria-label={t('logoHome')}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, textDecoration: 'none', borderRadius: 8 }}
    >
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#c2410c" />
        <path d="M18 46 32 16l14 30h-7l-3-7h-8l-3 7zm12-13h4l-2-5z" fill="#fff" />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={22}
        c="saffron.9"
        lh={1}
        aria-hidden="true"
        style={{ whiteSpace: 'nowrap' }}
        {...(compact ? { visibleFrom: 'xs' } : {})}
      >
        {t('brand')}
      </Text>
    </InternalLink>
  );
}
