import { TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@abhyas/domain';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface OtpInputProps {
  value: string;
  onChange(value: string): void;
  /** Called when all OTP_LENGTH digits are present. */
  onComplete?(value: string): void;
  label?: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The one-time password field (platform.md §7.2): one labelled input (not six boxes) so paste,
 * SMS autofill (`autocomplete="one-time-code"`) and screen readers just work. Keeps digits only,
 * at most OTP_LENGTH; spaces and dashes in a pasted code are dropped.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput({ value, onChange, onComplete, label, error, disabled }, ref) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      ref={ref}
      label={label ?? t('otp.label')}
      description={t('otp.description', { length: OTP_LENGTH })}
      value={value}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
        onChange(digits);
        if (digits.length === OTP_LENGTH && digits !== value) onComplete?.(digits);
      }}
      error={error || undefined}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      required
      styles={{ input: { letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums', fontSize: '1.25rem' } }}
    />
  );
});
