import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCbtStore } from '../stores/cbt-store.ts';

export type SubmitStatus = 'idle' | 'in_progress' | 'success' | 'fail';

/**
 * Whether the answers on screen are stored on the server (POST shortSummary after sending what was
 * waiting): being checked, all saved, fewer saved than answered, or unknown (no answer: offline).
 */
export type SavedCheck =
  { state: 'checking' } | { state: 'saved'; answered: number } | { state: 'unsaved'; stored: number; answered: number } | { state: 'unknown' };

export interface SubmitModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  status: SubmitStatus;
  online: boolean;
  /** Per section code, how many questions must be answered (learning.md §3 compulsaryQuestionCount); sections absent have none. */
  compulsory?: Record<string, number>;
  /** The server's count of saved answers against the screen's; absent: no line. */
  saved?: SavedCheck | undefined;
}

/**
 * The submit-confirmation modal (learning.md §2 Tests): per section the number of questions and
 * how many are Answered, Not Answered, Not Visited, Marked for Review and Answered & Marked for
 * Review, and the compulsory questions answered where a section has some, then Confirm. Shows
 * progress, whether every answer is saved on the server, an offline note, a warning when compulsory
 * questions are unanswered and a failure that will be retried.
 */
export function SubmitModal({ opened, onClose, onConfirm, status, online, compulsory = {}, saved }: SubmitModalProps) {
  const { t } = useTranslation('test');
  const sections = useCbtStore((s) => s.sections);
  const sectionSummary = useCbtStore((s) => s.sectionSummary);
  const answeredIn = useCbtStore((s) => s.sectionAnswered);
  const withCompulsory = sections.some((s) => compulsory[s.code] !== undefined);
  const short = sections.filter((s) => compulsory[s.code] !== undefined && (answeredIn[s.code] ?? 0) < compulsory[s.code]!);
  const busy = status === 'in_progress';
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onClose}
      title={t('submit.title')}
      size="xl"
      centered
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('submit.section')}</Table.Th>
                <Table.Th>{t('submit.questions')}</Table.Th>
                <Table.Th>{t('status.ANSWERED')}</Table.Th>
                <Table.Th>{t('status.NOT_ANSWERED')}</Table.Th>
                <Table.Th>{t('status.NOT_VISITED')}</Table.Th>
                <Table.Th>{t('status.MARKED_FOR_REVIEW')}</Table.Th>
                <Table.Th>{t('status.ANSWERED_AND_MARKED_FOR_REVIEW')}</Table.Th>
                {withCompulsory && <Table.Th>{t('submit.compulsory')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sections.map((section) => {
                const c = sectionSummary[section.code];
                return (
                  <Table.Tr key={section.code}>
                    <Table.Th scope="row">{section.name}</Table.Th>
                    <Table.Td>{section.questionCodes.length}</Table.Td>
                    <Table.Td>{c?.answered ?? 0}</Table.Td>
                    <Table.Td>{c?.notAnswered ?? 0}</Table.Td>
                    <Table.Td>{c?.notVisited ?? 0}</Table.Td>
                    <Table.Td>{c?.reviewNow ?? 0}</Table.Td>
                    <Table.Td>{c?.answeredAndMarkedForReview ?? 0}</Table.Td>
                    {withCompulsory && (
                      <Table.Td>
                        {compulsory[section.code] !== undefined
                          ? t('submit.compulsoryValue', {
                              answered: Math.min(answeredIn[section.code] ?? 0, compulsory[section.code]!),
                              total: compulsory[section.code],
                            })
                          : '—'}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm">{t('submit.note')}</Text>
        {saved && saved.state !== 'unknown' && (
          <Text size="sm" role="status" data-saved-check={saved.state} c={saved.state === 'unsaved' ? 'orange.9' : undefined}>
            {saved.state === 'checking'
              ? t('submit.savedChecking')
              : saved.state === 'saved'
                ? t('submit.savedAll', { count: saved.answered })
                : t('submit.savedSome', { stored: saved.stored, count: saved.answered })}
          </Text>
        )}
        {short.length > 0 && (
          <Alert color="orange" role="status">
            {t('submit.compulsoryShort', { sections: short.map((x) => x.name).join(', ') })}
          </Alert>
        )}
        {!online && (
          <Alert color="yellow" role="status">
            {t('submit.offline')}
          </Alert>
        )}
        {status === 'fail' && (
          <Alert color="red" role="alert">
            {t('submit.failed')}
          </Alert>
        )}
        <Text fw={700}>{t('submit.confirmQuestion')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('submit.cancel')}
          </Button>
          <Button color="green" onClick={onConfirm} loading={busy}>
            {t('submit.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
