import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBrain, IconNotebook, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import type { Intervention } from '../hooks/use-practice-flow.ts';
import { formatClock } from '../lib/timer.ts';
import classes from './practice.module.css';

/** Where a recommended video opens: its summary page with the player (learning.md §2 Tiles `/video/summary/{id}`). */
export const videoHref = (code: string) => `/video/summary/${encodeURIComponent(code)}`;

/** Where a chapter's notes open: the chapter page at its notes (issue #16 §4). */
export const notesHref = (chapterCode: string) => `/learn/summary/${encodeURIComponent(chapterCode)}#notes`;

/**
 * The Learn Intervention screen (learning.md §2 Practice, §4): after repeated misses on a concept the
 * learner is pointed to videos teaching it (recommended video tiles) and to its chapter's notes, or
 * continues practising.
 */
export function InterventionScreen({
  intervention,
  onContinue,
  onOpenVideo,
}: {
  intervention: Intervention;
  onContinue: () => void;
  onOpenVideo: (code: string) => void;
}) {
  const { t } = useTranslation('practice');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const names = intervention.concepts.map((c) => c.concept_name).join(', ');
  const first = intervention.concepts[0];

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="intervention">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" color="grape" variant="light">
            <IconBrain size={26} aria-hidden="true" />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h3" ref={heading} tabIndex={-1}>
              {t('intervention.title')}
            </Title>
            <Text>{t('intervention.body', { concepts: names })}</Text>
            {first && (
              <Text size="sm" c="dimmed">
                {t('intervention.mastery', {
                  current: Math.round(first.current_mastery * 100),
                  predicted: Math.round(first.predicted_mastery * 100),
                })}
              </Text>
            )}
          </Stack>
        </Group>
        {intervention.videos.length > 0 && (
          <Title order={3} size="h5">
            {t('intervention.recommended')}
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {intervention.videos.map((v) => (
            <InternalLink
              key={v.code}
              href={videoHref(v.code)}
              className={classes.videoTile}
              onClick={() => onOpenVideo(v.code)}
              data-testid="intervention-video"
            >
              <Card withBorder radius="md" p="xs">
                <div className={classes.thumb}>
                  {v.thumbnail ? (
                    <img src={v.thumbnail} alt="" loading="lazy" />
                  ) : (
                    <IconPlayerPlayFilled size={36} color="var(--mantine-color-gray-6)" aria-hidden="true" />
                  )}
                </div>
                <Text fw={600} size="sm" mt="xs" lineClamp={2}>
                  {v.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('intervention.watch', { length: formatClock(v.lengthS) })}
                </Text>
              </Card>
            </InternalLink>
          ))}
        </SimpleGrid>
        {intervention.notes.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('intervention.notesTitle')}
            </Title>
            {intervention.notes.map((n) => (
              <Button
                key={n.code}
                component={InternalLink}
                href={notesHref(n.chapter_code)}
                variant="light"
                leftSection={<IconNotebook size={18} aria-hidden="true" />}
                style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                data-testid="intervention-notes"
              >
                {t('intervention.readNotes', { title: n.title })}
              </Button>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button rightSection={<IconArrowRight size={16} aria-hidden="true" />} onClick={onContinue} size="md">
            {t('intervention.continue')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
