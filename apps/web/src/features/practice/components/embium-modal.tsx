import { Alert, Badge, Button, Group, List, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmbiumHistory } from '@abhyas/contracts';
import { useEmbiumHistory } from '../api/embium-history.ts';
import { withQueryClient } from '../../../lib/query-client.tsx';

const KNOWN_EVENTS = new Set(['practice_answer', 'practice_session_complete', 'test_finished', 'revision_done', 'milestone']);
const KNOWN_RULES = new Set(['practice_answer_correct', 'practice_answer_perfect', 'practice_session_complete', 'test_finished', 'revision_done', 'milestone']);

/**
 * The embium modal (platform.md §2.4 "an embium modal", §7.4; issue 20 §3), opened from the header
 * badge: the balance (silver and gold), how embiums are earned (the server's award rules) and the
 * ledger newest first with "Load more" (GET /api/embiums/history). Loading, empty and error states.
 */
export function EmbiumModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('embiums');
  const history = useEmbiumHistory(opened);
  const pages = history.data?.pages ?? [];
  const first: EmbiumHistory | undefined = pages[0];
  const items = pages.flatMap((p) => p.items);
  const when = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} closeButtonProps={{ 'aria-label': t('close') }} size="md">
      {history.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Text size="sm">{t('loading')}</Text>
          <Skeleton height={28} />
          <Skeleton height={80} />
        </Stack>
      ) : history.isError || !first ? (
        <Alert color="red" title={t('error')}>
          <Button variant="light" color="red" onClick={() => void history.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          <Group gap="xs" data-testid="embium-modal-balance">
            <IconCoin size={22} aria-hidden="true" />
            <Text fw={700} size="lg">
              {t('balance', { count: first.balance.total })}
            </Text>
            <Text c="dimmed" size="sm">
              {t('split', { silver: first.balance.silver, gold: first.balance.gold })}
            </Text>
          </Group>
          <section aria-labelledby="embiums-how">
            <Title order={3} size="h5" id="embiums-how" mb={4}>
              {t('how.title')}
            </Title>
            <List size="sm" spacing={2}>
              {first.rules
                .filter((r) => KNOWN_RULES.has(r.event))
                .map((r) => (
                  <List.Item key={r.event}>{t(`how.${r.event}`, { count: r.amount })}</List.Item>
                ))}
            </List>
            <Text size="xs" c="dimmed" mt={4}>
              {t('how.once')}
            </Text>
          </section>
          <section aria-labelledby="embiums-history">
            <Title order={3} size="h5" id="embiums-history" mb={4}>
              {t('history.title')}
            </Title>
            {items.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('history.empty')}
              </Text>
            ) : (
              <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} data-testid="embium-history">
                {items.map((e, i) => (
                  <Group component="li" key={`${e.event}:${e.object}:${e.kind}:${i}`} justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm">{t(`history.event.${KNOWN_EVENTS.has(e.event) ? e.event : 'other'}`)}</Text>
                      <Text size="xs" c="dimmed">
                        {when.format(e.at)}
                      </Text>
                    </div>
                    <Badge variant="light" color={e.kind === 'gold' ? 'yellow' : 'gray'} style={{ flexShrink: 0 }}>
                      {t(`history.${e.kind}`, { count: e.amount })}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            )}
            {history.hasNextPage && (
              <Button variant="subtle" mt="xs" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
                {t('history.more')}
              </Button>
            )}
          </section>
        </Stack>
      )}
    </Modal>
  );
}

/** With the query client: the header sits outside the routes' providers (lib/query-client.tsx). */
export default withQueryClient(EmbiumModal);
