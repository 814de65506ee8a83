import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { licenceUrl, videoSourcePage } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useVideoDetail } from '../api/video-detail.ts';
import { formatDuration } from '../utils/format.ts';
import { BrowseContainer, PageSkeleton, QueryErrorState, Section } from './page-states.tsx';
import { SummaryHeader } from './summary-header.tsx';
import { VideoThumb } from './video-tile.tsx';
import { VideoTranscript } from './video-transcript.tsx';

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
            <VideoAttribution owner={v.owner} ownerUrl={v.ownerUrl} license={v.license} url={v.url} />
          </Stack>
        </Card>
        {v.description && (
          <Section id="video-about" title={t('video.descriptionTitle')}>
            <Text style={{ whiteSpace: 'pre-line' }} lang={v.language}>
              {v.description}
            </Text>
          </Section>
        )}
        {v.captions.length > 0 && (
          <Section id="video-transcript" title={t('video.transcript')}>
            <VideoTranscript tracks={v.captions} locale={i18n.language} />
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

/**
 * Who made the video, under which licence, and where the original is (issue 15): "By <owner> ·
 * Licence: <licence> · Original on YouTube", the owner linked to their site, a versioned Creative
 * Commons licence to its deed, a linked video to its page. Links open in a new tab.
 */
function VideoAttribution({ owner, ownerUrl, license, url }: { owner: string; ownerUrl: string | null; license: string | null; url: string }) {
  const { t } = useTranslation('browse');
  const deed = licenceUrl(license);
  const source = videoSourcePage(url);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Text size="sm" data-testid="video-attribution">
      {ownerUrl ? (
        <>
          {t('video.byPrefix')}{' '}
          <Anchor href={ownerUrl} {...external}>
            {owner}
          </Anchor>
        </>
      ) : (
        t('video.by', { owner })
      )}
      {license && (
        <>
          {' · '}
          {deed ? (
            <Anchor href={deed} {...external}>
              {t('video.licence', { license })}
            </Anchor>
          ) : (
            t('video.licence', { license })
          )}
        </>
      )}
      {source && (
        <>
          {' · '}
          <Anchor href={source.url} {...external}>
            {t('video.source', { site: source.site })}
          </Anchor>
        </>
      )}
    </Text>
  );
}
