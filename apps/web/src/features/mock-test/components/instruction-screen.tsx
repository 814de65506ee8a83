import { Alert, Anchor, Button, Checkbox, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TestPaper } from '@abhyas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHms } from '../utils/clock.ts';
import { languageCoverage, languageOptions, languageTitle } from '../utils/languages.ts';
import classes from './cbt.module.css';
import { InstructionsContent } from './instructions-content.tsx';

export interface InstructionScreenProps {
  paper: TestPaper;
  language: string;
  onLanguage: (language: string) => void;
  onStart: () => void;
  starting: boolean;
  /** The server's message when starting failed. */
  error?: string | null;
}

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
      {/* The test's screen has no app header (decision 052): this is the way back. */}
      <Anchor component={Link} to="/test/home" size="sm" mb="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconChevronLeft size={16} aria-hidden="true" />
        {t('result.testHome')}
      </Anchor>
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
          <NativeSelect
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
            onChange={(e) => onLanguage(e.currentTarget.value)}
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
