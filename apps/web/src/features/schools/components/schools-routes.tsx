import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useParams, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { withQueryClient } from '../../../lib/query-client.tsx';
import { AssignmentDetailPage } from './assignment-detail-page.tsx';
import { AssignmentReportPage } from './assignment-report-page.tsx';
import { AssignmentsPage } from './assignments-page.tsx';
import { ClassPage, tabOf } from './class-page.tsx';
import { SchoolHomePage } from './school-home-page.tsx';
import { StaffPage } from './staff-page.tsx';
import { schoolView } from '../utils/school-path.ts';

/** `/user-home/assignment/{assignmentId?}`: the list, or one assignment. */
function StudentAssignment() {
  const { assignmentId } = useParams({ strict: false }) as { assignmentId?: string };
  return assignmentId ? <AssignmentDetailPage key={assignmentId} assignmentId={assignmentId} /> : <AssignmentsPage />;
}

/** A path below `/school` that names no page. */
function SchoolNotFound() {
  const { t } = useTranslation('schools');
  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder radius="md" padding="lg" data-testid="school-not-found">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {t('school.notFoundTitle')}
          </Title>
          <Text c="dimmed">{t('school.notFoundText')}</Text>
          <Anchor component={InternalLink} href="/school">
            {t('class.back')}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}

/**
 * `/school` and every staff page below it: the home, `classes/{classId}?tab=`,
 * `classes/{classId}/assignments/{assignmentId}` (the report) and `institutes/{instituteId}/staff`;
 * any other path says so, with the way back.
 */
function School() {
  const { _splat } = useParams({ strict: false }) as { _splat?: string };
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const view = schoolView(_splat);
  switch (view?.kind) {
    case 'home':
      return <SchoolHomePage />;
    case 'class':
      return <ClassPage key={view.classId} classId={view.classId} initialTab={tabOf(new URLSearchParams(searchStr).get('tab'))} />;
    case 'report':
      return <AssignmentReportPage key={view.assignmentId} classId={view.classId} assignmentId={view.assignmentId} />;
    case 'staff':
      return <StaffPage key={view.instituteId} instituteId={view.instituteId} />;
    default:
      return <SchoolNotFound />;
  }
}

/** The school routes (issue 23), each with the query client; one chunk, loaded by path. */
export const StudentAssignmentRoute = withQueryClient(StudentAssignment);
export const SchoolRoute = withQueryClient(School);
