import { Button, Stack, Title } from '@mantine/core';
import { showToast } from '../../../lib/toast.ts';
import type { LinkedProfile } from '@abhyas/contracts';
import { defaultVideoQuality, resolveLocale, splitFullName } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/index.ts';
import { useErrorMessage } from '../../auth/index.ts';
import { useAddProfile } from '../api/add-profile.ts';
import { useEditProfile } from '../api/edit-profile.ts';
import { emptyProfileForm, profileToForm, schoolMeta, toAddProfileBody, type ProfileFormValues } from '../utils/profile-form-schema.ts';
import { ProfileForm } from './profile-form.tsx';

export interface ProfileEditorProps {
  /** A linked profile's id, or `new` to add one. */
  profileId: string;
  /** Initial language of a new profile (e.g. from onboarding or `?locale=`). */
  preferredLocale?: string | null;
  /** Called after a successful save: the created profile when adding. */
  onDone(created: LinkedProfile | null): void;
  onCancel?(): void;
  /** Heading level of the title (1 on its own page, 2 inside another page). */
  headingOrder?: 1 | 2;
}

/**
 * Add a profile (POST add_profile) or edit one (PUT edit_profile with the parent token and `id`),
 * platform.md §7.1. Both reload connected_profiles. Renders nothing-found handling to the caller:
 * an unknown id shows `null`.
 */
export function ProfileEditor({ profileId, preferredLocale, onDone, onCancel, headingOrder = 2 }: ProfileEditorProps) {
  const { t } = useTranslation('profiles');
  const describe = useErrorMessage();
  const { linkedProfiles } = useAuth();
  const add = useAddProfile();
  const edit = useEditProfile();
  const adding = profileId === 'new';
  const profile = adding ? undefined : linkedProfiles.find((p) => p.id === profileId);
  if (!adding && !profile) return null;

  const initial = profile ? profileToForm(profile) : emptyProfileForm(resolveLocale(preferredLocale).locale, 'orange', defaultVideoQuality(window.innerWidth));

  const onSubmit = (values: ProfileFormValues) => {
    if (adding) {
      add.mutate(toAddProfileBody(values), {
        onSuccess: (created) => {
          void showToast({ message: t('edit.added', { name: values.name.trim() }), color: 'teal' });
          onDone(created);
        },
      });
      return;
    }
    edit.mutate(
      {
        id: profileId,
        ...splitFullName(values.name),
        goal: values.goal,
        exam: values.exam,
        locale: values.locale,
        video_quality: values.video_quality,
        avatar_color: values.avatar_color,
        meta: { locale: values.locale, video_quality: values.video_quality, ...schoolMeta(values) },
      },
      {
        onSuccess: () => {
          void showToast({ message: t('edit.saved'), color: 'teal' });
          onDone(null);
        },
      },
    );
  };

  const mutation = adding ? add : edit;
  return (
    <Stack gap="md">
      <Title order={headingOrder} size="h2">
        {adding ? t('edit.addTitle') : t('edit.editTitle')}
      </Title>
      <ProfileForm
        key={profileId}
        initial={initial}
        submitting={mutation.isPending}
        error={mutation.isError ? describe(mutation.error) : null}
        submitLabel={adding ? t('edit.addSubmit') : t('edit.saveSubmit')}
        onSubmit={onSubmit}
      />
      {onCancel ? (
        <Button variant="subtle" onClick={onCancel}>
          {t('edit.cancel')}
        </Button>
      ) : null}
    </Stack>
  );
}
