import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VideoDetail } from '@abhyas/contracts';

type Track = VideoDetail['captions'][number];

/** One line of a transcript: when it is said (s from the start) and what. */
export interface TranscriptLine {
  start: number;
  text: string;
}

/**
 * The lines of a WebVTT file, in order, with the cue markup (voices, styling) removed and the
 * lines of one cue joined (parsed by `media-captions`, Vidstack's own parser, loaded on demand).
 * Consecutive cues that repeat the same text are kept once.
 */
export async function transcriptLines(vtt: string): Promise<TranscriptLine[]> {
  const { parseText } = await import('media-captions');
  const { cues } = await parseText(vtt, { type: 'vtt' });
  const lines: TranscriptLine[] = [];
  for (const cue of cues) {
    const text = cue.text
      .replace(/<[^>]*>/gu, '')
      .replace(/\s*\n\s*/gu, ' ')
      .trim();
    if (text && lines.at(-1)?.text !== text) lines.push({ start: cue.startTime, text });
  }
  return lines;
}

/** m:ss (or h:mm:ss) of `s` seconds. */
function clock(s: number): string {
  const whole = Math.floor(s);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const sec = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/**
 * The transcript of a video that has captions (issue 22 §1: transcripts for the self-made clips),
 * on `/video/summary/{id}`: the caption file of the chosen language as text, each line with its
 * time, readable without playing the video (a screen reader, a slow connection, revision). The
 * language starts as the interface language when the video has it; a switch offers the others.
 * Renders nothing for a video without captions.
 */
export function VideoTranscript({ tracks, locale }: { tracks: readonly Track[]; locale: string }) {
  const { t } = useTranslation('browse');
  const lang = locale.toLowerCase().split(/[-_]/u)[0];
  const [chosen, setChosen] = useState<string | null>(null);
  const track = tracks.find((c) => c.language === chosen) ?? tracks.find((c) => c.language.toLowerCase() === lang) ?? tracks[0];
  const lines = useQuery({
    queryKey: ['video-transcript', track?.src],
    enabled: track !== undefined,
    staleTime: Infinity,
    queryFn: async () => {
      const res = await fetch(track!.src);
      if (!res.ok) throw new Error(`captions ${res.status}`);
      return transcriptLines(await res.text());
    },
  });
  if (!track) return null;
  return (
    <Stack gap="sm" data-testid="video-transcript">
      {tracks.length > 1 && (
        <SegmentedControl
          aria-label={t('video.transcriptLanguage')}
          value={track.language}
          onChange={setChosen}
          data={tracks.map((c) => ({ value: c.language, label: c.label }))}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {lines.isPending ? (
        <Stack gap={6} aria-busy="true">
          <Skeleton h={14} w="90%" />
          <Skeleton h={14} w="75%" />
          <Skeleton h={14} w="85%" />
        </Stack>
      ) : lines.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('video.transcriptError')}>
          <Button size="xs" variant="light" color="red" onClick={() => void lines.refetch()}>
            {t('video.transcriptRetry')}
          </Button>
        </Alert>
      ) : (
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} lang={track.language}>
          {lines.data.map((l, i) => (
            <Group component="li" key={i} gap="sm" wrap="nowrap" align="flex-start">
              <Text component="span" size="sm" c="dimmed" ff="monospace" style={{ flexShrink: 0 }} aria-hidden="true">
                {clock(l.start)}
              </Text>
              <Text component="span" size="sm">
                {l.text}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
