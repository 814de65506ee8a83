import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSsoVerify } from '../api/sso-verify.ts';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';
import { useErrorMessage } from '../hooks/use-error-message.ts';
import { useGo } from '../hooks/use-go.ts';
import { useSearchParam } from '../hooks/use-search-param.ts';
import { RetryButton, StatusPanel } from './status-panel.tsx';

/**
 * /sso-login?token=… (platform.md §2.1, §7.2): verifies a partner's single sign-on token once,
 * then continues like any sign-in (keeping redirect_url). Missing or rejected token → an error
 * with a way to the normal login.
 */
export function SsoLoginPage() {
  const { t } = useTranslation('auth');
  const describe = useErrorMessage();
  const go = useGo();
  const token = useSearchParam('token');
  const redirectUrl = useSearchParam('redirect_url');
  const verify = useSsoVerify();
  const after = useAfterSignIn({ redirectUrl });
  const started = useRef(false);

  const run = () => {
    if (token) verify.mutate(token, { onSuccess: after });
  };
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const toLogin = <RetryButton onClick={() => go('/login', { replace: true })} label={t('sso.toLogin')} />;
  if (!token) return <StatusPanel title={t('sso.title')} message={t('sso.missingToken')} actions={toLogin} />;
  if (verify.isError) {
    return (
      <StatusPanel
        title={t('sso.title')}
        message={describe(verify.error)}
        actions={
          <>
            <RetryButton onClick={run} label={t('sso.retry')} />
            {toLogin}
          </>
        }
      />
    );
  }
  return <StatusPanel title={t('sso.title')} busy message={t('sso.working')} />;
}
