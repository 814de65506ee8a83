import { Alert, Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Questionnaire, SkipReason } from '@abhyas/contracts';
import { SKIP_REASONS } from '@abhyas/contracts/constants';
import { IconArrowRight } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TransliteratedInput } from '../../../components/ui/transliterated-input.tsx';
import { transliterationLanguage } from '../../../lib/transliteration.ts';
import { useCurrentProfile } from '../../auth/index.ts';

/** What the form sends: how it went (1–5), the reasons for skips and an optional note. */
export interface QuestionnaireAnswerInput {
  how_it_went: number;
  skip_reasons: SkipReason[];
  note?: string;
}

export interface QuestionnaireFormProps {
  questionnaire: Questionnaire;
  /** Sends the answer (the page stores it, marks the step done and shows the next step). */
  onSubmit: (answer: QuestionnaireAnswerInput) => void;
  /** Leaves without answering (the step is still marked done). */
  onSkip: () => void;
  busy: boolean;
  /** A failed save, shown above the buttons. */
  error: string | null;
}

const SCALE = [1, 2, 3, 4, 5] as const;

/**
 * The achieve-test questionnaire (learning.md §2 Tests, §4 Session flow; issue 18 §4): how the test
 * went on a 5-point scale (required), and, when questions were skipped, why (any of the reasons,
 * with an optional note). Prefilled with the stored answer when there is one; Skip leaves it.
 */
export function QuestionnaireForm({ questionnaire: q, onSubmit, onSkip, busy, error }: QuestionnaireFormProps) {
  const { t, i18n } = useTranslation('questionnaire');
  // The note offers spellings in the student's script (decision 039).
  const lang = transliterationLanguage(useCurrentProfile()?.profile_details.locale, i18n.language);
  const stored = q.answer;
  const [how, setHow] = useState<string | null>(stored ? String(stored.how_it_went) : null);
  const [reasons, setReasons] = useState<string[]>(stored?.skip_reasons ?? []);
  const [note, setNote] = useState(stored?.note ?? '');
  const [missing, setMissing] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!how) {
      setMissing(true);
      return;
    }
    onSubmit({
      how_it_went: Number(how),
      skip_reasons: q.skipped > 0 ? SKIP_REASONS.filter((r) => reasons.includes(r)) : [],
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Radio.Group
          value={how}
          onChange={(v) => {
            setHow(v);
            setMissing(false);
          }}
          label={
            <Title order={2} fz={{ base: 18, sm: 20 }} component="span">
              {t('how.label')}
            </Title>
          }
          withAsterisk
          error={missing ? t('how.required') : undefined}
        >
          <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs" mt="xs">
            {SCALE.map((n) => (
              <Radio.Card key={n} value={String(n)} radius="md" p={{ base: 'xs', sm: 'sm' }} aria-label={t(`how.${n}`)}>
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <Group gap={6} wrap="nowrap" align="baseline">
                    <Text fw={700} fz="lg" lh={1.2}>
                      {n}
                    </Text>
                    <Text size="sm">{t(`how.${n}`)}</Text>
                  </Group>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        {q.skipped > 0 ? (
          <Checkbox.Group
            value={reasons}
            onChange={setReasons}
            label={
              <Title order={2} fz={{ base: 18, sm: 20 }} component="span">
                {t('skip.label', { count: q.skipped })}
              </Title>
            }
            description={t('skip.hint')}
          >
            <Stack gap="xs" mt="xs">
              {SKIP_REASONS.map((r) => (
                <Checkbox key={r} value={r} label={t(`skip.reasons.${r}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Text>{t('skip.none')}</Text>
        )}

        <TransliteratedInput
          multiline
          lang={lang}
          label={reasons.includes('other') ? t('note.other') : t('note.label')}
          value={note}
          onChange={setNote}
          maxLength={500}
          minRows={3}
        />

        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={busy} rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
            {stored ? t('update') : t('save')}
          </Button>
          <Button variant="subtle" onClick={onSkip} disabled={busy}>
            {t('skipForm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
