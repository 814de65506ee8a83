import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { checkPassword, type PasswordProblem } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';

const RULES: PasswordProblem[] = ['too_short', 'missing_letter', 'missing_digit', 'missing_special', 'too_common'];

/**
 * Live password rules (platform.md §5): each rule shows whether the typed password meets it,
 * visually and as text for screen readers. Link it to the input with `aria-describedby={id}`.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const { problems } = checkPassword(password);
  const rules = problems.includes('too_long') ? [...RULES, 'too_long' as const] : RULES;
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        {t('password.rulesTitle')}
      </Text>
      <List spacing={4} size="sm" center aria-label={t('password.rulesTitle')}>
        {rules.map((rule) => {
          const met = password.length > 0 && !problems.includes(rule);
          return (
            <List.Item
              key={rule}
              data-met={met}
              icon={
                <ThemeIcon color={met ? 'teal' : 'gray'} size={18} radius="xl" aria-hidden>
                  {met ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text span size="sm" c={met ? undefined : 'dimmed'}>
                {t(`password.rules.${rule}`)}
              </Text>
              <VisuallyHidden>{met ? t('password.met') : t('password.notMet')}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
