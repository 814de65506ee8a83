import { Alert, Anchor, Button, Checkbox, Container, Loader, NumberInput, Paper, Radio, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { NTA_COMPENSATORY_MINUTES_PER_HOUR } from '@abhyas/domain';
import type { AccommodationsData, DisplaySettings } from '@abhyas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { applyDisplay } from '../../../lib/display-settings.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAuth } from '../../auth/index.ts';
import { useAccommodations, useSaveAccommodations } from '../api/accommodations.ts';
import { ParentGate } from './parent-gate.tsx';

/** The text sizes offered, percent (issue 22 §2: up to 200 %). */
export const TEXT_SCALES = [100, 125, 150, 175, 200] as const;

/**
 * `/profile/accessibility` (issue 22 §2; decision 038): the current profile's display settings
 * (text size, high contrast, reduced motion, legibility font), previewed as they are chosen and
 * saved to the profile; and its compensatory time for tests, shown to everyone and set by the
 * parent behind the parent's password (a child token cannot set it).
 */
export function AccessibilityPage() {
  const { t } = useTranslation('accessibility');
  usePageTitle(t('title'));
  const { currentProfile } = useAuth();
  const profileId = currentProfile?.id ?? null;
  const query = useAccommodations(profileId);
  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Anchor component={InternalLink} href="/account-settings" size="sm">
          {t('back')}
        </Anchor>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {currentProfile ? <Text>{t('intro', { name: currentProfile.profile_details.first_name })}</Text> : <Text>{t('noProfile')}</Text>}
        {query.isPending && profileId ? (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" />
            <Text>{t('loading')}</Text>
          </Stack>
        ) : query.isError ? (
          <Alert color="red" role="alert" title={t('loadFailed')}>
            <Button mt="sm" variant="default" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : query.data && profileId ? (
          <>
            <DisplayForm key={`${profileId}-display`} profileId={profileId} stored={query.data.display} />
            <CompensatoryTime key={`${profileId}-time`} profileId={profileId} data={query.data} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

/** The display settings: each change is previewed at once; Save stores them for the profile. */
function DisplayForm({ profileId, stored }: { profileId: string; stored: DisplaySettings }) {
  const { t } = useTranslation('accessibility');
  const [draft, setDraft] = useState<DisplaySettings>(stored);
  const save = useSaveAccommodations(profileId);
  const change = (patch: Partial<DisplaySettings>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    applyDisplay(next);
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="display-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ display: draft });
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="display-title">
            {t('display.title')}
          </Title>
          <Radio.Group label={t('display.textSize')} value={String(draft.text_scale)} onChange={(v) => change({ text_scale: Number(v) })}>
            <Stack gap="xs" mt="xs">
              {TEXT_SCALES.map((s) => (
                <Radio key={s} value={String(s)} label={t('display.textSizeValue', { value: s })} />
              ))}
            </Stack>
          </Radio.Group>
          <Switch
            label={t('display.highContrast')}
            description={t('display.highContrastHint')}
            checked={draft.high_contrast}
            onChange={(e) => change({ high_contrast: e.currentTarget.checked })}
          />
          <Radio.Group
            label={t('display.motion')}
            value={draft.reduced_motion}
            onChange={(v) => change({ reduced_motion: v as DisplaySettings['reduced_motion'] })}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="system" label={t('display.motionSystem')} />
              <Radio value="reduce" label={t('display.motionReduce')} />
              <Radio value="no-preference" label={t('display.motionAllow')} />
            </Stack>
          </Radio.Group>
          <Switch
            label={t('display.legibleFont')}
            description={t('display.legibleFontHint')}
            checked={draft.dyslexia_font}
            onChange={(e) => change({ dyslexia_font: e.currentTarget.checked })}
          />
          <SaveRow save={save} saved={t('display.saved')} label={t('display.save')} />
        </Stack>
      </form>
    </Paper>
  );
}

/** Compensatory time: what applies, and (behind the parent's password) the form that sets it. */
function CompensatoryTime({ profileId, data }: { profileId: string; data: AccommodationsData }) {
  const { t } = useTranslation('accessibility');
  const c = data.compensatory_time;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="time-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="time-title">
            {t('time.title')}
          </Title>
          <Text>{t('time.intro', { minutes: NTA_COMPENSATORY_MINUTES_PER_HOUR })}</Text>
          <Text fw={600} data-compensatory-current>
            {c.minutes_per_hour > 0
              ? t('time.current', { minutes: c.minutes_per_hour, total: Math.round((180 * (60 + c.minutes_per_hour)) / 60) })
              : t('time.none')}
          </Text>
          {c.minutes_per_hour > 0 && c.basis && <Text>{t('time.basisShown', { basis: c.basis })}</Text>}
          {c.set_by && <Text c="dimmed">{c.set_by === 'administrator' ? t('time.setByAdmin') : t('time.setByParent')}</Text>}
          {open ? <CompensatoryForm profileId={profileId} current={c} /> : <Text c="dimmed">{t('time.parentOnly')}</Text>}
        </Stack>
      </Paper>
      {/* The parent's password opens the form (a student's device usually holds the parent token too). */}
      {data.can_set_compensatory_time && !open && <ParentGate onOpen={() => setOpen(true)} />}
    </>
  );
}

/** The parent's form: declared benchmark disability, minutes per hour (NTA's 20 by default), the basis. */
function CompensatoryForm({ profileId, current }: { profileId: string; current: AccommodationsData['compensatory_time'] }) {
  const { t } = useTranslation('accessibility');
  const save = useSaveAccommodations(profileId);
  const [declared, setDeclared] = useState(current.benchmark_disability);
  const [minutes, setMinutes] = useState<number>(current.minutes_per_hour || (current.benchmark_disability ? NTA_COMPENSATORY_MINUTES_PER_HOUR : 0));
  const [basis, setBasis] = useState(current.basis);
  const basisMissing = minutes > 0 && basis.trim() === '';
  const [tried, setTried] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (basisMissing) return;
        save.mutate({ compensatory_time: { benchmark_disability: declared, minutes_per_hour: minutes, basis: basis.trim() } });
      }}
    >
      <Stack gap="sm">
        <Checkbox
          label={t('time.declared')}
          checked={declared}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setDeclared(on);
            if (on && minutes === 0) setMinutes(NTA_COMPENSATORY_MINUTES_PER_HOUR);
          }}
        />
        <NumberInput
          label={t('time.minutes')}
          description={t('time.minutesHint', { minutes: NTA_COMPENSATORY_MINUTES_PER_HOUR })}
          min={0}
          max={60}
          step={5}
          clampBehavior="strict"
          allowDecimal={false}
          value={minutes}
          onChange={(v) => setMinutes(typeof v === 'number' ? v : Number(v) || 0)}
        />
        <Textarea
          label={t('time.basis')}
          description={t('time.basisHint')}
          maxLength={500}
          rows={3}
          value={basis}
          onChange={(e) => setBasis(e.currentTarget.value)}
          error={tried && basisMissing ? t('time.basisRequired') : undefined}
        />
        <SaveRow save={save} saved={t('time.saved')} label={t('time.save')} />
      </Stack>
    </form>
  );
}

/** A form's end: the failure (§8 wording), "saved" once the last save succeeded, and the submit button. */
function SaveRow({ save, saved, label }: { save: { isError: boolean; isSuccess: boolean; isPending: boolean }; saved: string; label: string }) {
  const { t } = useTranslation('accessibility');
  return (
    <>
      {save.isError && (
        <Alert color="red" role="alert">
          {t('saveFailed')}
        </Alert>
      )}
      {save.isSuccess && !save.isPending && (
        <Text role="status" c="teal.8" fw={600}>
          {saved}
        </Text>
      )}
      <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
        {label}
      </Button>
    </>
  );
}
