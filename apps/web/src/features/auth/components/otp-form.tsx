import { Button, Group, Stack, Text } from '@mantine/core';
import { OTP_LENGTH } from '@abhyas/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown.ts';
import { FormErrorAlert } from './form-error-alert.tsx';
import { OtpInput } from './otp-input.tsx';

/** Seconds before a new OTP may be requested. */
export const RESEND_WAIT_S = 30;

export interface OtpFormProps {
  /** Where the OTP went (masked), or null when unknown. */
  sentTo: string | null;
  channel?: 'sms' | 'email' | null;
  /** Local ms when the OTP was sent: the resend countdown starts there. */
  sentAt: number | null;
  verifying: boolean;
  /** A server error to show (already translated). */
  error: string | null;
  onVerify(otp: string): void;
  onResend?(): void;
  resending?: boolean;
  submitLabel?: string;
}

/**
 * Enter a one-time password: where it was sent, the code field, Verify, and Resend after a
 * countdown (platform.md §7.2). Submits automatically when the last digit is typed.
 */
export function OtpForm(props: OtpFormProps) {
  const { t } = useTranslation('auth');
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const secondsLeft = useCountdown(props.sentAt, RESEND_WAIT_S);
  const inputRef = useRef<HTMLInputElement>(null);
  // This step replaces the form that sent the code: move focus to the code field.
  useEffect(() => inputRef.current?.focus(), []);

  const submit = (code: string) => {
    if (props.verifying) return;
    if (code.length !== OTP_LENGTH) {
      setFieldError(t('otp.incomplete', { length: OTP_LENGTH }));
      return;
    }
    setFieldError(null);
    props.onVerify(code);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(otp);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {props.sentTo ? t('otp.sentTo', { destination: props.sentTo }) : props.channel === 'email' ? t('otp.sentToEmail') : t('otp.sentToMobile')}
        </Text>
        <FormErrorAlert message={props.error} />
        <OtpInput
          value={otp}
          onChange={(v) => {
            setOtp(v);
            if (fieldError) setFieldError(null);
          }}
          onComplete={submit}
          error={fieldError}
          ref={inputRef}
        />
        <Button type="submit" loading={props.verifying} fullWidth>
          {props.submitLabel ?? t('otp.verify')}
        </Button>
        {props.onResend ? (
          <Group justify="center" gap={4}>
            <Text size="sm" c="dimmed">
              {t('otp.notReceived')}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={props.onResend} disabled={secondsLeft > 0} loading={props.resending}>
              {secondsLeft > 0 ? t('otp.resendIn', { seconds: secondsLeft }) : t('otp.resend')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
