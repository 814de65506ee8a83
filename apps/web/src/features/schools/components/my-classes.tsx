import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentClass } from '@abhyas/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveClass } from '../api/student-actions.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { FormError } from './states.tsx';
import classes from './schools.module.css';

/** "Grade 9 · Section B · Physics": what a class is, from the parts it has. */
export function classFacts(
  t: (key: string, o?: Record<string, unknown>) => string,
  c: { grade: number | null; section: string | null; subject: string | null },
): string {
  return [c.grade !== null ? t('class.grade', { grade: c.grade }) : null, c.section ? t('class.section', { section: c.section }) : null, c.subject]
    .filter(Boolean)
    .join(' · ');
}

/** "My classes": each class the profile joined, with its institute and teacher, and Leave (asked first). */
export function MyClasses({ list }: { list: StudentClass[] }) {
  const { t } = useTranslation('schools');
  const headingId = useId();
  const leave = useLeaveClass();
  const [error, setError] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('myClasses.title')}
        </Title>
        <FormError message={error} />
        <Stack component="ul" gap="sm" className={classes.plainList} aria-labelledby={headingId}>
          {list.map((c) => {
            const facts = classFacts(t, c);
            return (
              <Group component="li" key={c.id} justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Text fw={600}>{c.name}</Text>
                  <Text size="sm" c="dimmed">
                    {c.institute_name}
                    {facts ? ` · ${facts}` : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('myClasses.teacher', { name: c.teacher_first_name })}
                  </Text>
                </Stack>
                <ConfirmButton
                  size="xs"
                  variant="default"
                  aria-label={t('myClasses.leaveName', { name: c.name })}
                  title={t('myClasses.confirmTitle', { name: c.name })}
                  message={t('myClasses.confirmText')}
                  confirmLabel={t('myClasses.confirm')}
                  loading={leave.isPending && leave.variables === c.id}
                  onConfirm={() => {
                    setError(null);
                    leave.mutate(c.id, { onError: (e) => setError(schoolErrorText(t, e)) });
                  }}
                >
                  {t('myClasses.leave')}
                </ConfirmButton>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
