import { Anchor, Button, Popover, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle, IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useAuthHref } from '../../../lib/use-auth-href.ts';

/** Frequent questions, answered on the help desk page (anchors there). */
const FAQ = [
  { id: 'reset-password', key: 'help.faq.resetPassword' },
  { id: 'add-child', key: 'help.faq.addChild' },
  { id: 'change-language', key: 'help.faq.changeLanguage' },
  { id: 'mock-tests', key: 'help.faq.mockTests' },
  { id: 'verify-account', key: 'help.faq.verifyAccount' },
] as const;

/** The help widget's panel of frequent questions (platform.md §2.4); loaded on first use. */
export function HelpPanel({ guest }: { guest: boolean }) {
  const loginHref = useAuthHref('/login');
  const { t } = useTranslation('shell');
  return (
    <Popover defaultOpened width={300} position="top-end" shadow="lg" radius="lg" trapFocus withArrow>
      <Popover.Target>
        <Button radius="xl" size="md" leftSection={<IconHelpCircle size={20} />} aria-haspopup="dialog">
          {t('help.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby="help-widget-title" role="dialog">
        <Stack gap="xs">
          <Title order={2} size="h4" id="help-widget-title">
            {t('help.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {guest ? t('help.introGuest') : t('help.intro')}
          </Text>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {FAQ.map((item) => (
              <li key={item.id}>
                <Anchor component={InternalLink} href={`/helpdesk#${item.id}`} size="sm">
                  {t(item.key)}
                </Anchor>
              </li>
            ))}
          </Stack>
          <Button component={InternalLink} href="/helpdesk" variant="light" leftSection={<IconLifebuoy size={18} />} mt="xs">
            {t('help.openHelpdesk')}
          </Button>
          <Anchor component={InternalLink} href="/feedback" size="sm" ta="center">
            {t('help.feedback')}
          </Anchor>
          {guest && (
            <Anchor component={InternalLink} href={loginHref} size="sm" ta="center">
              {t('help.signIn')}
            </Anchor>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
