import { useState, type FormEvent } from 'react';
import { Alert, Button, Container, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { TransliteratedInput } from '../../../components/ui/transliterated-input.tsx';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackCategory } from '@abhyas/contracts';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN } from '@abhyas/contracts/constants';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAuth } from '../../auth/index.ts';
import { sendFeedback } from '../api/feedback-api.ts';

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; tooMany: boolean };

/**
 * `/feedback` (platform.md §2.2; issue 24 §5): what the feedback is about, the message (10–2000
 * characters) and, for a guest, an optional mobile or email to answer at. Sending stores it (POST
 * /api/feedback) and thanks the sender; a failure says so (with its own text when too many were sent)
 * and keeps what was typed. The message offers spellings in the interface language's script as it is
 * typed in Latin letters (the transliteration helper, decision 039).
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation('feedback');
  usePageTitle(t('title'));
  const { authed } = useAuth();
  const [category, setCategory] = useState<FeedbackCategory>('idea');
  const [message, setMessage] = useState('');
  const [contact, setContact] = useState('');
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  const tooShort = message.trim().length < FEEDBACK_MESSAGE_MIN;
  const messageError = touched && tooShort ? t('form.messageTooShort', { min: FEEDBACK_MESSAGE_MIN }) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (tooShort) return;
    setStatus({ kind: 'sending' });
    try {
      const from = typeof document !== 'undefined' && document.referrer.startsWith(window.location.origin) ? new URL(document.referrer).pathname : undefined;
      await sendFeedback({ category, message: message.trim(), locale: i18n.language, ...(authed ? {} : { contact }), ...(from ? { page: from } : {}) }, authed);
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'failed', tooMany: isApiError(error) && error.status === 429 });
    }
  };

  if (status.kind === 'sent') {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p="xl" role="status">
          <Stack align="flex-start" gap="sm">
            <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden="true" />
            <Title order={1} size="h2">
              {t('thanks.title')}
            </Title>
            <Text>{t('thanks.body')}</Text>
            <Button component={InternalLink} href={authed ? '/user-home' : '/'}>
              {t(authed ? 'thanks.home' : 'thanks.landing')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt="xs">
            {t('intro')}
          </Text>
        </div>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <Radio.Group label={t('form.category')} value={category} onChange={(v) => setCategory(v as FeedbackCategory)} required>
              <Stack gap="xs" mt="xs">
                {FEEDBACK_CATEGORIES.map((c) => (
                  <Radio key={c} value={c} label={t(`categories.${c}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <TransliteratedInput
              multiline
              lang={i18n.language}
              label={t('form.message')}
              description={t('form.messageHint', { count: message.length, max: FEEDBACK_MESSAGE_MAX })}
              value={message}
              onChange={setMessage}
              onBlur={() => setTouched(true)}
              maxLength={FEEDBACK_MESSAGE_MAX}
              rows={5}
              required
              error={messageError}
            />
            {!authed && (
              <TextInput
                label={t('form.contact')}
                description={t('form.contactHint')}
                value={contact}
                onChange={(e) => setContact(e.currentTarget.value)}
                maxLength={200}
                autoComplete="email"
              />
            )}
            {status.kind === 'failed' && (
              <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} title={t('error.title')} role="alert">
                {t(status.tooMany ? 'error.tooMany' : 'error.body')}
              </Alert>
            )}
            <div>
              <Button type="submit" loading={status.kind === 'sending'}>
                {t(status.kind === 'failed' ? 'form.retry' : 'form.send')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
