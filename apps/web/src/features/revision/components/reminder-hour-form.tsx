import { useMemo, useState } from 'react';
import { Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRevisionSettings, useSaveReminderHour } from '../api/revision.ts';

/** The 24 local hours as the interface language writes them ("6 pm", "शाम 6 बजे"). */
function hourOptions(locale: string): { value: string; label: string }[] {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric' });
  } catch {
    format = new Intl.DateTimeFormat('en', { hour: 'numeric' });
  }
  return Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: format.format(new Date(2026, 0, 1, h)) }));
}

/**
 * The daily revision reminder's hour (issue 20 §2: "revision is due, once a day, at the hour the
 * student chose"), on `/user-home/revision-lists`: GET/PUT /api/revision/settings `reminder_hour`
 * (0–23, the profile's local time). The reminder goes only on days with cards due, through the
 * channels the notification preferences allow; a push inside quiet hours waits, unless the student
 * chose an hour inside them.
 */
export function ReminderHourForm() {
  const { t, i18n } = useTranslation('revision');
  const settings = useRevisionSettings();
  const save = useSaveReminderHour();
  const options = useMemo(() => hourOptions(i18n.language), [i18n.language]);
  const [chosen, setChosen] = useState<string | null>(null);
  const stored = settings.data ? String(settings.data.reminder_hour) : null;
  const value = chosen ?? stored;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="revision-reminder" data-testid="revision-reminder">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (value !== null) save.mutate(Number(value), { onSuccess: () => setChosen(null) });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="revision-reminder">
            {t('reminder.title')}
          </Title>
          {settings.isPending ? (
            <Skeleton h={60} w={260} aria-label={t('loading')} />
          ) : settings.isError ? (
            <Group gap="sm">
              <Text size="sm" c="red.8" role="alert">
                {t('reminder.loadError')}
              </Text>
              <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
                {t('error.retry')}
              </Button>
            </Group>
          ) : (
            <Group align="flex-end" wrap="wrap">
              <Select
                label={t('reminder.label')}
                description={t('reminder.description')}
                data={options}
                value={value}
                onChange={setChosen}
                allowDeselect={false}
                checkIconPosition="right"
                w={260}
              />
              <Button type="submit" variant="light" loading={save.isPending} disabled={value === stored}>
                {t('reminder.save')}
              </Button>
            </Group>
          )}
          {save.isSuccess && chosen === null && (
            <Text size="sm" c="teal.8" role="status">
              {t('reminder.saved', { hour: options[save.data.reminder_hour]?.label ?? '' })}
            </Text>
          )}
          {save.isError && (
            <Text size="sm" c="red.8" role="alert">
              {t('reminder.error')}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}
