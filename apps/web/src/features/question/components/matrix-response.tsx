import { Checkbox, List, Radio, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PublicQuestion } from '@abhyas/contracts';
import type { AnswerKey, Response } from '@abhyas/domain';
import { IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pairsOf, rowIsRight, setCell } from '../utils/responses.ts';
import { Markdown } from './markdown.tsx';
import { ReviewMark } from './review-mark.tsx';
import classes from './question-view.module.css';

export interface MatrixResponseProps {
  question: PublicQuestion;
  /** Match the following: one column per row (radios); matrix: any number (checkboxes). */
  single: boolean;
  response: Response | null;
  onChange: (response: Response | null) => void;
  disabled: boolean;
  answer?: AnswerKey;
}

/** The cell mark in review: a chosen cell right or wrong, or a key cell not chosen. */
function CellMark({ chosen, inKey }: { chosen: boolean; inKey: boolean }) {
  const { t } = useTranslation('question');
  if (!chosen && !inKey) return null;
  const [Icon, color, text] = chosen
    ? inKey
      ? [IconCheck, 'var(--mantine-color-green-8)', t('review.yourAnswerCorrect')]
      : [IconX, 'var(--mantine-color-red-8)', t('review.yourAnswerIncorrect')]
    : [IconCircleCheck, 'var(--mantine-color-green-8)', t('review.correctAnswer')];
  return (
    <>
      <Icon size={16} color={color} aria-hidden="true" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </>
  );
}

/**
 * Matrix and match-the-following: the two lists (column I rows, column II columns) with their
 * Markdown, then a grid of rows × columns — one radio per row, or checkboxes for a matrix. Each
 * input is named "P matches 2". In review, cells carry icons and each row gets a verdict in words.
 */
export function MatrixResponse({ question, single, response, onChange, disabled, answer }: MatrixResponseProps) {
  const { t } = useTranslation('question');
  const id = useId();
  const rows = question.rows ?? [];
  const columns = question.columns ?? [];
  const columnCodes = columns.map((c) => c.code);
  const pairs = pairsOf(response);
  const key = answer?.kind === 'matrix' ? answer : undefined;

  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{single ? t('view.matchLegend') : t('view.matrixLegend')}</legend>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {[
            { title: t('view.rowsTitle'), items: rows },
            { title: t('view.columnsTitle'), items: columns },
          ].map((list) => (
            <div key={list.title}>
              <Text fw={700} mb={4}>
                {list.title}
              </Text>
              <List listStyleType="none" spacing={4}>
                {list.items.map((item) => (
                  <List.Item key={item.code}>
                    <span className={classes.code}>{item.code}</span>
                    <Markdown text={item.body} html={item.html} inline displayMath />
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
        </SimpleGrid>
        <Table.ScrollContainer minWidth={0}>
          <Table className={classes.grid} withTableBorder withColumnBorders w="auto">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{t('view.rowsTitle')}</VisuallyHidden>
                </Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.code} scope="col">
                    {c.code}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, r) => {
                const chosen = pairs[row.code] ?? [];
                return (
                  <Table.Tr key={row.code}>
                    <Table.Th scope="row">{row.code}</Table.Th>
                    {columns.map((col, c) => {
                      const inputId = `${id}-${r}-${c}`;
                      const isChosen = chosen.includes(col.code);
                      const change = () => onChange(setCell(response, row.code, col.code, single, columnCodes));
                      const input = single ? (
                        <Radio id={inputId} name={`${id}-${r}`} value={col.code} checked={isChosen} onChange={change} disabled={disabled} />
                      ) : (
                        <Checkbox id={inputId} value={col.code} checked={isChosen} onChange={change} disabled={disabled} />
                      );
                      return (
                        <Table.Td key={col.code}>
                          <label htmlFor={inputId} className={classes.hit}>
                            {input}
                            <VisuallyHidden>{t('view.cell', { row: row.code, column: col.code })}</VisuallyHidden>
                          </label>
                          {key && <CellMark chosen={isChosen} inKey={(key.pairs[row.code] ?? []).includes(col.code)} />}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {key && (
          <List spacing={6} listStyleType="none" aria-label={t('review.byRow')}>
            {rows.map((row) => {
              const chosen = pairs[row.code] ?? [];
              const expected = key.pairs[row.code] ?? [];
              return (
                <List.Item key={row.code}>
                  <Text component="span" fw={700}>
                    {row.code}:
                  </Text>{' '}
                  {chosen.length > 0 ? chosen.join(', ') : t('review.notAnswered')}{' '}
                  {chosen.length > 0 && <ReviewMark state={rowIsRight(key, row.code, chosen) ? 'right' : 'wrong'} />}{' '}
                  {!rowIsRight(key, row.code, chosen) && <Text component="span">{t('review.answerIs', { answer: expected.join(', ') || '—' })}</Text>}
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
    </fieldset>
  );
}
