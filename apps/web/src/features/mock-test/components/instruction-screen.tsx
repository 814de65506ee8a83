import { Alert, Button, Checkbox, Container, Group, List, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { TestPaper } from '@abhyas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../question/index.ts';
import { CBT_SHORTCUTS } from '../hooks/use-cbt-shortcuts.ts';
import { formatHms } from '../utils/clock.ts';
import { languageCoverage, languageOptions, languageTitle } from '../utils/languages.ts';
import classes from './cbt.module.css';
import { MarkingSchemeSection } from './marking-scheme.tsx';
import { STATUS_FIELDS, StatusMark } from './palette.tsx';

export interface InstructionScreenProps {
  paper: TestPaper;
  language: string;
  onLanguage: (language: string) => void;
  onStart: () => void;
  starting: boolean;
  /** The server's message when starting failed. */
  error?: string | null;
}

/** "Alt + S" style label of a shortcut's key code. */
const keyOf = (code: string) => `Alt + ${code.replace('Key', '')}`;

/**
 * The instruction screen (learning.md §2 Tests, §4 Session flow): the general NTA instructions
 * (palette states, buttons, keyboard shortcuts), the marking scheme per section (and how much of
 * its original paper the test holds), the test's own instructions in the chosen language, the
 * language choice among the paper's languages (each with how many questions it covers when not
 * all), and the "I have read and understood" declaration that must be ticked before Start.
 */
export function InstructionScreen({ paper, language, onLanguage, onStart, starting, error }: InstructionScreenProps) {
  const { t } = useTranslation('test');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const { counts, total } = languageCoverage(paper);
  const covered = counts.get(language) ?? 0;
  const fallback = paper.languages.find((l) => l !== language && (counts.get(l) ?? 0) > 0) ?? paper.languages[0] ?? 'en';

  const start = () => {
    setTried(true);
    if (agreed) onStart();
  };

  return (
    <Container size={900} px="md" py="lg" className={classes.vars}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {paper.name}
            </Title>
            <Text c="dimmed">
              {paper.paper_question_count !== undefined
                ? t('instructions.factsOf', {
                    questions: paper.question_count,
                    total: paper.paper_question_count,
                    marks: paper.max_marks,
                    duration: formatHms(paper.duration),
                  })
                : t('instructions.facts', { questions: paper.question_count, marks: paper.max_marks, duration: formatHms(paper.duration) })}
            </Text>
          </div>
          <InstructionsContent paper={paper} language={language} />
          <Select
            label={t('instructions.language')}
            description={
              covered < total
                ? `${t('instructions.languagePartial', { language: languageTitle(language), count: covered, total, other: languageTitle(fallback) })} ${t('instructions.languageHint')}`
                : t('instructions.languageHint')
            }
            data={languageOptions(paper.languages, (code, title) =>
              (counts.get(code) ?? 0) < total ? t('question.languageCoverage', { language: title, count: counts.get(code) ?? 0, total }) : title,
            )}
            value={language}
            onChange={(v) => v && onLanguage(v)}
            allowDeselect={false}
            maw={320}
          />
          <Checkbox
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
            label={t('instructions.declaration')}
            error={tried && !agreed ? t('instructions.declarationRequired') : undefined}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button size="md" onClick={start} loading={starting} aria-disabled={!agreed}>
              {t('instructions.start')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

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
