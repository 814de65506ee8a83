import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Institute } from '@abhyas/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoalsExams } from '../api/content.ts';
import { useCreateClass, useMembers } from '../api/staff.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { FormError } from './states.tsx';
import { TransliteratedInput } from '../../../components/ui/transliterated-input.tsx';

const ME = 'me';

/**
 * POST /api/institutes/{id}/classes: the institute (when there are several), name, grade, section,
 * subject, the exam the class prepares for (from the goals and exams every profile form uses) and,
 * for an institute's admin, the teacher (default: themselves).
 */
export function CreateClassForm({ institutes, onDone }: { institutes: Institute[]; onDone?: () => void }) {
  const { t, i18n } = useTranslation('schools');
  const headingId = useId();
  const create = useCreateClass();
  const goals = useGoalsExams(i18n.language);
  const [instituteId, setInstituteId] = useState<string>(institutes[0]?.id ?? '');
  const institute = institutes.find((i) => i.id === instituteId) ?? null;
  const isAdmin = institute?.role === 'admin';
  const members = useMembers(isAdmin ? instituteId : null);
  const [name, setName] = useState('');
  const [grade, setGrade] = useState<string | null>(null);
  const [section, setSection] = useState('');
  const [subject, setSubject] = useState('');
  const [exam, setExam] = useState<string | null>(null);
  const [teacher, setTeacher] = useState<string>(ME);
  const [problems, setProblems] = useState<{ name?: string; exam?: string }>({});
  const [error, setError] = useState<string | null>(null);

  const examData = useMemo(
    () => (goals.data ?? []).map((g) => ({ group: g.name, items: g.exams.map((x) => ({ value: x.code, label: x.name })) })).filter((g) => g.items.length > 0),
    [goals.data],
  );
  const gradeData = useMemo(() => Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: t('class.grade', { grade: i + 1 }) })), [t]);
  const teacherData = [
    { value: ME, label: t('class.teacherMe') },
    ...(members.data ?? []).map((m) => ({ value: m.user_id, label: `${m.first_name} ${m.last_name}`.trim() })),
  ];

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const next = { ...(name.trim() ? {} : { name: t('form.required') }), ...(exam ? {} : { exam: t('form.required') }) };
    setProblems(next);
    if (Object.keys(next).length > 0 || !institute || !exam) return;
    create.mutate(
      {
        instituteId: institute.id,
        body: {
          name: name.trim(),
          exam_code: exam,
          ...(grade ? { grade: Number(grade) } : {}),
          ...(section.trim() ? { section: section.trim() } : {}),
          ...(subject.trim() ? { subject: subject.trim() } : {}),
          ...(isAdmin && teacher !== ME ? { teacher_user_id: teacher } : {}),
        },
      },
      {
        onSuccess: () => {
          setName('');
          setSection('');
          setSubject('');
          onDone?.();
        },
        onError: (err) => setError(schoolErrorText(t, err)),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={headingId}>
            {t('class.createTitle')}
          </Title>
          {institutes.length > 1 ? (
            <Select
              label={t('class.institute')}
              data={institutes.map((i) => ({ value: i.id, label: i.name }))}
              value={instituteId}
              onChange={(v) => {
                setInstituteId(v ?? institutes[0]!.id);
                setTeacher(ME);
              }}
              allowDeselect={false}
              required
            />
          ) : (
            <Text size="sm">{t('class.inInstitute', { name: institute?.name ?? '' })}</Text>
          )}
          <TransliteratedInput
            label={t('class.name')}
            description={t('class.nameHint')}
            required
            lang={i18n.language}
            value={name}
            onChange={setName}
            error={problems.name}
            maxLength={80}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Select label={t('class.gradeLabel')} placeholder={t('class.noGrade')} data={gradeData} value={grade} onChange={setGrade} clearable />
            <TextInput label={t('class.sectionLabel')} value={section} onChange={(e) => setSection(e.currentTarget.value)} maxLength={10} />
            <TransliteratedInput label={t('class.subjectLabel')} lang={i18n.language} value={subject} onChange={setSubject} maxLength={60} />
          </SimpleGrid>
          <Select
            label={t('class.exam')}
            description={t('class.examHint')}
            placeholder={goals.isPending ? t('form.loading') : t('form.choose')}
            data={examData}
            value={exam}
            onChange={setExam}
            searchable
            required
            nothingFoundMessage={t('form.nothingFound')}
            error={problems.exam ?? (goals.isError ? t('errors.load') : undefined)}
          />
          {isAdmin ? (
            <Select label={t('class.teacher')} data={teacherData} value={teacher} onChange={(v) => setTeacher(v ?? ME)} allowDeselect={false} />
          ) : null}
          <FormError message={error} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('class.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
