import { Button, Card, CopyButton, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconRefresh } from '@tabler/icons-react';
import type { ClassDetail } from '@abhyas/contracts';
import { formatDate } from '@abhyas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewJoinCode, useRemoveStudent } from '../api/staff.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { inviteLink } from './join-class-card.tsx';
import { FormError } from './states.tsx';
import classes from './schools.module.css';

/** A button that copies `value` and says so (the label is announced as it changes). */
function CopyAction({ value, icon: Icon, label, copiedLabel }: { value: string; icon: typeof IconCopy; label: string; copiedLabel: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <Icon size={16} aria-hidden="true" />}>
          <span aria-live="polite">{copied ? copiedLabel : label}</span>
        </Button>
      )}
    </CopyButton>
  );
}

/** The join code, big enough to read out or put on a projector, with Copy, Copy invite link (the code in a link) and New code (asked first: the old one, and links with it, stop working). */
function JoinCodeCard({ cls }: { cls: ClassDetail }) {
  const { t } = useTranslation('schools');
  const renew = useNewJoinCode(cls.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="join-code-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="join-code-title">
          {t('code.title')}
        </Title>
        {/* Shown big; read out a character at a time. */}
        <Text className={classes.joinCode} data-testid="join-code" aria-hidden="true">
          {cls.join_code}
        </Text>
        <VisuallyHidden>{t('code.spelled', { code: cls.join_code.split('').join(' ') })}</VisuallyHidden>
        <Text size="sm" c="dimmed">
          {t('code.hint')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <CopyAction value={cls.join_code} icon={IconCopy} label={t('code.copy')} copiedLabel={t('code.copied')} />
          <CopyAction value={inviteLink(window.location.origin, cls.join_code)} icon={IconLink} label={t('code.copyLink')} copiedLabel={t('code.linkCopied')} />
          <ConfirmButton
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            title={t('code.newTitle')}
            message={t('code.newText')}
            confirmLabel={t('code.newConfirm')}
            loading={renew.isPending}
            onConfirm={() => {
              setError(null);
              renew.mutate(undefined, { onError: (e) => setError(schoolErrorText(t, e)) });
            }}
          >
            {t('code.new')}
          </ConfirmButton>
        </Group>
        <FormError message={error} />
      </Stack>
    </Card>
  );
}

/** The roster (first names only, decision 041) with when each joined, and Remove (asked first). */
export function ClassStudentsTab({ cls }: { cls: ClassDetail }) {
  const { t, i18n } = useTranslation('schools');
  const remove = useRemoveStudent(cls.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <JoinCodeCard cls={cls} />
      <Stack gap="sm" component="section" aria-labelledby="roster-title">
        <Title order={2} size="h4" id="roster-title">
          {t('roster.title', { count: cls.roster.length })}
        </Title>
        <FormError message={error} />
        {cls.roster.length === 0 ? (
          <Text c="dimmed" data-testid="roster-empty">
            {t('roster.empty')}
          </Text>
        ) : (
          <div className={classes.tableWrap}>
            <Table striped verticalSpacing="xs" aria-labelledby="roster-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('roster.name')}</Table.Th>
                  <Table.Th scope="col">{t('roster.joined')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('roster.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cls.roster.map((s) => (
                  <Table.Tr key={s.profile_id}>
                    <Table.Td>{s.first_name}</Table.Td>
                    <Table.Td>{formatDate(s.joined_at, i18n.language)}</Table.Td>
                    <Table.Td ta="end">
                      <ConfirmButton
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('roster.removeName', { name: s.first_name })}
                        title={t('roster.removeTitle', { name: s.first_name })}
                        message={t('roster.removeText')}
                        confirmLabel={t('roster.remove')}
                        loading={remove.isPending && remove.variables === s.profile_id}
                        onConfirm={() => {
                          setError(null);
                          remove.mutate(s.profile_id, { onError: (e) => setError(schoolErrorText(t, e)) });
                        }}
                      >
                        {t('roster.remove')}
                      </ConfirmButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
    </Stack>
  );
}
