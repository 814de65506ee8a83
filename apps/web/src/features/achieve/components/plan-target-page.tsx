import { Anchor, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useErrorMessage, useLocale } from '../../auth/index.ts';
import { useSaveTarget, useTargetForm } from '../api/target.ts';
import { LoadProblem } from './load-problem.tsx';
import { PlanTargetForm } from './plan-target-form.tsx';

/**
 * `/achieve/plan-your-target` (learning.md §2 Achieve, issue 18 §1): the questionnaire for the
 * profile's exam, prefilled with the stored answers; after saving, back to the landing, which
 * shows the saved target. Loading: skeletons; a failed load: the reason and Try again.
 */
export function PlanTargetPage({ goal, exam }: { goal: string; exam: string }) {
  const { t } = useTranslation('achieve');
  const locale = useLocale();
  const query = useTargetForm(goal, exam, locale);
  const save = useSaveTarget();
  const navigate = useNavigate();
  const describe = useErrorMessage();
  usePageTitle(t('plan.title'));

  return (
    <Container size="sm" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={InternalLink} href="/achieve/landing" size="sm">
          <IconArrowLeft size={14} aria-hidden="true" /> {t('plan.back')}
        </Anchor>
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('plan.title')}
          </Title>
          <Text c="dimmed">{query.data ? t('plan.intro', { exam: query.data.exam_name }) : t('plan.introNoExam')}</Text>
        </div>
        <Card withBorder radius="md" padding="lg">
          {query.isPending && exam !== '' ? (
            <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={56} radius="sm" />
              ))}
            </Stack>
          ) : query.isError || exam === '' ? (
            <LoadProblem error={query.error} onRetry={exam === '' ? undefined : () => void query.refetch()} />
          ) : (
            <PlanTargetForm
              form={query.data!}
              submitting={save.isPending}
              error={save.error ? describe(save.error) : null}
              onSubmit={(body) => save.mutate(body, { onSuccess: () => void navigate({ to: '/achieve/landing', search: { saved: '1' } }) })}
            />
          )}
        </Card>
      </Stack>
    </Container>
  );
}
