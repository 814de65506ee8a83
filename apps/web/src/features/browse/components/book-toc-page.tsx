import { Accordion, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBook, IconExternalLink, IconPencil } from '@tabler/icons-react';
import type { BookTocEntry } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { practiceIdHref } from '../../../lib/practice-href.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useBookDetail } from '../api/book-detail.ts';
import { useBooks, type BookKind } from '../api/books.ts';
import { BookTile } from './book-tile.tsx';
import { BrowseContainer, EmptyState, PageSkeleton, QueryErrorState, Section } from './page-states.tsx';
import { SummaryHeader } from './summary-header.tsx';
import { examLabel } from '../utils/format.ts';

export interface BookTocPageProps {
  /** `book` for `/booktoc`, `big_book` for `/bigbooktoc`. */
  kind: BookKind;
  /** `?book_id=`; without it the page lists the books of this kind. */
  bookId?: string | undefined;
}

/**
 * `/booktoc` and `/bigbooktoc` (learning.md §2 Tiles, `book_id`): a book's header and its nested,
 * collapsible table of contents, chapters linking to `/learn/summary/{code}`. Without `book_id`,
 * the list of books resp. big books.
 */
export function BookTocPage({ kind, bookId }: BookTocPageProps) {
  return bookId ? <BookDetailView bookId={bookId} kind={kind} /> : <BookListView kind={kind} />;
}

