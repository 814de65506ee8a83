import { useState } from 'react';
import { Badge, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVISION_DAILY_CAP } from '@abhyas/domain';
import type { RevisionList, RevisionQueueCounts } from '@abhyas/contracts';
import { useCurrentProfile } from '../../auth/index.ts';
import { EmbiumAward } from '../../practice/index.ts';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { TransliteratedInput } from '../../../components/ui/transliterated-input.tsx';
import { transliterationLanguage } from '../../../lib/transliteration.ts';
import { useCreateRevisionList, useSaveDailyCap } from '../api/revision.ts';
import { revisionPracticeHref } from '../utils/practice-href.ts';

/** Today's revision: cards due within the cap, "Review now", those waiting beyond the cap, and the next due day. */
export function TodayCard({ queue }: { queue: RevisionQueueCounts }) {
  const { t, i18n } = useTranslation('revision');
  const next = queue.next_due_at
    ? new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' }).format(queue.next_due_at)
    : null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="revision-today">
      <Stack gap="sm">
        <Title order={2} size="h3" id="revision-today">
          {t('today.title')}
        </Title>
        <Text size="xl" fw={700} data-testid="revision-due">
          {t('today.due', { count: queue.due_today })}
        </Text>
        {queue.reviewed_today > 0 && <Text c="dimmed">{t('today.reviewed', { count: queue.reviewed_today })}</Text>}
        {queue.reviewed_today > 0 && queue.due_today === 0 && <EmbiumAward event="revision_done" objects={[queue.day]} />}
        {queue.waiting > 0 && <Text data-testid="revision-waiting">{t('today.waiting', { count: queue.waiting, cap: queue.daily_cap })}</Text>}
        {queue.due_today === 0 && next && <Text c="dimmed">{t('today.nextDue', { date: next })}</Text>}
        {queue.due_today > 0 && (
          <Group>
            <Button
              component={InternalLink}
              href={revisionPracticeHref('due', t('today.sessionTitle'), queue.day)}
              leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
            >
              {t('today.reviewNow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The daily cap the student sets (5–200 cards, default 20). */
export function DailyCapForm({ cap }: { cap: number }) {
  const { t } = useTranslation('revision');
  const [value, setValue] = useState<number | string>(cap);
  const save = useSaveDailyCap();
  const n = typeof value === 'number' ? value : Number(value);
  const valid = Number.isInteger(n) && n >= REVISION_DAILY_CAP.min && n <= REVISION_DAILY_CAP.max;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="revision-cap">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate(n);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="revision-cap">
            {t('cap.title')}
          </Title>
          <Group align="flex-end" wrap="wrap">
            <NumberInput
              label={t('cap.label')}
              description={t('cap.description', { min: REVISION_DAILY_CAP.min, max: REVISION_DAILY_CAP.max })}
              min={REVISION_DAILY_CAP.min}
              max={REVISION_DAILY_CAP.max}
              allowDecimal={false}
              value={value}
              onChange={setValue}
              error={valid ? undefined : t('cap.invalid', { min: REVISION_DAILY_CAP.min, max: REVISION_DAILY_CAP.max })}
              w={200}
            />
            <Button type="submit" variant="light" loading={save.isPending} disabled={!valid || n === cap}>
              {t('cap.save')}
            </Button>
          </Group>
          {save.isSuccess && (
            <Text size="sm" c="teal" role="status">
              {t('cap.saved')}
            </Text>
          )}
          {save.isError && (
            <Text size="sm" c="red" role="alert">
              {t('cap.error')}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}

/** One list (a chapter's or a named one): its name, counts and "Practise". */
export function ListRow({ list }: { list: RevisionList }) {
  const { t } = useTranslation('revision');
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{list.name}</Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('list.questions', { count: list.questions })}
            </Text>
            {list.due > 0 && (
              <Badge variant="filled" color="#9a3412">
                {t('list.due', { count: list.due })}
              </Badge>
            )}
          </Group>
        </Stack>
        {list.questions > 0 ? (
          <Button
            component={InternalLink}
            href={revisionPracticeHref(list.id, list.name)}
            variant="light"
            aria-label={t('list.practiseName', { name: list.name })}
          >
            {t('list.practise')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.emptyNamed')}
          </Text>
        )}
      </Group>
    </Card>
  );
}

/** Creates a named list; its name field offers spellings in the student's script (decision 039). */
export function CreateListForm() {
  const { t, i18n } = useTranslation('revision');
  const lang = transliterationLanguage(useCurrentProfile()?.profile_details.locale, i18n.language);
  const [name, setName] = useState('');
  const create = useCreateRevisionList();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) create.mutate(name.trim(), { onSuccess: () => setName('') });
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TransliteratedInput
          lang={lang}
          label={t('named.createLabel')}
          placeholder={t('named.createPlaceholder')}
          maxLength={80}
          value={name}
          onChange={setName}
          error={create.isError ? t('named.createError') : undefined}
          w={260}
        />
        <Button type="submit" variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} loading={create.isPending} disabled={!name.trim()}>
          {t('named.create')}
        </Button>
      </Group>
    </form>
  );
}
