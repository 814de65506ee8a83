import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingCommunity, IconPlus, IconUsers } from '@tabler/icons-react';
import type { ClassSummary, Institute } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useClasses, useInstitutes } from '../api/staff.ts';
import { CreateClassForm } from './create-class-form.tsx';
import { CreateInstituteForm } from './create-institute-form.tsx';
import { classFacts } from './my-classes.tsx';
import { ErrorState, LoadingState } from './states.tsx';
import classes from './schools.module.css';

export const classHref = (id: string) => `/school/classes/${encodeURIComponent(id)}`;
export const staffHref = (instituteId: string) => `/school/institutes/${encodeURIComponent(instituteId)}/staff`;

function InstituteCard({ institute: i }: { institute: Institute }) {
  const { t } = useTranslation('schools');
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" tt="none">
            {t(`institute.kinds.${i.kind}`)}
          </Badge>
          <Badge variant="outline" color="gray" tt="none">
            {t(`roles.${i.role}`)}
          </Badge>
        </Group>
        <Text fw={700}>{i.name}</Text>
        {i.city ? (
          <Text size="sm" c="dimmed">
            {i.city}
          </Text>
        ) : null}
        <Anchor component={InternalLink} href={staffHref(i.id)} size="sm" aria-label={t('institute.staffOf', { name: i.name })}>
          <IconUsers size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {t('institute.staff')}
        </Anchor>
      </Stack>
    </Card>
  );
}

function ClassCard({ cls: c }: { cls: ClassSummary }) {
  const { t } = useTranslation('schools');
  const facts = classFacts(t, c);
  return (
    <Card component="li" withBorder radius="md" padding="md" className={classes.tile}>
      <Stack gap={4}>
        <Title order={3} size="h5">
          <Anchor component={InternalLink} href={classHref(c.id)} className={classes.stretched} c="inherit">
            {c.name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {[c.institute_name, facts].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">{c.exam_name}</Text>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray" tt="none">
            {t('class.students', { count: c.student_count })}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {t('class.teacherName', { name: `${c.teacher.first_name} ${c.teacher.last_name}`.trim() })}
          </Badge>
          <Badge variant="outline" tt="none" ff="monospace">
            {t('class.codeShort', { code: c.join_code })}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * `/school` (issue 23; decision 041): a teacher's or an institute admin's home — their institutes
 * (with the staff page), their classes (each to its page), and forms to create an institute or a
 * class. Signed in with an account; no profile needed. Loading, empty and error states.
 */
export function SchoolHomePage() {
  const { t } = useTranslation('schools');
  usePageTitle(t('school.title'));
  const institutes = useInstitutes();
  const classesQ = useClasses();
  const [instituteForm, instituteFormCtl] = useDisclosure(false);
  const [classForm, classFormCtl] = useDisclosure(false);

  let body: React.ReactNode;
  if (institutes.isPending) body = <LoadingState label={t('school.loading')} testId="school-loading" />;
  else if (institutes.isError) body = <ErrorState title={t('school.error')} onRetry={() => void institutes.refetch()} />;
  else if (institutes.data.length === 0) {
    body = (
      <Stack gap="md" data-testid="school-empty">
        <Card withBorder radius="md" padding="lg">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconBuildingCommunity size={32} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t('school.emptyTitle')}
              </Title>
              <Text c="dimmed">{t('school.emptyText')}</Text>
            </Stack>
          </Group>
        </Card>
        <CreateInstituteForm />
      </Stack>
    );
  } else {
    const list = institutes.data;
    body = (
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="school-classes">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h3" id="school-classes">
              {t('school.classes')}
            </Title>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={classFormCtl.toggle} aria-expanded={classForm}>
              {t('class.createTitle')}
            </Button>
          </Group>
          {classForm ? <CreateClassForm institutes={list} onDone={classFormCtl.close} /> : null}
          {classesQ.isPending ? (
            <LoadingState label={t('school.loading')} rows={2} />
          ) : classesQ.isError ? (
            <ErrorState title={t('school.classesError')} onRetry={() => void classesQ.refetch()} />
          ) : classesQ.data.length === 0 ? (
            <Text c="dimmed" data-testid="classes-empty">
              {t('school.noClasses')}
            </Text>
          ) : (
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" className={classes.plainList} aria-labelledby="school-classes">
              {classesQ.data.map((c) => (
                <ClassCard key={c.id} cls={c} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="school-institutes">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h3" id="school-institutes">
              {t('school.institutes')}
            </Title>
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={instituteFormCtl.toggle} aria-expanded={instituteForm}>
              {t('institute.createTitle')}
            </Button>
          </Group>
          {instituteForm ? <CreateInstituteForm onDone={instituteFormCtl.close} /> : null}
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" className={classes.plainList} aria-labelledby="school-institutes">
            {list.map((i) => (
              <InstituteCard key={i.id} institute={i} />
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    );
  }

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('school.title')}</Title>
          <Text c="dimmed">{t('school.intro')}</Text>
        </div>
        {body}
      </Stack>
    </Container>
  );
}
