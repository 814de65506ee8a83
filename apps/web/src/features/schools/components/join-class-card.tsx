import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { JOIN_CODE_LENGTH, normaliseJoinCode } from '@abhyas/domain';
import { useRouterState } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinClass } from '../api/student-actions.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { DONE_TEXT } from '../utils/colors.ts';

/** The code of a class invite link (`?join=<code>`, `inviteLink`) in a query string, as written (not parsed as JSON: a code may start with 0). */
function invitedCode(searchStr: string): string {
  return (new URLSearchParams(searchStr).get('join') ?? '').slice(0, 20);
}

/** A class's invite link: the assignments page with the code filled in (issue 23 §1 "by a class code or an invite"). */
export function inviteLink(origin: string, joinCode: string): string {
  return `${origin}/user-home/assignment?join=${encodeURIComponent(joinCode)}`;
}

/**
 * "Join a class" (issue 23 §1): the student types the code their teacher gave (read loosely: O is
 * 0, I and L are 1, spaces and dashes ignored), or opens the teacher's invite link, which fills it
 * in (signed out, the sign-in keeps the link). A code of the wrong shape is refused here; the
 * server's refusals (no such class, already in it) are shown as it gives them.
 */
export function JoinClassCard() {
  const { t } = useTranslation('schools');
  const headingId = useId();
  const join = useJoinClass();
  const searchStr = useRouterState({ select: (st) => st.location.searchStr });
  const [invited] = useState(() => invitedCode(searchStr));
  const [code, setCode] = useState(invited);
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setJoined(null);
    const normal = normaliseJoinCode(code);
    if (!normal) {
      setProblem(t('join.badCode', { length: JOIN_CODE_LENGTH }));
      return;
    }
    setProblem(null);
    join.mutate(normal, {
      onSuccess: (cls) => {
        setCode('');
        setJoined(cls ? t('join.joinedName', { name: cls.name }) : t('join.joined'));
      },
      onError: (error) => setProblem(schoolErrorText(t, error)),
    });
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('join.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {invited ? t('join.fromInvite') : t('join.intro')}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('join.label')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              error={problem}
              errorProps={{ role: 'alert' }}
              style={{ flex: '1 1 12rem' }}
              styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.1em' } }}
            />
            <Button type="submit" loading={join.isPending} mt={{ base: 0, xs: 25 }}>
              {t('join.submit')}
            </Button>
          </Group>
          {joined ? (
            <Text role="status" c={DONE_TEXT} size="sm" fw={600}>
              <IconCircleCheck size={16} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
              {joined}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
