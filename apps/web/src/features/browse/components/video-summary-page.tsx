import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useVideoDetail } from '../api/video-detail.ts';
import { formatDuration } from '../utils/format.ts';
import { BrowseContainer, PageSkeleton, QueryErrorState, Section } from './page-states.tsx';
import { SummaryHeader } from './summary-header.tsx';
import { VideoThumb } from './video-tile.tsx';

export interface VideoSummaryPageProps {
  code: string;
  /** Opens the video overlay (the route composes the player feature). */
  onWatch(): void;
  /** The open player overlay, when there is one. */
  player?: ReactNode;
}

/**
 * `/video/summary/{id}` (learning.md §2 Tiles): title, length, chapter link, description, owner and
 * licence, concepts; the thumbnail and a Watch button open the full-screen player overlay
 * (learning.md §2 Video overlay), which the route opens on arrival.
 */
export function VideoSummaryPage({ code, onWatch, player }: VideoSummaryPageProps) {
  const { t, i18n } = useTranslation('browse');
  const video = useVideoDetail(code, i18n.language);
  usePageTitle(video.data?.title ?? t('video.eyebrow'));

  if (!code || video.isError) {
    return (
      <BrowseContainer>
        <QueryErrorState error={video.error} notFound={!code} onRetry={() => void video.refetch()} />
      </BrowseContainer>
    );
  }
  if (video.isPending) {
    return (
      <BrowseContainer>
        <PageSkeleton tiles={1} />
      </BrowseContainer>
    );
  }

  const v = video.data;
  const chapterHref = `/learn/summary/${encodeURIComponent(v.chapter.code)}`;
  return (
    <BrowseContainer>
      <Stack gap="xl" maw={900}>
        <SummaryHeader
          trail={[
            { label: t('home.title.learn'), href: '/learn/home' },
            { label: v.chapter.name, href: chapterHref },
          ]}
          eyebrow={`${t('video.eyebrow')} · ${t('video.length', { duration: formatDuration(v.lengthS) })}`}
          title={v.title}
        />
        <Stack gap="sm">
          <UnstyledButton onClick={onWatch} aria-label={t('video.watchLabel', { title: v.title })} style={{ borderRadius: 12 }}>
            <VideoThumb thumbnail={v.thumbnail} lengthS={v.lengthS} />
          </UnstyledButton>
          <Button size="md" leftSection={<IconPlayerPlayFilled size={18} aria-hidden="true" />} onClick={onWatch} style={{ alignSelf: 'flex-start' }}>
            {t('video.watch')}
          </Button>
        </Stack>
        <Card padding="md">
          <Stack gap="xs">
            <Text fw={600}>
              {t('video.chapter')}{' '}
              <Anchor component={InternalLink} href={chapterHref}>
                {v.chapter.name}
              </Anchor>
            </Text>
            <Text size="sm">
              {v.ownerUrl ? (
                <>
                  {t('video.byPrefix')}{' '}
                  <Anchor href={v.ownerUrl} target="_blank" rel="noopener noreferrer">
                    {v.owner}
                  </Anchor>
                </>
              ) : (
                t('video.by', { owner: v.owner })
              )}
            </Text>
            {v.license && (
              <Text size="sm" c="dimmed">
                {t('video.licence', { license: v.license })}
              </Text>
            )}
          </Stack>
        </Card>
        {v.description && (
          <Section id="video-about" title={t('video.descriptionTitle')}>
            <Text style={{ whiteSpace: 'pre-line' }} lang={v.language}>
              {v.description}
            </Text>
          </Section>
        )}
        {v.concepts.length > 0 && (
          <Section id="video-concepts" title={t('video.concepts')}>
            <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {v.concepts.map((c) => (
                <Badge component="li" key={c.code} size="lg" variant="light" color="teal" radius="sm" tt="none" fw={500}>
                  {c.name}
                </Badge>
              ))}
            </Group>
          </Section>
        )}
      </Stack>
      {player}
    </BrowseContainer>
  );
}
