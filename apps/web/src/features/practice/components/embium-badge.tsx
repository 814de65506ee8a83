import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEmbiumBalance } from '../stores/embium-balance.ts';

/**
 * The embium balance in the app header (platform.md §7.4): the profile's total, refreshed after every
 * practice answer, with what embiums are in its tooltip; hidden until the first answer arrives. `profileKey` refetches when the profile changes.
 */
export function EmbiumBadge({ profileKey }: { profileKey?: string | null }) {
  const { t } = useTranslation('practice');
  const balance = useEmbiumBalance(profileKey);
  // Phones: a smaller pill, so the header still fits 360 px.
  const roomy = useMediaQuery('(min-width: 36em)', true);
  if (balance.value === null) return null;
  const label = t('header.balance', { count: balance.value, silver: balance.silver, gold: balance.gold });
  return (
    <Tooltip label={`${label}. ${t('terms.embium')}`} multiline w={260}>
      <Badge
        size={roomy ? 'lg' : 'md'}
        radius="xl"
        variant="light"
        color="yellow"
        px={roomy ? undefined : 6}
        leftSection={<IconCoin size={roomy ? 16 : 13} aria-hidden="true" />}
        data-testid="embium-balance"
        data-value={balance.value}
        style={{ cursor: 'default', flexShrink: 0, overflow: 'visible' }}
      >
        <span aria-hidden="true">{balance.value}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

export default EmbiumBadge;
