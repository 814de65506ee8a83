import { Alert, Badge, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSentInvites } from '../api/invites.ts';

const COLOR = { pending: 'blue', accepted: 'teal', expired: 'gray' } as const;

/**
 * The invites the caller sent and their state (issue 21 §1: the inviter sees the link
 * confirmed), for /invite-parent. `auth`: the current profile's token when a student is signed
 * in, else the parent's.
 */
export function SentInvites({ auth }: { auth: 'parent' | 'child' }) {
  const { t } = useTranslation('invites');
  const sent = useSentInvites(auth);
  return (
    <Stack gap="xs" component="section" aria-labelledby="sent-invites-title">
      <Title order={2} size="h4" id="sent-invites-title">
        {t('sent.title')}
      </Title>
      {sent.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : sent.isError ? (
        <Alert color="red" role="alert">
          {t('sent.error')}
        </Alert>
      ) : sent.data.length === 0 ? (
        <Text c="dimmed">{t('sent.empty')}</Text>
      ) : (
        <List listStyleType="none" spacing="xs">
          {sent.data.map((i) => (
            <List.Item key={i.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {t('sent.line', {
                    mobile: i.mobile_masked,
                    relationship: t(`relationship.${i.relationship_type}`, { defaultValue: t('relationship.1') }),
                  })}
                  {i.status === 'accepted' && i.accepted_by_first_name ? ` · ${t('sent.joinedBy', { name: i.accepted_by_first_name })}` : ''}
                </Text>
                <Badge color={COLOR[i.status]} variant="light">
                  {t(`sent.status.${i.status}`)}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
