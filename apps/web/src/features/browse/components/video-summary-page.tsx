import { Anchor, AspectRatio, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { VideoDetail } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useVideoDetail } from '../api/video-detail.ts';
import { formatDuration } from '../utils/format.ts';
import { BrowseContainer, PageSkeleton, QueryErrorState, Section } from './page-states.tsx';
import { SummaryHeader } from './summary-header.tsx';
import { VideoThumb } from './video-tile.tsx';

/**
 * `/video/summary/{id}` (learning.md §2 Tiles): title, length, chapter link, description, owner and
 * licence, concepts; a plain `<video controls>` for self-hosted (`cdn`) clips, a link out for
 * YouTube and Vimeo. The full player (learning.md §2 Video overlay) comes later.
 */
export function VideoSummaryPage({ code }: { code: string }) {
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
        <VideoPlayerArea video={v} />
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
    </BrowseContainer>
  );
}

/** A self-hosted clip plays in a plain HTML5 player; YouTube and Vimeo videos open on their site. */
function VideoPlayerArea({ video }: { video: VideoDetail }) {
  const { t } = useTranslation('browse');
  if (video.sourceType === 'cdn') {
    return (
      <Stack gap={6}>
        <AspectRatio ratio={16 / 9}>
          {/* The content pack has no caption tracks yet; the full player (learning.md §2) adds subtitles. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            controls
            preload="metadata"
            poster={video.thumbnail ?? undefined}
            aria-label={t('video.playerLabel', { title: video.title })}
            style={{ background: '#000', borderRadius: 12 }}
          >
            <source src={video.url} />
            {video.fallbackUrl && <source src={video.fallbackUrl} />}
            {t('video.noSupport')}
          </video>
        </AspectRatio>
        <Text size="xs" c="dimmed">
          {t('video.playerSoon')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <VideoThumb thumbnail={video.thumbnail} lengthS={video.lengthS} />
      <Button
        component="a"
        href={video.url}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        rightSection={<IconExternalLink size={18} aria-hidden="true" />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(`video.watchOn.${video.sourceType}`)}
      </Button>
    </Stack>
  );
}
