import { useEffect, useRef, useState } from 'react';
import { Anchor, Breadcrumbs, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconPencil } from '@tabler/icons-react';
import type { MasteryChapter, MasteryRollupView, MasterySubject, MasteryTopic } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMasteryChapters, useMasterySubjects, useMasteryTopics, type MasteryExam } from '../api/explore-mastery.ts';
import { MasteryBar } from './mastery-bar.tsx';
import { MasteryEmpty, MasteryError, MasteryNoExam, MasterySkeleton } from './mastery-states.tsx';

export interface ExploreMasteryPageProps {
  /** The active profile's exam (`primary_exam`) and its goal (`primary_goal`); empty when it has none. */
  examCode: string;
  goalCode: string;
}

/** One node of a list: its name as a heading, its mastery bar, and its actions. */
function NodeCard({ name, mastery, meta, children }: { name: string; mastery: MasteryRollupView; meta?: string; children: React.ReactNode }) {
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5">
            {name}
          </Title>
          {meta ? (
            <Text size="xs" c="dimmed">
              {meta}
            </Text>
          ) : null}
        </Stack>
        <MasteryBar name={name} mastery={mastery} />
        <Group gap="xs">{children}</Group>
      </Stack>
    </Card>
  );
}

/** The list element of a level: cards in one column on phones, two from 768 px. */
function NodeList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}
    >
      {children}
    </Stack>
  );
}

/** A Practise link (to the practice page the server named). */
function PractiseLink({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation('mastery');
  return (
    <Button component={InternalLink} href={href} size="sm" leftSection={<IconPencil size={16} aria-hidden="true" />} aria-label={t('practiseName', { name })}>
      {t('practise')}
    </Button>
  );
}

/** A button that opens the next level. */
function OpenButton({ label, name, onClick }: { label: string; name: string; onClick: () => void }) {
  return (
    <Button variant="light" size="sm" rightSection={<IconChevronRight size={16} aria-hidden="true" />} onClick={onClick} aria-label={`${label}: ${name}`}>
      {label}
    </Button>
  );
}

/**
 * `/achieve/explore-mastery` (issue 18 §4; docs/web-shell.md): the active profile's mastery per
 * subject → chapter → topic from GET /api/exploreMastery/*. Subjects in syllabus order; opening one
 * lists its chapters, practised weakest first (then the rest in syllabus order); a chapter lists its
 * topics. Every chapter and topic has a Practise link. Each level has a real heading that takes the
 * focus when opened; a breadcrumb leads back. Loading, empty ("practise a chapter to see your
 * mastery here"), no-exam and error states.
 */
export function ExploreMasteryPage({ examCode, goalCode }: ExploreMasteryPageProps) {
  const { t, i18n } = useTranslation('mastery');
  usePageTitle(t('title'));
  const exam: MasteryExam = { examCode, goalCode, locale: i18n.language };
  const [subject, setSubject] = useState<MasterySubject | null>(null);
  const [chapter, setChapter] = useState<MasteryChapter | null>(null);
  const subjects = useMasterySubjects(exam);
  const chapters = useMasteryChapters(exam, subject?.code ?? null);
  const topics = useMasteryTopics(exam, subject?.code ?? null, chapter?.code ?? null);
  const levelHeading = useRef<HTMLHeadingElement>(null);
  const level = chapter ? 'topics' : subject ? 'chapters' : 'subjects';
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) levelHeading.current?.focus();
  }, [level, moved]);

  const open = (s: MasterySubject | null, c: MasteryChapter | null) => {
    setSubject(s);
    setChapter(c);
    setMoved(true);
  };

  const crumbs = subject ? (
    <nav aria-label={t('breadcrumb')}>
      <Breadcrumbs separator="›">
        <Anchor component="button" type="button" onClick={() => open(null, null)}>
          {t('allSubjects')}
        </Anchor>
        {chapter ? (
          <Anchor component="button" type="button" onClick={() => open(subject, null)}>
            {subject.name}
          </Anchor>
        ) : (
          <Text aria-current="page">{subject.name}</Text>
        )}
        {chapter ? <Text aria-current="page">{chapter.name}</Text> : null}
      </Breadcrumbs>
    </nav>
  ) : null;

  let body: React.ReactNode;
  if (!examCode) body = <MasteryNoExam />;
  else if (subjects.isPending) body = <MasterySkeleton />;
  else if (subjects.isError) body = <MasteryError onRetry={() => void subjects.refetch()} />;
  else if (level === 'subjects') {
    const data = subjects.data;
    body = (
      <Stack gap="md">
        {data.overall.concepts_practised === 0 ? (
          <MasteryEmpty />
        ) : (
          <Card withBorder padding="md" radius="md">
            <Stack gap="xs">
              <Text fw={600}>{t('overall', { exam: data.exam.name })}</Text>
              <MasteryBar name={data.exam.name} mastery={data.overall} />
            </Stack>
          </Card>
        )}
        <Title order={2} size="h3" ref={levelHeading} tabIndex={-1}>
          {t('subjects')}
        </Title>
        <NodeList label={t('subjects')}>
          {data.subjects.map((s) => (
            <NodeCard key={s.code} name={s.name} mastery={s.mastery} meta={t('chapterCount', { count: s.chapter_count })}>
              <OpenButton label={t('openChapters')} name={s.name} onClick={() => open(s, null)} />
            </NodeCard>
          ))}
        </NodeList>
      </Stack>
    );
  } else if (level === 'chapters' && subject) {
    body = (
      <Stack gap="md">
        {crumbs}
        <Title order={2} size="h3" ref={levelHeading} tabIndex={-1}>
          {t('chaptersOf', { name: subject.name })}
        </Title>
        <MasteryBar name={subject.name} mastery={chapters.data?.subject.mastery ?? subject.mastery} />
        <Text size="sm" c="dimmed">
          {t('order')}
        </Text>
        {chapters.isPending ? (
          <MasterySkeleton />
        ) : chapters.isError ? (
          <MasteryError onRetry={() => void chapters.refetch()} />
        ) : (
          <NodeList label={t('chaptersOf', { name: subject.name })}>
            {chapters.data.chapters.map((c) => (
              <NodeCard key={c.code} name={c.name} mastery={c.mastery} meta={t('topicCount', { count: c.topic_count })}>
                <PractiseLink href={c.practice_url} name={c.name} />
                {c.topic_count > 0 ? <OpenButton label={t('openTopics')} name={c.name} onClick={() => open(subject, c)} /> : null}
              </NodeCard>
            ))}
          </NodeList>
        )}
      </Stack>
    );
  } else if (subject && chapter) {
    body = (
      <Stack gap="md">
        {crumbs}
        <Title order={2} size="h3" ref={levelHeading} tabIndex={-1}>
          {t('topicsOf', { name: chapter.name })}
        </Title>
        <MasteryBar name={chapter.name} mastery={topics.data?.chapter.mastery ?? chapter.mastery} />
        <Group>
          <PractiseLink href={chapter.practice_url} name={chapter.name} />
        </Group>
        {topics.isPending ? (
          <MasterySkeleton />
        ) : topics.isError ? (
          <MasteryError onRetry={() => void topics.refetch()} />
        ) : (
          <NodeList label={t('topicsOf', { name: chapter.name })}>
            {topics.data.topics.map((x: MasteryTopic) => (
              <NodeCard key={x.code} name={x.name} mastery={x.mastery}>
                <PractiseLink href={x.practice_url} name={x.name} />
              </NodeCard>
            ))}
          </NodeList>
        )}
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
