import { ActionIcon, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { PublicQuestion } from '@abhyas/contracts';
import type { AnswerKey, Response } from '@abhyas/domain';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem, orderOf } from '../utils/responses.ts';
import { Markdown } from './markdown.tsx';
import { ReviewMark } from './review-mark.tsx';
import classes from './question-view.module.css';

export interface SequenceResponseProps {
  question: PublicQuestion;
  response: Response | null;
  onChange: (response: Response | null) => void;
  disabled: boolean;
  answer?: AnswerKey;
}

/**
 * Sequencing: the items in the student's order (at first as the question gives them), each with
 * Move up / Move down buttons (44 px, keyboard focus follows the moved item, the new position is
 * announced). In review, each position is marked and the correct order listed.
 */
export function SequenceResponse({ question, response, onChange, disabled, answer }: SequenceResponseProps) {
  const { t } = useTranslation('question');
  const items = question.items ?? [];
  const byCode = new Map(items.map((i) => [i.code, i]));
  const order = orderOf(
    response,
    items.map((i) => i.code),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [announcement, setAnnouncement] = useState('');
  const key = answer?.kind === 'sequence' ? answer : undefined;

  const move = (index: number, delta: -1 | 1) => {
    const next = moveItem(order, index, delta);
    if (next === order) return;
    const code = order[index]!;
    const target = index + delta;
    onChange({ kind: 'sequence', order: next });
    setAnnouncement(t('view.moved', { item: code, position: target + 1, total: order.length }));
    // Keep focus on the moved item: the same button unless it just reached an end of the list.
    const atEnd = (delta < 0 && target === 0) || (delta > 0 && target === order.length - 1);
    const dir = atEnd ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down';
    requestAnimationFrame(() => buttons.current.get(`${code}-${dir}`)?.focus());
  };

  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('view.sequenceLegend')}</legend>
      <Text size="sm" c="dimmed" mb="xs">
        {t('view.sequenceHint')}
      </Text>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {order.map((code, index) => {
          const item = byCode.get(code);
          const state = key ? (key.order[index] === code ? 'right' : 'wrong') : undefined;
          return (
            <li key={code} className={classes.sequenceItem} data-state={state}>
              <Text fw={700} aria-hidden="true" miw={24}>
                {index + 1}.
              </Text>
              <VisuallyHidden>{t('view.position', { position: index + 1, total: order.length })}</VisuallyHidden>
              <div className={classes.sequenceText}>
                <span className={classes.code}>{code}</span>
                <Markdown text={item?.body ?? ''} html={item?.html} inline displayMath />
                {state && (
                  <span style={{ display: 'block' }}>
                    <ReviewMark state={state} compact />
                  </span>
                )}
              </div>
              {!key && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    ref={(el) => {
                      if (el) buttons.current.set(`${code}-up`, el);
                    }}
                    variant="default"
                    size="xl"
                    aria-label={t('view.moveUp', { item: code })}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={20} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    ref={(el) => {
                      if (el) buttons.current.set(`${code}-down`, el);
                    }}
                    variant="default"
                    size="xl"
                    aria-label={t('view.moveDown', { item: code })}
                    disabled={disabled || index === order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={20} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              )}
            </li>
          );
        })}
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {key && (
        <Stack gap={4} mt="sm">
          <Text fw={700}>{t('review.correctOrder')}</Text>
          <Text>{key.order.join(' → ')}</Text>
        </Stack>
      )}
    </fieldset>
  );
}
