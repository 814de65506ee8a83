import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A required date-and-time field in India time (issue 23: assignments and live classes are set in
 * IST whatever the device's zone; `utils/dates.ts` `fromIndiaInput` reads its value), with the hint
 * that says so. `value` is the input's `YYYY-MM-DDTHH:mm`.
 */
export function IndiaTimeInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('schools');
  return (
    <TextInput
      type="datetime-local"
      label={label}
      description={t('form.indiaTime')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      required
      error={error}
    />
  );
}
