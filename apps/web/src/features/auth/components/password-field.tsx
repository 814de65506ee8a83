import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide toggle is reachable by keyboard and labelled (§5). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const { t } = useTranslation('auth');
  return <PasswordInput ref={ref} visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }} {...props} />;
});
