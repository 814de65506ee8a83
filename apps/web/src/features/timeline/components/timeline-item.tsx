import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBolt, IconClipboardCheck, IconPencil, IconPlayerPlay, IconTrophy } from '@tabler/icons-react';
import type { TimelineDayView, TimelineItem } from '@abhyas/contracts';
import type { TimelineKind } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { dayHeading, detailParts, kindLabel, timeOfDay } from '../utils/format.ts';

const ICONS: Record<TimelineKind, typeof IconBolt> = {
  video: IconPlayerPlay,
  practice: IconPencil,
  test: IconClipboardCheck,
  milestone: IconTrophy,
  activity: IconBolt,
};
const COLORS: Record<TimelineKind, string> = { video: 'blue', practice: 'teal', test: 'grape', milestone: 'yellow', activity: 'gray' };

/**
 * One item of the timeline (issue 19 §1): its kind's icon and label, the title (a link to where it
 * happened when there is one), the figures (accuracy, score of max, minutes, share watched) and the
 * time of day in India. Renders an `<li>`; put it in a list.
 */
export function TimelineItemRow({ item }: { item: TimelineItem }) {
  const { t, i18n } = useTranslation('timeline');
  const Icon = ICONS[item.kind];
  // A milestone reads as what was earned ("First full mock test"), what it was for joining its figures.
  const milestone = item.kind === 'milestone';
  const label = milestone ? t('kind.milestone') : kindLabel(item, t);
  const title = milestone ? kindLabel(item, t) : item.title || label;
  const parts = milestone && item.title ? [item.title, ...detailParts(item, t)] : detailParts(item, t);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" py={6} data-kind={item.kind}>
      <ThemeIcon size={36} radius="xl" variant="light" color={COLORS[item.kind]} aria-hidden="true">
        <Icon size={20} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {item.link ? (
          <Anchor component={InternalLink} href={item.link} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Anchor>
        ) : (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
        )}
        {parts.length > 0 && (
          <Text size="sm" c="dimmed">
            {parts.join(' · ')}
          </Text>
        )}
      </Stack>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={new Date(item.at).toISOString()}>{timeOfDay(item.at, i18n.language)}</time>
      </Text>
    </Group>
  );
}

/**
 * Days of the timeline, newest first, each under a heading (Today, Yesterday or its date; learning.md
 * §4 Tiles "Home grouping") with its items. `today` is the server's India date; `headingOrder` the
 * level of the day headings (2 on the timeline page, 3 inside a dashboard section).
 */
export function TimelineDays({ days, today, headingOrder = 2 }: { days: TimelineDayView[]; today: string; headingOrder?: 2 | 3 | 4 }) {
  const { t, i18n } = useTranslation('timeline');
  const Heading = `h${headingOrder}` as const;
  return (
    <Stack gap="lg">
      {days.map((day) => {
        const id = `timeline-day-${day.date}`;
        return (
          <section key={day.date} aria-labelledby={id}>
            <Text component={Heading} id={id} fw={700} size="lg" mb={4}>
              {dayHeading(day.date, today, t, i18n.language)}
            </Text>
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={id}>
              {day.items.map((item) => (
                <TimelineItemRow key={item.id} item={item} />
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
