import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Navigates to a built href such as `/account-verify?redirect_url=%2Flearn%2Fhome` inside the
 * app (no reload). Hrefs come from our own builders and `safeRedirect`, never raw input.
 */
export function useGo(): (href: string, opts?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (href: string, opts?: { replace?: boolean }) => {
      void navigate({ href, replace: opts?.replace ?? false });
    },
    [navigate],
  );
}
