import { Alert, Button, Container, Divider, Loader, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { normaliseMobile } from '@abhyas/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorAlert } from '../../auth/index.ts';
import { useCurrentProfile, useErrorMessage } from '../../auth/index.ts';
import { loadSentInvites } from '../../invites/index.ts';
import { loadConsentBanner } from '../../family-data/index.ts';
import { useSendInvite } from '../api/send-invite.ts';

const schema = z.object({
  mobile: z
    .string()
    .trim()
    .min(1, 'validation.mobileRequired')
    .refine((v) => normaliseMobile(v) !== null, 'validation.mobileInvalid'),
  relationship: z.enum(['1', '2', '3', '4']),
});

/** The invites sent and their state (the invites feature), loaded with this page's chunk on demand. */
const SentInvites = lazy(() => loadSentInvites().then((m) => ({ default: m.SentInvites })));
/** A student's records are kept 30 days until a parent consents (issue 21 §3): said here too. */
const ConsentBanner = lazy(loadConsentBanner);

/**
 * /invite-parent (platform.md §2.2, §7.1 send-invite; issue 21 §1): invite a parent or guardian
 * by mobile number with the relationship; below, the invites sent and whether they were accepted.
 */
export function InviteParentPage() {
  const { t } = useTranslation('profiles');
  const { t: ta } = useTranslation('auth');
  const { t: ti } = useTranslation('invites');
  // A student's own invites with its profile token; the account's with the parent's.
  const asProfile = useCurrentProfile() !== null;
  const describe = useErrorMessage();
  const invite = useSendInvite();
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { mobile: '', relationship: '1' } });
  const error = form.formState.errors.mobile?.message;

  const onSubmit = form.handleSubmit((v) =>
    invite.mutate({ mobile: normaliseMobile(v.mobile) ?? v.mobile, relationshipType: Number(v.relationship), auth: asProfile ? 'child' : 'parent' }),
  );

  return (
    <Container size={520} px="md" py="xl">
      {asProfile ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('invite.title')}
          </Title>
          <Text c="dimmed">{t('invite.subtitle')}</Text>
          {invite.isSuccess ? (
            <>
              <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
                {t('invite.sent', { mobile: `+91 ${invite.variables.mobile}` })}
              </Alert>
              <Button
                variant="light"
                onClick={() => {
                  invite.reset();
                  form.reset();
                }}
              >
                {t('invite.another')}
              </Button>
            </>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <FormErrorAlert message={invite.isError ? describe(invite.error) : null} />
                <TextInput
                  label={t('invite.mobile')}
                  description={ta('fields.mobileHint')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  required
                  error={error ? ta(error) : undefined}
                  {...form.register('mobile')}
                />
                <NativeSelect
                  label={ti('relationshipLabel')}
                  data={(['1', '2', '3', '4'] as const).map((value) => ({ value, label: ti(`relationship.${value}`) }))}
                  {...form.register('relationship')}
                />
                <Button type="submit" loading={invite.isPending}>
                  {t('invite.submit')}
                </Button>
              </Stack>
            </form>
          )}
          <Divider />
          <Suspense fallback={<Loader size="sm" aria-label={ti('loading')} />}>
            <SentInvites auth={asProfile ? 'child' : 'parent'} />
          </Suspense>
        </Stack>
      </Paper>
    </Container>
  );
}
