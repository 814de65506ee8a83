import { Anchor, Group, SimpleGrid, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { StudentAssignment } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useStudentAssignments } from '../api/student.ts';
import { AssignmentTile } from './assignment-tile.tsx';

/** Tiles the home shows at most. */
export const HOME_TILES = 4;

/** The open assignments (due: neither completed nor locked), the longest overdue first, then the soonest due. */
export function openAssignments(list: StudentAssignment[]): StudentAssignment[] {
  return list.filter((a) => a.state === 'due' && !a.is_locked).sort((a, b) => a.due_at - b.due_at);
}

/**
 * The "Assignments" section of the student's exam homes (issue 23 §2 "Students see assignment tiles
 * on their home"): up to four tiles of open work, soonest due first, and See all
 * (`/user-home/assignment`). Nothing at all while it loads, when the call fails, or when the profile
 * has no open assignment: the same one call (and query cache) as the Assignments page, nothing more.
 */
export function HomeAssignments() {
  const { t } = useTranslation('schools');
  const q = useStudentAssignments();
  const open = openAssignments(q.data ?? []);
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="home-assignments" data-testid="home-assignments">
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4" id="home-assignments">
          {t('home.title')}
        </Title>
        <Anchor component={InternalLink} href="/user-home/assignment" size="sm" aria-label={t('home.seeAllLabel')}>
          {t('home.seeAll')}
          <IconArrowRight size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineStart: 4 }} />
        </Anchor>
      </Group>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="home-assignments">
        {open.slice(0, HOME_TILES).map((a) => (
          <AssignmentTile key={a.id} assignment={a} />
        ))}
      </SimpleGrid>
    </section>
  );
}
