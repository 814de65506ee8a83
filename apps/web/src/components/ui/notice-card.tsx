import type { ReactNode } from 'react';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { InternalLink } from './internal-link.tsx';

/**
 * A state card (empty, no exam, nothing yet): an icon, a level-2 heading, a line of text and the
 * actions that lead on (`children`, e.g. link buttons). The icon is decorative (aria-hidden).
 */
export function NoticeCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <Card padding="lg" withBorder>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The active profile has no exam yet: a page that works per exam says so (`title`, `text` in its
 * own namespace) and leads to the profiles to choose one (`action`, to /browse-profile).
 */
export function NoExamNotice({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <NoticeCard icon={<IconSchool size={24} />} title={title} text={text}>
      <Button component={InternalLink} href="/browse-profile" variant="light">
        {action}
      </Button>
    </NoticeCard>
  );
}
