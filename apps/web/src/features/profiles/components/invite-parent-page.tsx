import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { normaliseMobile } from '@abhyas/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorAlert } from '../../auth/index.ts';
import { useErrorMessage } from '../../auth/index.ts';
import { useSendInvite } from '../api/send-invite.ts';

const schema = z.object({
  mobile: z
    .string()
    .trim()
    .min(1, 'validation.mobileRequired')
    .refine((v) => normaliseMobile(v) !== null, 'validation.mobileInvalid'),
});

/** /invite-parent (platform.md §2.2, §7.1 send-invite): invite a parent by mobile number. */
export function InviteParentPage() {
  const { t } = useTranslation('profiles');
  const { t: ta } = useTranslation('auth');
  const describe = useErrorMessage();
  const invite = useSendInvite();
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { mobile: '' } });
  const error = form.formState.errors.mobile?.message;

  const onSubmit = form.handleSubmit((v) => invite.mutate(normaliseMobile(v.mobile) ?? v.mobile));

  return (
    <Container size={520} px="md" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('invite.title')}
          </Title>
          <Text c="dimmed">{t('invite.subtitle')}</Text>
          {invite.isSuccess ? (
            <>
              <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
                {t('invite.sent', { mobile: `+91 ${invite.variables}` })}
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
                <Button type="submit" loading={invite.isPending}>
                  {t('invite.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