function BookListView({ kind }: { kind: BookKind }) {
  const { t, i18n } = useTranslation('browse');
  const books = useBooks(null, kind, i18n.language);
  const title = t(kind === 'big_book' ? 'books.bigBookTitle' : 'books.bookTitle');
  usePageTitle(title);
  const list = books.data?.books ?? [];
  return (
    <BrowseContainer>
      <Stack gap="xl">
        <SummaryHeader trail={[{ label: t('home.title.learn'), href: '/learn/home' }]} title={title}>
          <Text c="dimmed">{t(kind === 'big_book' ? 'books.bigBookIntro' : 'books.bookIntro')}</Text>
        </SummaryHeader>
        {books.isPending ? (
          <PageSkeleton tiles={6} />
        ) : books.isError ? (
          <QueryErrorState error={books.error} onRetry={() => void books.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon={<IconBook size={20} />}>{t('books.empty')}</EmptyState>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 2, xs: 3, sm: 4, lg: 6 }}
            spacing="sm"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={title}
          >
            {list.map((b) => (
              <li key={b.code} style={{ display: 'flex' }}>
                <BookTile book={b} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </BrowseContainer>
  );
}

function BookDetailView({ bookId, kind }: { bookId: string; kind: BookKind }) {
  const { t, i18n } = useTranslation('browse');
  const book = useBookDetail(bookId, i18n.language);
  usePageTitle(book.data?.title ?? t(kind === 'big_book' ? 'books.bigBookTitle' : 'books.bookTitle'));
  const listHref = kind === 'big_book' ? '/bigbooktoc' : '/booktoc';
  const here = `${listHref}?book_id=${encodeURIComponent(bookId)}`;

  if (book.isError) {
    return (
      <BrowseContainer>
        <QueryErrorState error={book.error} onRetry={() => void book.refetch()} homeHref={listHref} />
      </BrowseContainer>
    );
  }
  if (book.isPending) {
    return (
      <BrowseContainer>
        <PageSkeleton tiles={3} />
      </BrowseContainer>
    );
  }
  const b = book.data;
  const facts = [
    t(`subjectName.${b.subject}`, { defaultValue: b.subject }),
    b.grade !== null ? t('chapterTile.classOf', { grade: b.grade }) : null,
    b.publisher,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <BrowseContainer>
      <Stack gap="xl" maw={900}>
        <SummaryHeader
          trail={[{ label: t(b.kind === 'big_book' ? 'books.allBigBooks' : 'books.allBooks'), href: b.kind === 'big_book' ? '/bigbooktoc' : '/booktoc' }]}
          eyebrow={t(`books.kind.${b.kind}`)}
          title={b.title}
        >
          <Text c="dimmed">{facts}</Text>
          {b.exams.length > 0 && (
            <Group gap={6}>
              {b.exams.map((e) => (
                <Badge key={e} variant="light" color="teal" tt="none">
                  {examLabel(e)}
                </Badge>
              ))}
            </Group>
          )}
          {b.description && <Text>{b.description}</Text>}
          {hasChapter(b.toc) && (
            <Button
              component={InternalLink}
              href={practiceIdHref({ mode: 'BookPractice', practiceId: b.code, name: b.title, originUrl: here })}
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('books.practiseBook')}
            </Button>
          )}
          {b.url && (
            <Button
              component="a"
              href={b.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              rightSection={<IconExternalLink size={16} aria-hidden="true" />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('books.readOnline')}
            </Button>
          )}
        </SummaryHeader>
        <Section id="book-toc" title={t('books.tocTitle')}>
          {b.toc.length === 0 ? <EmptyState>{t('books.noToc')}</EmptyState> : <TocTree entries={b.toc} path="toc" origin={here} />}
        </Section>
      </Stack>
    </BrowseContainer>
  );
}

/** Whether any entry of the table of contents (at any depth) is a chapter of the learning map. */
function hasChapter(entries: BookTocEntry[]): boolean {
  return entries.some((e) => e.chapter !== null || hasChapter(e.children));
}

/** One level of the table of contents: entries with children fold open (Accordion); leaves are rows. */
function TocTree({ entries, path, origin }: { entries: BookTocEntry[]; path: string; origin: string }) {
  const parents = entries.map((e, i) => ({ e, value: `${path}-${i}` })).filter(({ e }) => e.children.length > 0);
  return (
    <Card padding={0}>
      <Accordion multiple chevronPosition="right" variant="default" defaultValue={path === 'toc' && parents[0] ? [parents[0].value] : []}>
        {entries.map((entry, i) => {
          const value = `${path}-${i}`;
          if (entry.children.length === 0) return <TocLeaf key={value} entry={entry} origin={origin} />;
          return (
            <Accordion.Item key={value} value={value}>
              <Accordion.Control>
                <TocLabel entry={entry} />
              </Accordion.Control>
              <Accordion.Panel>
                {entry.chapter && <ChapterLink chapter={entry.chapter} origin={origin} />}
                <TocTree entries={entry.children} path={value} origin={origin} />
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Card>
  );
}

function TocLabel({ entry }: { entry: BookTocEntry }) {
  const { t } = useTranslation('browse');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={600} size="sm">
        {entry.title}
      </Text>
      {entry.page !== null && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('books.page', { page: entry.page })}
        </Text>
      )}
    </Group>
  );
}

function TocLeaf({ entry, origin }: { entry: BookTocEntry; origin: string }) {
  const { t } = useTranslation('browse');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      {entry.chapter ? (
        <Anchor component={InternalLink} href={`/learn/summary/${encodeURIComponent(entry.chapter.code)}`} fw={600} size="sm">
          {entry.title}
        </Anchor>
      ) : (
        <Text size="sm">{entry.title}</Text>
      )}
      <Group gap="sm" wrap="nowrap">
        {entry.chapter && <PractiseChapter chapter={entry.chapter} origin={origin} />}
        {entry.page !== null && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('books.page', { page: entry.page })}
          </Text>
        )}
      </Group>
    </Group>
  );
}

/** "Practise" for one chapter of the book: BookPractice of the chapter, back to the book at the end. */
function PractiseChapter({ chapter, origin }: { chapter: { code: string; name: string }; origin: string }) {
  const { t } = useTranslation('browse');
  return (
    <Anchor
      component={InternalLink}
      href={practiceIdHref({ mode: 'BookPractice', practiceId: chapter.code, name: chapter.name, originUrl: origin })}
      size="sm"
      aria-label={t('books.practiseChapterLabel', { chapter: chapter.name })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t('books.practiseChapter')}
    </Anchor>
  );
}

function ChapterLink({ chapter, origin }: { chapter: { code: string; name: string }; origin: string }) {
  const { t } = useTranslation('browse');
  return (
    <Group gap="md" mb="xs">
      <Anchor component={InternalLink} href={`/learn/summary/${encodeURIComponent(chapter.code)}`} size="sm" fw={600}>
        {t('books.openChapter', { chapter: chapter.name })}
      </Anchor>
      <PractiseChapter chapter={chapter} origin={origin} />
    </Group>
  );
}
