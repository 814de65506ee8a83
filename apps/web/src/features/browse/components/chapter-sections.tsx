import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconFileText, IconPencil } from '@tabler/icons-react';
import type { ChapterSummary, VideoTile as VideoTileData } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useCurrentProfile } from '../../auth/index.ts';
import { useVideoProgress } from '../api/learn-progress.ts';
import { toMinutes } from '../utils/format.ts';
import { BookTile } from './book-tile.tsx';
import { EmptyState, Section } from './page-states.tsx';
import { TileRow } from './tile-row.tsx';
import { VideoTile } from './video-tile.tsx';
import classes from './tiles.module.css';

type Counts = ChapterSummary['practice'];

/** The chapter's topics, each a link to `/topic/summary/{code}` with its concepts and counts. */
export function TopicList({ topics }: { topics: ChapterSummary['topics'] }) {
  const { t } = useTranslation('browse');
  return (
    <Section id="chapter-topics" title={t('chapter.topicsTitle')}>
      {topics.length === 0 ? (
        <EmptyState>{t('chapter.noTopics')}</EmptyState>
      ) : (
        <Stack component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {topics.map((topic, i) => (
            <Card component="li" key={topic.code} padding="sm">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <UnstyledButton
                    component={InternalLink}
                    href={`/topic/summary/${encodeURIComponent(topic.code)}`}
                    className={classes.tile}
                    style={{ minWidth: 0 }}
                  >
                    <Text fw={700} c="saffron.8">
                      {i + 1}. {topic.name}
                    </Text>
                  </UnstyledButton>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('chapter.topicCounts', { videos: topic.videoCount, questions: topic.questionCount })}
                  </Text>
                </Group>
                {topic.concepts.length > 0 && (
                  <Group
                    gap={6}
                    component="ul"
                    aria-label={t('chapter.conceptsOf', { topic: topic.name })}
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    {topic.concepts.map((c) => (
                      <Badge component="li" key={c.code} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                        {c.name}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** A row of video tiles with this profile's progress bars (learning.md §4 Tiles), or the designed empty state (`emptyText`). */
export function VideoRow({ videos, emptyText }: { videos: VideoTileData[]; emptyText: string }) {
  const { t } = useTranslation('browse');
  const profileId = useCurrentProfile()?.id ?? '';
  const progress = useVideoProgress(
    videos.map((v) => v.code),
    profileId,
  );
  return (
    <Section id="chapter-videos" title={t('chapter.videosTitle')}>
      {videos.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <TileRow label={t('chapter.videosTitle')} type="video">
          {videos.map((v) => {
            const percent = progress.data?.get(v.code);
            return <VideoTile key={v.code} video={{ ...v, watchedS: percent === undefined ? null : (percent / 100) * v.lengthS }} />;
          })}
        </TileRow>
      )}
    </Section>
  );
}

/** Question counts by difficulty (easy 1–3, medium 4–6, hard 7–10) and the practice button (`href`). */
export function PracticeCard({ counts, href, actionLabel }: { counts: Counts; href: string; actionLabel: string }) {
  const { t } = useTranslation('browse');
  const levels = [
    { key: 'easy', value: counts.easy, color: 'teal' },
    { key: 'medium', value: counts.medium, color: 'yellow' },
    { key: 'hard', value: counts.hard, color: 'red' },
  ] as const;
  const total = Math.max(1, counts.easy + counts.medium + counts.hard);
  return (
    <Section id="chapter-practice" title={t('chapter.practiceTitle')}>
      <Card padding="md">
        {counts.questions === 0 ? (
          <Text size="sm">{t('chapter.noQuestions')}</Text>
        ) : (
          <Stack gap="sm">
            <Text fw={700} size="lg">
              {t('chapter.practiceTotal', { count: counts.questions })}
            </Text>
            <Progress.Root size="lg" aria-hidden="true">
              {levels.map((l) => (
                <Progress.Section key={l.key} value={(l.value / total) * 100} color={l.color} />
              ))}
            </Progress.Root>
            <SimpleGrid cols={3} spacing="xs" component="dl" style={{ margin: 0 }}>
              {levels.map((l) => (
                <div key={l.key}>
                  <Text component="dt" size="xs" c="dimmed">
                    {t(`chapter.${l.key}`)}
                  </Text>
                  <Text component="dd" fw={700} m={0} data-testid={`practice-${l.key}`}>
                    {l.value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Button
              component={InternalLink}
              href={href}
              leftSection={<IconPencil size={18} aria-hidden="true" />}
              fullWidth={false}
              style={{ alignSelf: 'flex-start' }}
            >
              {actionLabel}
            </Button>
          </Stack>
        )}
      </Card>
    </Section>
  );
}

/** Mock tests with questions from the chapter, each linking to `/test/summary/{code}`. */
export function ChapterTests({ tests }: { tests: ChapterSummary['tests'] }) {
  const { t } = useTranslation('browse');
  return (
    <Section id="chapter-tests" title={t('chapter.testsTitle')}>
      {tests.length === 0 ? (
        <EmptyState>{t('chapter.noTests')}</EmptyState>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tests.map((test) => (
            <Card component="li" key={test.code} padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Title order={3} size="h6">
                    {test.name}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {t('chapter.testMeta', { minutes: toMinutes(test.durationS), questions: test.questionCount })}
                  </Text>
                </div>
                <Button
                  component={InternalLink}
                  href={`/test/summary/${encodeURIComponent(test.code)}`}
                  variant="subtle"
                  size="xs"
                  rightSection={<IconArrowRight size={14} aria-hidden="true" />}
                  aria-label={t('tests.openLabel', { name: test.name })}
                >
                  {t('tests.open')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The chapter's cheat sheets as buttons; `onOpen(code)` shows one in the modal. */
export function CheatSheetList({ sheets, onOpen }: { sheets: ChapterSummary['cheatSheets']; onOpen: (code: string) => void }) {
  const { t } = useTranslation('browse');
  return (
    <Section id="chapter-cheat-sheets" title={t('chapter.cheatSheetsTitle')}>
      {sheets.length === 0 ? (
        <EmptyState>{t('chapter.noCheatSheets')}</EmptyState>
      ) : (
        <Group gap="xs">
          {sheets.map((s) => (
            <Button
              key={s.code}
              variant="default"
              leftSection={<IconFileText size={16} aria-hidden="true" />}
              onClick={() => onOpen(s.code)}
              aria-haspopup="dialog"
            >
              {s.title}
            </Button>
          ))}
        </Group>
      )}
    </Section>
  );
}

/** Books whose table of contents has the chapter, as book tiles. */
export function ChapterBooks({ books }: { books: ChapterSummary['books'] }) {
  const { t } = useTranslation('browse');
  return (
    <Section id="chapter-books" title={t('chapter.booksTitle')}>
      {books.length === 0 ? (
        <EmptyState>{t('chapter.noBooks')}</EmptyState>
      ) : (
        <TileRow label={t('chapter.booksTitle')} type="book">
          {books.map((b) => (
            <BookTile key={b.code} book={b} />
          ))}
        </TileRow>
      )}
    </Section>
  );
}
