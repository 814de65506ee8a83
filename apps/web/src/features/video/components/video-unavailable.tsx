import { Button, Group, Loader, ScrollArea, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconVideoOff } from '@tabler/icons-react';
import type { RecommendationSection } from '@abhyas/contracts/learn/recommendations';
import { useTranslation } from 'react-i18next';
import { RecommendationTile } from './end-screen.tsx';
import classes from './end-screen.module.css';

export interface VideoUnavailableProps {
  /** The video's chapter (its page holds the chapter's other material). */
  chapter: { code: string; name: string } | null;
  /** The chapter's other videos, practice and tests (the end screen's sections); empty while loading. */
  sections: RecommendationSection[];
  loading: boolean;
  onPlay(videoId: string): void;
  onNavigate(href: string): void;
  onClose(): void;
}

/**
 * What the overlay shows instead of the player when a video cannot load (issue 15; learning.md §8
 * Video): a YouTube or Vimeo video whose site cannot be reached (offline, blocked on this network),
 * that reports an error, or that is not ready in time. It says so plainly and offers the chapter's
 * other material: its videos, practice and tests, and a link to the chapter page. Never a spinner.
 */
export function VideoUnavailable({ chapter, sections, loading, onPlay, onNavigate, onClose }: VideoUnavailableProps) {
  const { t } = useTranslation('video');
  const shown = sections.filter((s) => s.content.length > 0 && s.section_id !== 'next_video');
  return (
    <div className={classes.screen} role="alert" aria-labelledby="video-unavailable-title" data-testid="video-unavailable">
      <ScrollArea className={classes.body} type="auto">
        <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" color="gray" variant="light" aria-hidden="true" style={{ flex: 'none' }}>
              <IconVideoOff size={24} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} size="h3" c="white" id="video-unavailable-title">
                {t('unavailable.title')}
              </Title>
              <Text c="gray.3">{t('unavailable.text')}</Text>
            </Stack>
          </Group>
          <Group gap="sm">
            {chapter && (
              <Button leftSection={<IconBook2 size={18} aria-hidden="true" />} onClick={() => onNavigate(`/learn/summary/${encodeURIComponent(chapter.code)}`)}>
                {t('unavailable.openChapter', { chapter: chapter.name })}
              </Button>
            )}
            <Button variant="white" color="dark" onClick={onClose}>
              {t('overlay.close')}
            </Button>
          </Group>
          {loading && <Loader color="white" size="sm" aria-label={t('overlay.loading')} />}
          {shown.map((section) => (
            <section key={section.section_id} aria-labelledby={`unavailable-${section.section_id}`}>
              <Title order={3} size="h5" c="white" mb="xs" id={`unavailable-${section.section_id}`}>
                {t(`end.section.${section.section_id}`, { defaultValue: section.section_name })}
              </Title>
              <ul className={classes.slider} aria-labelledby={`unavailable-${section.section_id}`}>
                {section.content.map((item) => (
                  <li key={`${item.type}-${item.id}`} className={classes.slide}>
                    <RecommendationTile item={item} onPlay={onPlay} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Stack>
      </ScrollArea>
    </div>
  );
}
