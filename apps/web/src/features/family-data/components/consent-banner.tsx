import { Alert, Anchor, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useLocale } from '../../auth/index.ts';
import { useOwnConsent } from '../api/family-data-api.ts';

/**
 * The banner a student without a parent's consent sees (issue 21 §3; decision 036): their learning
 * records are kept until a date (30 days) and deleted unless a parent consents; a link to invite a
 * parent. Nothing while consent is given, loading or unknown.
 */
export function ConsentBanner() {
  const { t } = useTranslation('family-data');
  const locale = useLocale();
  const own = useOwnConsent();
  const state = own.data;
  if (!state || state.status !== 'pending' || state.pending_until === null) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(state.pending_until));
  return (
    <Alert
      color="yellow"
      icon={<IconShieldLock aria-hidden />}
      title={t('banner.title')}
      mb="md"
      data-testid="consent-banner"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t('banner.text', { date })}</Text>
      <Anchor component={InternalLink} href="/invite-parent" size="sm" fw={600}>
        {t('banner.invite')}
      </Anchor>
    </Alert>
  );
}
