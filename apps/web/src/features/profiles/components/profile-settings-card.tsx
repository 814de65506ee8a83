import { Button, Group, Paper, Radio, Select, Stack, Text, Title } from '@mantine/core';
import type { LinkedProfile } from '@abhyas/contracts';
import { LANGUAGES, VIDEO_QUALITIES, type VideoQuality } from '@abhyas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../auth/index.ts';
import { useErrorMessage } from '../../auth/index.ts';
import { useLocale } from '../../auth/index.ts';
import { i18n, openInLocale } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { editOwnProfile } from '../api/edit-profile.ts';
import { useGoalsExams } from '../api/goals-exams.ts';
import { useMutation } from '@tanstack/react-query';

/**
 * A student's own settings (issue 15, platform.md §3 Profile): learning language (the exam's
 * languages) and video quality, saved with the profile's own token (PUT edit_profile). A new
 * language also becomes the interface language (§4.3): the page loads anew in it.
 */
export function ProfileSettingsCard({ profile }: { profile: LinkedProfile }) {
  const { t } = useTranslation('profiles');
  const describe = useErrorMessage();
  const d = profile.profile_details;
  const goals = useGoalsExams(useLocale());
  const exam = goals.data?.flatMap((g) => g.exams).find((e) => e.code === d.primary_exam);
  const supported = exam?.supported_languages ?? [d.locale];
  const [locale, setLocale] = useState(d.locale);
  const [quality, setQuality] = useState<VideoQuality>(
    (VIDEO_QUALITIES as readonly string[]).includes(d.video_quality) ? (d.video_quality as VideoQuality) : 'auto',
  );
  const save = useMutation({
    mutationFn: () => editOwnProfile({ locale, video_quality: quality, meta: { locale, video_quality: quality } }),
    onSuccess: (updated) => {
      const next = updated.profile_details.locale;
      if (next !== i18n.language) openInLocale(next, '/account-settings');
      else void showToast({ message: t('edit.saved'), color: 'teal' });
    },
  });
  const languageData = LANGUAGES.filter((l) => supported.includes(l.code)).map((l) => ({
    value: l.code,
    label: l.title === l.subText ? l.title : `${l.title} (${l.subText})`,
  }));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-settings-title">
          {t('settings.profileTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {[d.exam_name, d.goal_name].filter(Boolean).join(' · ')}
        </Text>
        <FormErrorAlert message={save.isError ? describe(save.error) : null} />
        <Select
          label={t('form.language')}
          description={t('settings.languageHint')}
          data={languageData}
          allowDeselect={false}
          value={locale}
          onChange={(value) => value && setLocale(value)}
        />
        <Radio.Group label={t('form.videoQuality')} value={quality} onChange={(v) => setQuality(v as VideoQuality)}>
          <Group gap="md" mt={6}>
            {VIDEO_QUALITIES.map((q) => (
              <Radio key={q} value={q} label={t(`quality.${q}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={locale === d.locale && quality === d.video_quality}>
          {t('edit.saveSubmit')}
        </Button>
      </Stack>
    </Paper>
  );
}
