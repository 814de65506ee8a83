import { Alert, Badge, Button, Group, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import type { PublicQuestion, TestPaper } from '@abhyas/contracts';
import type { Response } from '@abhyas/domain';
import { IconChevronLeft, IconChevronRight, IconLanguage } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../question/index.ts';
import { responseAreaOf } from '../../question/index.ts';
import { useCbtStore } from '../stores/cbt-store.ts';
import { fromSelectedAnswer, toSelectedAnswer } from '../utils/answers.ts';
import { languageCoverage, languageOptions, languageTitle } from '../utils/languages.ts';
import classes from './cbt.module.css';

type Marking = TestPaper['sections'][number]['marking'][string];

/** "+4" and "−1" of a marking scheme (the full marks and the penalty). */
export function marksOf(scheme: Marking | undefined): { plus: number; minus: number } | null {
  if (!scheme) return null;
  return { plus: scheme.kind === 'simple' ? scheme.correct : scheme.full, minus: Math.abs(scheme.wrong) };
}

export interface QuestionAreaProps {
  paper: TestPaper;
  questions: Map<string, PublicQuestion>;
  language: string;
  onLanguage: (language: string) => void;
  onSubmit: () => void;
  disabled?: boolean;
}

/**
 * The question on screen (learning.md §2 Tests, question-answer screen): its number, the marks of
 * its section (+x / −y), the "view in" language (only the paper's languages, each with how many
 * questions it covers when not all), a plain notice when this question has no version in the chosen
 * language, the question with its response area, and the NTA buttons Save & Next, Mark for Review
 * & Next, Clear Response, Back, Next and Submit.
 */
export function QuestionArea({ paper, questions, language, onLanguage, onSubmit, disabled = false }: QuestionAreaProps) {
  const { t } = useTranslation('test');
  const code = useCbtStore((s) => s.currentCode);
  const sectionCode = useCbtStore((s) => s.currentSection);
  const draft = useCbtStore((s) => s.draft);
  const sections = useCbtStore((s) => s.sections);
  const { setDraft, saveAndNext, markForReviewAndNext, clearResponse, back, next } = useCbtStore.getState();
  const question = questions.get(code);
  const section = paper.sections.find((s) => s.code === sectionCode);
  const number = (sections.find((s) => s.code === sectionCode)?.questionCodes.indexOf(code) ?? -1) + 1;
  const marks = question ? marksOf(section?.marking[question.type]) : null;
  const { counts, total } = useMemo(() => languageCoverage(paper), [paper]);
  /** The question has no version in the chosen language: it is shown in its own (issue 15 Major 3). */
  const otherLanguage = question !== undefined && question.language !== language;

  const onChange = (response: Response | null) => {
    if (!question) return;
    const area = responseAreaOf(question);
    const typed = area === 'integer' || area === 'decimal' || area === 'text' || area === 'blanks' || area === 'dropdowns';
    setDraft(toSelectedAnswer(response), typed ? 'input' : 'choice');
  };

  return (
    <main className={classes.main} aria-label={t('question.region')} data-question-code={code}>
      <div className={classes.questionHead}>
        <Group gap="sm">
          <Text fw={700} component="h2" size="lg" m={0} tabIndex={-1} data-cbt-question-heading>
            {t('question.number', { n: number })}
          </Text>
          {marks && (
            <Group gap={4}>
              {/* Spoken as words; the badges are for the eye ("+4 −2" would be read as symbols). */}
              <VisuallyHidden>{t('question.marksAria', { plus: marks.plus, minus: marks.minus })}</VisuallyHidden>
              {/* Dark fills: white 11 px text keeps 4.5:1 (axe). */}
              <Badge color="#1f6f2e" variant="filled" radius="sm" aria-hidden="true">
                +{marks.plus}
              </Badge>
              {marks.minus > 0 && (
                <Badge color="red.9" variant="filled" radius="sm" aria-hidden="true">
                  −{marks.minus}
                </Badge>
              )}
            </Group>
          )}
        </Group>
        {paper.languages.length > 1 && (
          <NativeSelect
            size="xs"
            w={250}
            label={t('question.viewIn')}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 6 }, label: { whiteSpace: 'nowrap' } }}
            data={languageOptions(paper.languages, (code, title) =>
              (counts.get(code) ?? 0) < total ? t('question.languageCoverage', { language: title, count: counts.get(code) ?? 0, total }) : title,
            )}
            value={language}
            onChange={(e) => onLanguage(e.currentTarget.value)}
          />
        )}
      </div>
      <div className={classes.questionScroll} lang={question?.language}>
        {otherLanguage && (
          <Alert variant="light" color="yellow" icon={<IconLanguage size={18} aria-hidden="true" />} mb="sm" lang={language} data-testid="other-language">
            {t('question.notInLanguage', { language: languageTitle(language), shown: languageTitle(question.language) })}
          </Alert>
        )}
        {question && <QuestionView key={code} question={question} response={fromSelectedAnswer(question, draft)} onChange={onChange} disabled={disabled} />}
      </div>
      <div className={classes.actions} role="group" aria-label={t('question.actions')}>
        <Group gap={8}>
          <Button color="green" onClick={saveAndNext} disabled={disabled}>
            {t('action.saveNext')}
          </Button>
          <Button color="violet" onClick={markForReviewAndNext} disabled={disabled}>
            {t('action.markReview')}
          </Button>
          <Button variant="default" onClick={clearResponse} disabled={disabled}>
            {t('action.clear')}
          </Button>
        </Group>
        <Group gap={8}>
          <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden="true" />} onClick={back} disabled={disabled}>
            {t('action.back')}
          </Button>
          <Button variant="default" rightSection={<IconChevronRight size={16} aria-hidden="true" />} onClick={next} disabled={disabled}>
            {t('action.next')}
          </Button>
          <Button color="blue.8" onClick={onSubmit} disabled={disabled}>
            {t('action.submit')}
          </Button>
        </Group>
      </div>
    </main>
  );
}
