import { Button, Card, Group, Radio, Stack, Title } from '@mantine/core';
import type { InstituteKind } from '@abhyas/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInstitute } from '../api/staff.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { FormError } from './states.tsx';
import { TransliteratedInput } from '../../../components/ui/transliterated-input.tsx';

/** POST /api/institutes: name, kind (school or coaching centre), city; the account becomes its first admin. */
export function CreateInstituteForm({ onDone }: { onDone?: () => void }) {
  const { t, i18n } = useTranslation('schools');
  const headingId = useId();
  const create = useCreateInstitute();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<InstituteKind>('school');
  const [city, setCity] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (name.trim() === '') {
      setNameError(t('form.required'));
      return;
    }
    setNameError(null);
    create.mutate(
      { name: name.trim(), kind, ...(city.trim() ? { city: city.trim() } : {}) },
      {
        onSuccess: () => {
          setName('');
          setCity('');
          onDone?.();
        },
        onError: (err) => setError(schoolErrorText(t, err)),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={headingId}>
            {t('institute.createTitle')}
          </Title>
          <TransliteratedInput label={t('institute.name')} required lang={i18n.language} value={name} onChange={setName} error={nameError} maxLength={120} />
          <Radio.Group label={t('institute.kind')} value={kind} onChange={(v) => setKind(v as InstituteKind)} required>
            <Group gap="md" mt={4}>
              <Radio value="school" label={t('institute.kinds.school')} />
              <Radio value="coaching" label={t('institute.kinds.coaching')} />
            </Group>
          </Radio.Group>
          <TransliteratedInput label={t('institute.city')} lang={i18n.language} value={city} onChange={setCity} maxLength={80} />
          <FormError message={error} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('institute.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
