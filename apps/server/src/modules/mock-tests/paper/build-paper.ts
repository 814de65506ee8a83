import type { TestPaper } from '@abhyas/contracts';
import { autoSubmitAlertAt, locksSections, maxMarks, type MarkingScheme } from '@abhyas/domain';
import { markdownHtml, toPublicQuestion, withQuestionHtml, type StoredQuestion } from '../../questions/questions.service.ts';
import type { BundleRow } from './paper.repository.ts';

/**
 * The paper of `bundle` as GET /v1/test/{testCode}/questions answers it (learning.md §7 Tests):
 * sections in order with their marking and questions without keys (those of `byCode`; a code
 * missing from the bank is left out), in `locale` where written in it. `languages`: the languages
 * the questions are written in, the most widely available first (issue 15). With `html`, each
 * question's texts and the test's own instructions come also as sanitised HTML (`html`,
 * `instructions_html`: decision 051), so the test screen draws them without a renderer. Pure (the
 * HTML is memoised).
 */
export function buildPaper(
  bundle: BundleRow,
  byCode: ReadonlyMap<string, StoredQuestion>,
  locale: string | undefined,
  options: { html: boolean } = { html: false },
): TestPaper {
  /** Questions written in each language (issue 15: the paper offers only the languages it has). */
  const coverage = new Map<string, number>();
  let max = 0;
  let count_ = 0;
  const sections = bundle.sections.map((s) => {
    const marking = s.markingByType as Record<string, MarkingScheme>;
    const questions = s.questionCodes.flatMap((code, i) => {
      const stored = byCode.get(code);
      if (!stored) return [];
      for (const l of stored.row.languages) coverage.set(l, (coverage.get(l) ?? 0) + 1);
      const scheme = marking[stored.row.type];
      max += scheme ? maxMarks(scheme) : 0;
      count_ += 1;
      const question = toPublicQuestion(stored, locale);
      return [{ ...(options.html ? withQuestionHtml(question) : question), question_index: i + 1 }];
    });
    return {
      code: s.code,
      name: (locale && s.names?.[locale]) || s.name,
      ...(s.names && Object.keys(s.names).length > 0 ? { names: s.names } : {}),
      ...(s.paperQuestionCount !== undefined && s.paperQuestionCount > questions.length ? { paper_question_count: s.paperQuestionCount } : {}),
      ...(s.sectionTimeS !== undefined ? { section_time: s.sectionTimeS } : {}),
      ...(s.compulsoryCount !== undefined ? { compulsory_count: s.compulsoryCount } : {}),
      marking,
      questions,
    };
  });
  const paperTotal = sections.reduce((n, x) => n + Math.max(x.paper_question_count ?? 0, x.questions.length), 0);
  return {
    code: bundle.code,
    name: (locale && bundle.names[locale]) || bundle.name,
    ...(Object.keys(bundle.names).length > 0 ? { names: bundle.names } : {}),
    exam_code: bundle.examCode,
    duration: bundle.durationS,
    auto_submit_alert_at_in_sec: autoSubmitAlertAt(bundle.durationS),
    max_marks: max,
    question_count: count_,
    ...(paperTotal > count_ ? { paper_question_count: paperTotal } : {}),
    // The most widely available language first (a stable sort keeps the order met for ties).
    languages: coverage.size === 0 ? ['en'] : [...coverage.keys()].sort((a, b) => coverage.get(b)! - coverage.get(a)!),
    instructions: bundle.instructions,
    ...(options.html && Object.values(bundle.instructions).some((text) => text.trim() !== '')
      ? { instructions_html: Object.fromEntries(Object.entries(bundle.instructions).map(([locale_, text]) => [locale_, markdownHtml(text)])) }
      : {}),
    password_required: bundle.passwordHash !== null,
    section_locking: locksSections(bundle.sections),
    sections,
  };
}
