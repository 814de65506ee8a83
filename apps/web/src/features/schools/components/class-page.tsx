import { Anchor, Card, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartBar, IconClipboardList, IconUsers, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useClassDetail } from '../api/staff.ts';
import { ClassAssignmentsTab } from './class-assignments-tab.tsx';
import { ClassLiveTab } from './class-live-tab.tsx';
import { ClassMasteryTab } from './class-mastery-tab.tsx';
import { ClassStudentsTab } from './class-students-tab.tsx';
import { classFacts } from './my-classes.tsx';
import { ErrorState, LoadingState } from './states.tsx';

export const CLASS_TABS = ['students', 'assignments', 'mastery', 'live'] as const;
export type ClassTab = (typeof CLASS_TABS)[number];

const ICONS = { students: IconUsers, assignments: IconClipboardList, mastery: IconChartBar, live: IconVideo } as const;

/** The tab a `?tab=` value names, else Students. */
export function tabOf(value: unknown): ClassTab {
  return CLASS_TABS.find((tab) => tab === value) ?? 'students';
}

/**
 * `/school/classes/{classId}` (issue 23; decision 041): one class for its teacher or an admin —
 * Students (the join code, copy and renew; the roster, remove), Assignments (set, list with how
 * many completed, report, delete), Mastery (chapter means, hardest questions) and Live classes
 * (schedule, join as teacher, cancel). `?tab=` opens a tab. A class the account may not see is not found.
 */
export function ClassPage({ classId, initialTab }: { classId: string; initialTab?: ClassTab }) {
  const { t } = useTranslation('schools');
  const q = useClassDetail(classId);
  const [tab, setTab] = useState<ClassTab>(initialTab ?? 'students');
  usePageTitle(q.data?.name ?? t('school.title'));

  let body: React.ReactNode;
  if (q.isPending) body = <LoadingState label={t('class.loading')} rows={3} />;
  else if (q.isError)
    body =
      isApiError(q.error) && q.error.status === 404 ? (
        <Card withBorder radius="md" padding="lg" data-testid="class-not-found">
          <Title order={1} size="h3">
            {t('class.notFoundTitle')}
          </Title>
          <Text c="dimmed">{t('class.notFoundText')}</Text>
        </Card>
      ) : (
        <ErrorState title={t('class.error')} onRetry={() => void q.refetch()} />
      );
  else {
    const c = q.data;
    const facts = classFacts(t, c);
    body = (
      <Stack gap="md">
        <div>
          <Title order={1}>{c.name}</Title>
          <Text c="dimmed">{[c.institute_name, facts, c.exam_name].filter(Boolean).join(' · ')}</Text>
          <Text size="sm" c="dimmed">
            {t('class.teacherName', { name: `${c.teacher.first_name} ${c.teacher.last_name}`.trim() })}
          </Text>
        </div>
        <Tabs value={tab} onChange={(v) => setTab(tabOf(v))} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {CLASS_TABS.map((id) => {
              const Icon = ICONS[id];
              return (
                <Tabs.Tab key={id} value={id} leftSection={<Icon size={16} aria-hidden="true" />}>
                  {t(`tabs.${id}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          <Tabs.Panel value="students" pt="md">
            <ClassStudentsTab cls={c} />
          </Tabs.Panel>
          <Tabs.Panel value="assignments" pt="md">
            <ClassAssignmentsTab cls={c} />
          </Tabs.Panel>
          <Tabs.Panel value="mastery" pt="md">
            <ClassMasteryTab cls={c} />
          </Tabs.Panel>
          <Tabs.Panel value="live" pt="md">
            <ClassLiveTab cls={c} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  }

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={InternalLink} href="/school" size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {t('class.back')}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
