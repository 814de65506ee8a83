import { ActionIcon, Alert, Button, Card, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconPencil, IconPlus, IconSchool, IconUsers } from '@tabler/icons-react';
import type { LinkedProfile } from '@abhyas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectedProfiles } from '../../auth/index.ts';
import { signOut } from '../../auth/index.ts';
import { useAuth } from '../../auth/index.ts';
import { useContinueAsProfile } from '../../auth/index.ts';
import { useSearchParam } from '../../auth/index.ts';
import { profileDestination } from '../utils/destination.ts';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileEditor } from './profile-editor.tsx';

function ProfileCard({ profile, current, onChoose, onEdit }: { profile: LinkedProfile; current: boolean; onChoose(): void; onEdit(): void }) {
  const { t } = useTranslation('profiles');
  const d = profile.profile_details;
  const name = [d.first_name, d.last_name].filter(Boolean).join(' ');
  return (
    <Card withBorder radius="md" padding="md">
      <Group wrap="nowrap" justify="space-between">
        <UnstyledButton onClick={onChoose} style={{ flex: 1, minWidth: 0 }} aria-label={t('browse.choose', { name })}>
          <Group wrap="nowrap" gap="md">
            <ProfileAvatar name={name} colour={d.avatar_color} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {name}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {[d.goal_name, d.exam_name].filter(Boolean).join(' · ')}
              </Text>
              {current ? (
                <Text size="xs" c="teal">
                  {t('browse.current')}
                </Text>
              ) : null}
            </div>
          </Group>
        </UnstyledButton>
        <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={t('browse.edit', { name })}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  );
}

/**
 * /browse-profile (platform.md §2.2, §4.1, §4.2): the linked profiles with their avatar colours;
 * choosing one makes it the current profile (its child token is used) and continues, in the
 * profile's language (§4.3), to redirect_url, the remembered origin or the exam home. "Add a child" and edit open the profile
 * form in place; the first profile added becomes current and continues.
 */
export function BrowseProfilePage() {
  const { t } = useTranslation('profiles');
  const continueAs = useContinueAsProfile();
  const redirectUrl = useSearchParam('redirect_url');
  const origin = useSearchParam('origin');
  const query = useConnectedProfiles();
  const { linkedProfiles, currentProfile, selectProfile } = useAuth();
  // Add and edit happen in place: without a current profile the guard would send
  // /edit-profile/* straight back here (§4.2 rule 2).
  const [editing, setEditing] = useState<string | null>(null);

  const choose = (profile: LinkedProfile) => {
    if (!selectProfile(profile.id)) return;
    continueAs(profile, profileDestination(profile.profile_details.goal_type, redirectUrl, origin));
  };

  const onEdited = (created: LinkedProfile | null) => {
    setEditing(null);
    if (created && linkedProfiles.length === 0) choose(created); // the first profile: continue
  };

  let body;
  if (editing) {
    body = (
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }}>
        <ProfileEditor profileId={editing} onDone={onEdited} onCancel={() => setEditing(null)} />
      </Paper>
    );
  } else if (query.isPending && linkedProfiles.length === 0) {
    body = (
      <Group justify="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text>{t('browse.loading')}</Text>
      </Group>
    );
  } else if (query.isError && linkedProfiles.length === 0) {
    body = (
      <Alert role="alert" color="red" title={t('browse.loadFailed')}>
        <Button mt="sm" variant="light" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (linkedProfiles.length === 0) {
    body = (
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconUsers size={36} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('browse.emptyTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('browse.emptyText')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('browse.addFirst')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {linkedProfiles.map((p) => (
            <ProfileCard key={p.id} profile={p} current={p.id === currentProfile?.id} onChoose={() => choose(p)} onEdit={() => setEditing(p.id)} />
          ))}
        </SimpleGrid>
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('browse.addChild')}
        </Button>
        <Button component={InternalLink} href="/parent-view" variant="default" leftSection={<IconChartBar size={18} aria-hidden />}>
          {t('browse.parentView')}
        </Button>
      </Stack>
    );
  }

  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('browse.title')}
          </Title>
          <Text c="dimmed">{t('browse.subtitle')}</Text>
        </div>
        {body}
        <Group justify="center" gap="xs">
          {/* Teachers and institute admins (issue 23): an account, perhaps with no profile, works at /school. */}
          <Button component={InternalLink} href="/school" variant="subtle" leftSection={<IconSchool size={18} aria-hidden />}>
            {t('browse.mySchool')}
          </Button>
          <Button variant="subtle" onClick={() => void signOut()}>
            {t('browse.signOut')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
