import { Badge, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoin } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmbiumBalance } from '../stores/embium-balance.ts';
import { shortNumber } from '@abhyas/domain';

/** The embium modal: its own chunk, loaded on the first click (the landing page's bundle budget). */
const EmbiumModal = lazy(() => import('./embium-modal.tsx'));

/**
 * The embium balance in the app header (platform.md §7.4): the profile's total, refreshed after every
 * practice answer, with what embiums are in its tooltip (the button's title); hidden until the first answer arrives. `profileKey` refetches when the profile changes.
 * A button: a click opens the embium modal (balance, how embiums are earned, history; issue 20 §3).
 */
export function EmbiumBadge({ profileKey }: { profileKey?: string | null }) {
  const { t } = useTranslation('practice');
  const balance = useEmbiumBalance(profileKey);
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // Phones: a smaller pill, so the header still fits 360 px.
  const roomy = useMediaQuery('(min-width: 36em)', true);
  if (balance.value === null) return null;
  const label = t('header.balance', { count: balance.value, silver: balance.silver, gold: balance.gold });
  const button = (
    <UnstyledButton
      onClick={() => {
        setEverOpened(true);
        setOpened(true);
      }}
      aria-haspopup="dialog"
      // What embiums are, as the browser's own tooltip: a Mantine Tooltip would bring floating-ui
      // (15 KB) into every signed-in page's first load (issue 25 §3); the modal explains them too.
      title={`${label}. ${t('terms.embium')}`}
      data-testid="embium-badge-button"
      style={{ borderRadius: 999, flexShrink: 0 }}
    >
      <Badge
        size={roomy ? 'lg' : 'md'}
        radius="xl"
        variant="light"
        color="yellow"
        c="saffron.9"
        px={roomy ? undefined : 6}
        leftSection={<IconCoin size={roomy ? 16 : 13} aria-hidden="true" />}
        data-testid="embium-balance"
        data-value={balance.value}
        style={{ cursor: 'pointer', flexShrink: 0, overflow: 'visible' }}
      >
        <span aria-hidden="true">{shortNumber(balance.value)}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Badge>
    </UnstyledButton>
  );
  return (
    <>
      {button}
      {everOpened && (
        <Suspense fallback={null}>
          <EmbiumModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

export default EmbiumBadge;
