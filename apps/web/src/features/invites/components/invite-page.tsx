import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAuth, useGo } from '../../auth/index.ts';
import { useAcceptInvite, useInvitePreview } from '../api/invites.ts';
import { pendingInvite, setPendingInvite } from '../utils/pending-invite.ts';
import { formatDate } from '@abhyas/domain';

/** The error pages' codes; anything else (network, server) is `other`. */
const PROBLEMS = ['INVITE_NOT_FOUND', 'INVITE_EXPIRED', 'INVITE_USED', 'INVITE_SELF', 'ALREADY_LINKED'] as const;
type Problem = (typeof PROBLEMS)[number] | 'other';
const problemOf = (err: unknown): Problem => {
  const code = isApiError(err) ? err.code : '';
  return (PROBLEMS as readonly string[]).includes(code) ? (code as Problem) : 'other';
};

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container size={520} px="md" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Container>
  );
}

/** An invite that cannot be used (forged, expired, used) or a failed accept: says why and what to do. */
function ProblemPage({ problem, onRetry }: { problem: Problem; onRetry?: () => void }) {
  const { t } = useTranslation('invites');
  return (
    <Frame>
      <Title order={1} size="h2">
        {t(`problem.${problem}.title`)}
      </Title>
      <Alert color={problem === 'other' ? 'red' : 'orange'} icon={<IconAlertTriangle aria-hidden />} role="alert">
        {t(`problem.${problem}.text`)}
      </Alert>
      <Group>
        {onRetry ? (
          <Button onClick={onRetry}>{t('retry')}</Button>
        ) : (
          <Button component={Link} to="/">
            {t('home')}
          </Button>
        )}
      </Group>
    </Frame>
  );
}

/**
 * `/invite/{token}` (public; issue 21 §1): who invited and as what; signed out, "Sign up to join"
 * and "Log in to join" (the token is kept through sign-up, verification and login, which come back
 * here); signed in, the invite is accepted (at once when the visitor came back from signing in)
 * and the page goes to /browse-profile with a success message. Forged, expired and used invites
 * get pages of their own.
 */
export function InvitePage({ token }: { token: string }) {
  const { t, i18n } = useTranslation('invites');
  const { authed } = useAuth();
  const go = useGo();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token);
  const started = useRef(false);

  const join = () => {
    started.current = true;
    accept.mutate(undefined, {
      onSuccess: () => {
        setPendingInvite(null);
        void showToast({ color: 'teal', message: t('joined') });
        go('/browse-profile', { replace: true });
      },
      onError: () => setPendingInvite(null),
    });
  };

  // Back from sign-up or login with this invite pending: accept it without another click.
  useEffect(() => {
    if (authed && preview.isSuccess && pendingInvite() === token && !started.current) join();
  });

  useEffect(() => {
    if (preview.isError) setPendingInvite(null);
  }, [preview.isError]);

  if (preview.isPending) {
    return (
      <Frame>
        <Group justify="center" py="xl">
          <Loader aria-label={t('loading')} />
        </Group>
      </Frame>
    );
  }
  if (preview.isError) {
    const problem = problemOf(preview.error);
    return <ProblemPage problem={problem} {...(problem === 'other' ? { onRetry: () => void preview.refetch() } : {})} />;
  }
  if (accept.isError) return <ProblemPage problem={problemOf(accept.error)} />;

  const invite = preview.data;
  const relationship = t(`relationship.${invite.relationship_type}`, { defaultValue: t('relationship.1') });
  const hold = () => setPendingInvite(token);
  return (
    <Frame>
      <IconUsers size={40} aria-hidden />
      <Title order={1} size="h2">
        {t('title', { name: invite.inviter_first_name })}
      </Title>
      <Text>{t('relationshipLine', { relationship })}</Text>
      <Text c="dimmed" size="sm">
        {t('validUntil', { date: formatDate(invite.expires_at, i18n.language) })}
      </Text>
      {authed ? (
        <Button onClick={join} loading={accept.isPending || accept.isSuccess}>
          {t('join')}
        </Button>
      ) : (
        <Stack gap="sm">
          <Button component={Link} to="/signup" onClick={hold}>
            {t('signUp')}
          </Button>
          <Button component={Link} to="/login" variant="light" onClick={hold}>
            {t('logIn')}
          </Button>
        </Stack>
      )}
    </Frame>
  );
}

/** The route component: the token from the path. */
export function InviteRoute() {
  const params = useParams({ strict: false }) as { token?: string };
  return <InvitePage token={params.token ?? ''} />;
}
