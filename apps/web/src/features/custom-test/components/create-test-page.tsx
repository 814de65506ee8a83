import { Button, Card, Container, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Navigate, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSyllabus } from '../api/learning-map.ts';
import { useCustomTestStore } from '../stores/custom-test-store.ts';
import { subjectViews } from '../utils/selection.ts';
import { ChaptersStep } from './chapters-step.tsx';
import { SettingsStep } from './settings-step.tsx';
import { ProblemAlert, QuietCard, RetryButton, StepSkeleton } from './step-frame.tsx';
import { SubjectsStep } from './subjects-step.tsx';

/** The steps of `/create-your-test/{step}`, in order (learning.md §2 Tests: the first is select-subjects). */
export const CREATE_STEPS = ['select-subjects', 'select-chapters', 'settings'] as const;
export type CreateStep = (typeof CREATE_STEPS)[number];
const STEP_LABEL = { 'select-subjects': 'stepper.subjects', 'select-chapters': 'stepper.chapters', settings: 'stepper.settings' } as const;

/** The step named by a `/create-your-test/{step}` path, or null for any other step. */
export function stepOfPath(pathname: string): CreateStep | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (CREATE_STEPS as readonly string[]).includes(last) ? (last as CreateStep) : null;
}

/** Shown when the profile has no exam: tests are built from an exam's syllabus. */
function NoExam() {
  const { t } = useTranslation('custom-test');
  return (
    <Card padding="xl">
      <Stack gap="sm" align="flex-start">
        <IconSchool size={32} aria-hidden="true" />
        <Title order={2} size="h3">
          {t('error.noExamTitle')}
        </Title>
        <Text c="dimmed">{t('error.noExam')}</Text>
        <Button component={InternalLink} href="/browse-profile" variant="light">
          {t('error.noExamAction')}
        </Button>
      </Stack>
    </Card>
  );
}

export interface CreateTestPageProps {
  /** The current profile's exam (its syllabus gives the subjects and chapters). */
  examCode: string;
  examName: string;
}

/**
 * `/create-your-test/{step}` (learning.md §2–§4 Create-your-own-test): choose subjects, then their
 * chapters, then the settings, and create the test. The step is read from the URL, so browser Back
 * and Forward move between steps; the choices live in `useCustomTestStore`.
 */
export function CreateTestPage({ examCode, examName }: CreateTestPageProps) {
  const { t, i18n } = useTranslation('custom-test');
  usePageTitle(t('title'));
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const step = stepOfPath(pathname);
  const forExam = useCustomTestStore((s) => s.forExam);
  const selection = useCustomTestStore((s) => s.selection);
  useEffect(() => forExam(examCode), [forExam, examCode]);
  const syllabus = useSyllabus(examCode, i18n.language);
  const subjects = useMemo(() => subjectViews(syllabus.data?.subjects ?? [], selection), [syllabus.data, selection]);

  if (!step) return <Navigate to="/create-your-test/select-subjects" replace />;
  const go = (next: CreateStep) => void navigate({ to: `/create-your-test/${next}` });
  const index = CREATE_STEPS.indexOf(step);

  let body;
  if (!examCode) body = <NoExam />;
  else if (syllabus.isPending) body = <StepSkeleton />;
  else if (syllabus.isError)
    body = (
      <ProblemAlert title={t('error.loadTitle')} action={<RetryButton onClick={() => void syllabus.refetch()} />}>
        {t('error.load')}
      </ProblemAlert>
    );
  else if (subjects.length === 0) body = <QuietCard>{t('subjects.empty', { exam: examName })}</QuietCard>;
  else if (step === 'select-subjects') body = <SubjectsStep subjects={subjects} onNext={() => go('select-chapters')} />;
  else if (step === 'select-chapters') body = <ChaptersStep subjects={subjects} onBack={() => go('select-subjects')} onNext={() => go('settings')} />;
  else body = <SettingsStep subjects={subjects} onBack={() => go('select-chapters')} onChangeChapters={() => go('select-chapters')} />;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          {examName && <Text c="dimmed">{t('subtitle', { exam: examName })}</Text>}
        </div>
        <nav aria-label={t('stepper.label')}>
          <Text size="sm" c="dimmed" hiddenFrom="xs">
            {t('stepper.progress', { n: index + 1, total: CREATE_STEPS.length })}: {t(STEP_LABEL[step])}
          </Text>
          <Stepper active={index} onStepClick={(i) => go(CREATE_STEPS[i]!)} allowNextStepsSelect={false} size="sm" visibleFrom="xs">
            {CREATE_STEPS.map((s) => (
              <Stepper.Step key={s} label={t(STEP_LABEL[s])} aria-current={s === step ? 'step' : undefined} />
            ))}
          </Stepper>
        </nav>
        {body}
      </Stack>
    </Container>
  );
}
