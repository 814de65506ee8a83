import { lazy, Suspense } from 'react';
import { Accordion, Card, Stack, Text, Title } from '@mantine/core';
import type { ChapterSummary } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { useChapterNote } from '../api/chapter-note.ts';
import { EmptyState, QueryErrorState, Section, SectionSkeleton } from './page-states.tsx';

/** The Markdown renderer (markdown-it, KaTeX and its stylesheet) arrives with the notes only. */
const Markdown = lazy(async () => ({ default: (await import('./cheat-sheet-body.tsx')).CheatSheetBody }));

/** One section's Markdown, marked with the notes' language (screen readers and fonts follow it). */
function NoteText({ text, lang }: { text: string; lang: string }) {
  return (
    <div lang={lang}>
      <Markdown text={text} />
    </div>
  );
}

/**
 * The chapter's notes on the chapter page (issue #16 §4; anchor `#notes`, where search leads): key
 * ideas, formulas, worked examples (each solution behind a disclosure, so a student can try first)
 * and common mistakes, in the interface language when the notes have it. Designed empty, loading
 * and error states.
 */
export function ChapterNotes({ notes }: { notes: ChapterSummary['notes'] }) {
  const { t } = useTranslation('browse');
  return (
    <Section id="notes" title={t('chapter.notesTitle')}>
      {notes === null ? <EmptyState>{t('chapter.noNotes')}</EmptyState> : <NoteCard code={notes.code} />}
    </Section>
  );
}

function NoteCard({ code }: { code: string }) {
  const { t, i18n } = useTranslation('browse');
  const note = useChapterNote(code, i18n.language);
  const loading = <SectionSkeleton rows={5} label={t('notes.loading')} />;
  if (note.isPending) return loading;
  if (note.isError) return <QueryErrorState error={note.error} onRetry={() => void note.refetch()} />;
  const n = note.data;
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(n.language) ?? n.language;
  return (
    <Card padding="md" data-testid="chapter-notes">
      <Suspense fallback={loading}>
        <Stack gap="md">
          <Title order={3} size="h4" lang={n.language}>
            {n.title}
          </Title>
          {n.language !== i18n.language.split('-')[0] && (
            <Text size="sm" c="dimmed">
              {t('notes.otherLanguage', { language: languageName })}
            </Text>
          )}
          <Stack gap={4}>
            <Title order={4} size="h5">
              {t('notes.keyIdeas')}
            </Title>
            <NoteText text={n.keyIdeas} lang={n.language} />
          </Stack>
          <Stack gap={4}>
            <Title order={4} size="h5">
              {t('notes.formulas')}
            </Title>
            <NoteText text={n.formulas} lang={n.language} />
          </Stack>
          <Stack gap={4}>
            <Title order={4} size="h5">
              {t('notes.workedExamples')}
            </Title>
            {n.workedExamples.map((w, i) => (
              <Card key={i} withBorder padding="sm">
                <Text fw={700} size="sm">
                  {t('notes.example', { n: i + 1 })}
                </Text>
                <NoteText text={w.problem} lang={n.language} />
                <Accordion variant="default" chevronPosition="left">
                  <Accordion.Item value="solution">
                    <Accordion.Control>{t('notes.showSolution')}</Accordion.Control>
                    <Accordion.Panel>
                      <NoteText text={w.solution} lang={n.language} />
                    </Accordion.Panel>
                  </Accordion.Item>
                </Accordion>
              </Card>
            ))}
          </Stack>
          <Stack gap={4}>
            <Title order={4} size="h5">
              {t('notes.commonMistakes')}
            </Title>
            <NoteText text={n.commonMistakes} lang={n.language} />
          </Stack>
        </Stack>
      </Suspense>
    </Card>
  );
}
