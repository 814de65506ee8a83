import { Text } from '@mantine/core';
import type { PersonalInfo } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { usePasswordWeakness } from '../hooks/use-password-weakness.ts';

/**
 * Under a new-password field: why the typed password would be refused (too easy to guess, or it
 * contains the user's own name, e-mail or mobile), in the user's language; nothing when it is
 * fine. Announced politely to screen readers. issue 14 §1.8
 */
export function PasswordWeaknessNote({ password, info, id }: { password: string; info: PersonalInfo; id?: string }) {
  const { t } = useTranslation('auth');
  const weakness = usePasswordWeakness(password, info);
  return (
    <Text id={id} size="sm" c="red.8" aria-live="polite" data-testid="password-weakness">
      {weakness ? t(`password.weakness.${weakness}`) : null}
    </Text>
  );
}
