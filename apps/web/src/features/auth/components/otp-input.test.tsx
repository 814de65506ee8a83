import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { OtpForm } from './otp-form.tsx';
import { OtpInput } from './otp-input.tsx';

function Controlled({ onComplete }: { onComplete(v: string): void }) {
  const [value, setValue] = useState('');
  return <OtpInput value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('OtpInput (platform.md §7.2)', () => {
  it('keeps digits only, at most six, and completes on the sixth', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithApp(<Controlled onComplete={onComplete} />);
    const input = await screen.findByLabelText(/one-time password/i);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '12a3-4');
    expect(input).toHaveValue('1234');
    expect(onComplete).not.toHaveBeenCalled();
    await user.type(input, '5678');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('accepts a pasted code with spaces', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithApp(<Controlled onComplete={onComplete} />);
    const input = await screen.findByLabelText(/one-time password/i);
    await user.click(input);
    await user.paste('482 913');
    expect(input).toHaveValue('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });
});

describe('OtpForm', () => {
  it('shows where the code went, verifies, and offers resend only after the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onVerify = vi.fn();
      const onResend = vi.fn();
      renderWithApp(<OtpForm sentTo="98******10" sentAt={Date.now()} verifying={false} error={null} onVerify={onVerify} onResend={onResend} />);
      expect(await screen.findByText('We sent a code to 98******10.')).toBeInTheDocument();
      const resend = screen.getByRole('button', { name: /resend code in 30 seconds/i });
      expect(resend).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Enter all 6 digits of the code.')).toBeInTheDocument();
      expect(onVerify).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText(/one-time password/i), '246810');
      expect(onVerify).toHaveBeenCalledWith('246810');

      await vi.advanceTimersByTimeAsync(31_000);
      const ready = await screen.findByRole('button', { name: 'Resend code' });
      expect(ready).toBeEnabled();
      await user.click(ready);
      expect(onResend).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
