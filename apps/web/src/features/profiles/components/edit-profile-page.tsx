import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { LinkedProfile } from '@abhyas/contracts';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/index.ts';
import { useGo } from '../../auth/index.ts';
import { useSearchParam } from '../../auth/index.ts';
import { withQuery } from '../../auth/index.ts';
import { profileDestination } from '../utils/destination.ts';
import { ProfileEditor } from './profile-editor.tsx';

/**
 * /edit-profile/$id (platform.md §2.2, §3, §7.1); `new` adds a profile. Adding the first profile
 * (no current one) makes it current and continues to the destination; otherwise back to the
 * profile chooser, keeping redirect_url and origin.
 */
export function EditProfilePage() {
  const { t } = useTranslation('profiles');
  const go = useGo();
  const { id = 'new' } = useParams({ strict: false }) as { id?: string };
  const redirectUrl = useSearchParam('redirect_url');
  const origin = useSearchParam('origin');
  const preferredLocale = useSearchParam('locale');
  const { linkedProfiles, currentProfile, selectProfile } = useAuth();
  const backHref = withQuery('/browse-profile', { redirect_url: redirectUrl, origin });
  const known = id === 'new' || linkedProfiles.some((p) => p.id === id);

  const onDone = (created: LinkedProfile | null) => {
    if (created && !currentProfile && selectProfile(created.id)) {
      go(profileDestination(created.profile_details.goal_type, redirectUrl, origin), { replace: true });
    } else go(backHref, { replace: true });
  };

  return (
    <Container size={560} px="md" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }}>
        {known ? (
          <ProfileEditor
            profileId={id}
            preferredLocale={preferredLocale}
            headingOrder={1}
            onDone={onDone}
            onCancel={linkedProfiles.length > 0 ? () => go(backHref) : undefined}
          />
        ) : (
          <Stack gap="md" align="flex-start">
            <Title order={1} size="h2">
              {t('edit.notFoundTitle')}
            </Title>
            <Text>{t('edit.notFound')}</Text>
            <Button onClick={() => go(backHref, { replace: true })}>{t('edit.back')}</Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
