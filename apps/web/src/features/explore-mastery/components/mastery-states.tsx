import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { NoExamNotice, NoticeCard } from '../../../components/ui/notice-card.tsx';

/** The shape of a mastery list while it loads (announced to screen readers). */
export function MasterySkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('mastery');
  return (
    <Stack gap="sm" aria-busy="true" data-testid="mastery-skeleton">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={112} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed mastery call: says so and offers Try again. */
export function MasteryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('mastery');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('error.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('error.text')}</Text>
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A state card whose one action is a link. */
function LinkNotice({ icon, title, text, href, action }: { icon: ReactNode; title: string; text: string; href: string; action: string }) {
  return (
    <NoticeCard icon={icon} title={title} text={text}>
      <Button component={InternalLink} href={href} variant="light">
        {action}
      </Button>
    </NoticeCard>
  );
}

/** Nothing practised yet: "practise a chapter to see your mastery here", with a link to practice. */
export function MasteryEmpty() {
  const { t } = useTranslation('mastery');
  return <LinkNotice icon={<IconChartBar size={24} />} title={t('empty.title')} text={t('empty.text')} href="/practice/home" action={t('empty.action')} />;
}

/** The active profile has no exam: mastery is per exam, so choose one first. */
export function MasteryNoExam() {
  const { t } = useTranslation('mastery');
  return <NoExamNotice title={t('noExam.title')} text={t('noExam.text')} action={t('noExam.action')} />;
}
