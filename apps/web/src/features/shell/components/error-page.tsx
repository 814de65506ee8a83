import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBookmarkOff,
  IconClockX,
  IconLock,
  IconMapSearch,
  IconMoodEmpty,
  IconSchoolOff,
  IconSearchOff,
  IconServerOff,
  IconWifiOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorPageFor, type ErrorIllustration, type ErrorPageType } from '@abhyas/domain';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

const ILLUSTRATIONS: Record<ErrorIllustration, typeof IconAlertTriangle> = {
  'not-found': IconMapSearch,
  'no-results': IconSearchOff,
  offline: IconWifiOff,
  server: IconServerOff,
  exhausted: IconMoodEmpty,
  bookmark: IconBookmarkOff,
  session: IconClockX,
  lock: IconLock,
  school: IconSchoolOff,
  generic: IconAlertTriangle,
};

export interface ErrorPageAction {
  label: string;
  /** Internal href; rendered as a link. */
  href?: string;
  onClick?: () => void;
}

export interface ErrorPageProps {
  /** Any §8 error type (or alias); unknown values show the generic page. */
  type?: ErrorPageType | string | null;
  /** Overrides the catalog title (used by `custom`). */
  title?: string;
  /** Overrides the catalog message (used by `custom` and the retry screen). */
  description?: string;
  /** Replaces the type's icon (`custom`). */
  icon?: ReactNode;
  /** An image URL shown instead of the icon (`custom`). */
  image?: string;
  action?: ErrorPageAction;
  /** Shows a Back button that goes one step back in history. */
  showBack?: boolean;
}

/** The one error page for every error type of platform.md §8. */
export function ErrorPage({ type, title, description, icon, image, action, showBack }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const content = errorPageFor(type);
  const Icon = ILLUSTRATIONS[content.illustration];

  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack align="center" gap="md" ta="center" data-error-kind={content.kind}>
        {image ? (
          <img src={image} alt="" width={160} height={160} style={{ objectFit: 'contain' }} />
        ) : (
          <ThemeIcon size={96} radius={48} variant="light" aria-hidden="true">
            {icon ?? <Icon size={52} stroke={1.5} />}
          </ThemeIcon>
        )}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title ?? t(content.titleKey)}
        </Title>
        <Text c="dimmed" size="lg" maw={480}>
          {description ?? t(content.messageKey)}
        </Text>
        {(action || showBack) && (
          <Group justify="center" mt="sm">
            {showBack && (
              <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => window.history.back()}>
                {t('actions.back')}
              </Button>
            )}
            {action?.href ? (
              <Button component={InternalLink} href={action.href} onClick={action.onClick}>
                {action.label}
              </Button>
            ) : action ? (
              <Button onClick={action.onClick}>{action.label}</Button>
            ) : null}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
