import { List, Table, Title } from '@mantine/core';
import type { TestPaper } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../question/index.ts';
import { CBT_SHORTCUTS } from '../hooks/use-cbt-shortcuts.ts';
import { MarkingSchemeSection } from './marking-scheme.tsx';
import { STATUS_FIELDS, StatusMark } from './palette.tsx';

/** "Alt + S" style label of a shortcut's key code. */
const keyOf = (code: string) => `Alt + ${code.replace('Key', '')}`;

/**
 * The instructions of a test (learning.md §2 Tests): the general NTA instructions (palette states,
 * buttons), the keyboard shortcuts, the marking scheme per section and the test's own instructions
 * in `language`. On the instruction screen before the start, and in the Instructions window during
 * the test (`view_instructions`), where its headings sit one level lower (`headingOrder` 3).
 */
export function InstructionsContent({ paper, language, headingOrder = 2 }: { paper: TestPaper; language: string; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('test');
  const ownLocale = paper.instructions[language] !== undefined ? language : paper.instructions.en !== undefined ? 'en' : Object.keys(paper.instructions)[0];
  const own = ownLocale ? (paper.instructions[ownLocale] ?? '') : '';
  const ownHtml = ownLocale ? paper.instructions_html?.[ownLocale] : undefined;
  return (
    <>
      <section>
        <Title order={headingOrder} size="h3" mb="xs">
          {t('instructions.generalTitle')}
        </Title>
        <List spacing={4}>
          <List.Item>{t('instructions.clock')}</List.Item>
          <List.Item>{t('instructions.paletteIntro')}</List.Item>
        </List>
        <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
          {STATUS_FIELDS.map(([status]) => (
            <li key={status} style={{ display: 'flex', gap: 10, alignItems: 'center', marginBottom: 6 }}>
              <StatusMark status={status} label="" />
              <span>{t(`instructions.status.${status}`)}</span>
            </li>
          ))}
        </ul>
        <List spacing={4}>
          <List.Item>{t('instructions.saveNext')}</List.Item>
          <List.Item>{t('instructions.markReview')}</List.Item>
          <List.Item>{t('instructions.clear')}</List.Item>
          <List.Item>{t('instructions.navigate')}</List.Item>
          <List.Item>{t('instructions.evaluated')}</List.Item>
        </List>
      </section>
      <section>
        <Title order={headingOrder} size="h3" mb="xs">
          {t('instructions.keyboardTitle')}
        </Title>
        <Table withTableBorder maw={520}>
          <Table.Tbody>
            {Object.entries(CBT_SHORTCUTS).map(([code, action]) => (
              <Table.Tr key={code}>
                <Table.Td>
                  <kbd>{keyOf(code)}</kbd>
                </Table.Td>
                <Table.Td>{t(`shortcut.${action}`)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>
                <kbd>Tab</kbd> / <kbd>Shift + Tab</kbd>
              </Table.Td>
              <Table.Td>{t('shortcut.tab')}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </section>
      <MarkingSchemeSection paper={paper} headingOrder={headingOrder} />
      {own.trim() !== '' && (
        <section lang={language}>
          <Title order={headingOrder} size="h3" mb="xs">
            {t('instructions.testTitle')}
          </Title>
          <Markdown text={own} html={ownHtml} />
        </section>
      )}
    </>
  );
}
