import { Anchor, Badge, Button, Card, Container, Group, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import type { Institute, InstituteRole } from '@abhyas/contracts';
import { formatDate } from '@abhyas/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAddStaff, useInstitutes, useMembers, useRemoveStaff } from '../api/staff.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { DONE_TEXT } from '../utils/colors.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { ErrorState, FormError, LoadingState } from './states.tsx';
import classes from './schools.module.css';

const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an admin typed: a 10-digit Indian mobile (spaces, dashes and a +91 or 0 prefix dropped) or an e-mail address; null otherwise. */
export function staffContact(typed: string): { mobile: string } | { email: string } | null {
  const value = typed.trim();
  const digits = value.replace(/[\s-]/g, '').replace(/^(?:\+?91|0)(?=\d{10}$)/, '');
  if (MOBILE.test(digits)) return { mobile: digits };
  if (EMAIL.test(value)) return { email: value.toLowerCase() };
  return null;
}

/** Admins: add a teacher (or admin) by the e-mail or mobile of their existing account. */
function AddStaffForm({ institute }: { institute: Institute }) {
  const { t } = useTranslation('schools');
  const headingId = useId();
  const add = useAddStaff(institute.id);
  const [contact, setContact] = useState('');
  const [role, setRole] = useState<InstituteRole>('teacher');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setAdded(null);
    const who = staffContact(contact);
    if (!who) {
      setProblem(t('staff.badContact'));
      return;
    }
    setProblem(null);
    add.mutate(
      { ...who, role },
      {
        onSuccess: () => {
          setAdded(t('staff.added', { contact: contact.trim() }));
          setContact('');
        },
        onError: (err) => setError(schoolErrorText(t, err)),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('staff.addTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff.addIntro')}
          </Text>
          <TextInput
            label={t('staff.contact')}
            value={contact}
            onChange={(e) => setContact(e.currentTarget.value)}
            autoComplete="off"
            required
            error={problem}
            maxLength={254}
          />
          <Select
            label={t('staff.role')}
            data={[
              { value: 'teacher', label: t('roles.teacher') },
              { value: 'admin', label: t('roles.admin') },
            ]}
            value={role}
            onChange={(v) => setRole((v as InstituteRole | null) ?? 'teacher')}
            allowDeselect={false}
          />
          <FormError message={error} />
          {added ? (
            <Text role="status" c={DONE_TEXT} size="sm" fw={600}>
              <IconCircleCheck size={16} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
              {added}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('staff.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function StaffList({ institute }: { institute: Institute }) {
  const { t, i18n } = useTranslation('schools');
  const members = useMembers(institute.id);
  const remove = useRemoveStaff(institute.id);
  const [error, setError] = useState<string | null>(null);
  const isAdmin = institute.role === 'admin';
  if (members.isPending) return <LoadingState label={t('staff.loading')} rows={2} />;
  if (members.isError) return <ErrorState title={t('staff.error')} onRetry={() => void members.refetch()} />;
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-list">
      <Title order={2} size="h4" id="staff-list">
        {t('staff.listTitle', { count: members.data.length })}
      </Title>
      <FormError message={error} />
      <div className={classes.tableWrap}>
        <Table striped verticalSpacing="xs" aria-labelledby="staff-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('staff.name')}</Table.Th>
              <Table.Th scope="col">{t('staff.role')}</Table.Th>
              <Table.Th scope="col">{t('staff.since')}</Table.Th>
              {isAdmin ? (
                <Table.Th scope="col">
                  <VisuallyHidden>{t('roster.actions')}</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.map((m) => {
              const name = `${m.first_name} ${m.last_name}`.trim();
              return (
                <Table.Tr key={m.user_id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={m.role === 'admin' ? 'grape' : 'blue'} tt="none">
                      {t(`roles.${m.role}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(m.added_at, i18n.language)}</Table.Td>
                  {isAdmin ? (
                    <Table.Td ta="end">
                      <ConfirmButton
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('staff.removeName', { name })}
                        title={t('staff.removeTitle', { name })}
                        message={t('staff.removeText')}
                        confirmLabel={t('staff.remove')}
                        loading={remove.isPending && remove.variables === m.user_id}
                        onConfirm={() => {
                          setError(null);
                          remove.mutate(m.user_id, { onError: (e) => setError(schoolErrorText(t, e)) });
                        }}
                      >
                        {t('staff.remove')}
                      </ConfirmButton>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

/**
 * `/school/institutes/{instituteId}/staff` (issue 23; decision 041): the institute's staff, and for
 * its admins adding a teacher by e-mail or mobile and removing a member (asked first). An
 * institute the account is not a member of is not found.
 */
export function StaffPage({ instituteId }: { instituteId: string }) {
  const { t } = useTranslation('schools');
  const institutes = useInstitutes();
  const institute = institutes.data?.find((i) => i.id === instituteId) ?? null;
  usePageTitle(institute ? t('staff.titleOf', { name: institute.name }) : t('staff.title'));
  let body: React.ReactNode;
  if (institutes.isPending) body = <LoadingState label={t('staff.loading')} rows={2} />;
  else if (institutes.isError) body = <ErrorState title={t('staff.error')} onRetry={() => void institutes.refetch()} />;
  else if (!institute)
    body = (
      <Card withBorder radius="md" padding="lg" data-testid="institute-not-found">
        <Title order={1} size="h3">
          {t('staff.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('staff.notFoundText')}</Text>
      </Card>
    );
  else
    body = (
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('staff.titleOf', { name: institute.name })}</Title>
          <Text c="dimmed">{institute.role === 'admin' ? t('staff.introAdmin') : t('staff.introTeacher')}</Text>
        </div>
        {institute.role === 'admin' ? <AddStaffForm institute={institute} /> : null}
        <StaffList institute={institute} />
      </Stack>
    );
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
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
