/**
 * Chapter weights of an exam, from its real papers (issue 18 §2–§3; learning.md §2 Achieve).
 * See docs/decisions/023-readiness-model.md.
 */

/** One question of a real full paper of the exam, as the bank holds it. */
export interface PaperQuestion {
  /** The paper it belongs to (e.g. `jee-main-2024-01-27-s1`); papers are weighed equally. */
  paper: string;
  /** Subject code (e.g. `physics`). */
  subject: string;
  /** Chapter code (e.g. `phy-rotational-motion`). */
  chapter: string;
  /** Full marks of the question (e.g. 4); questions of 0 or fewer marks are left out. */
  marks: number;
}

/** The expected share of an exam's max marks that one chapter carries. */
export interface ChapterWeight {
  chapter: string;
  subject: string;
  /** Share of a paper's max marks, in [0, 1]; the weights of an exam sum to 1. */
  weight: number;
  /** How many of the papers asked anything from the chapter. */
  papers: number;
}

/**
 * Weight per chapter of an exam, from the questions of its full papers (learning.md §2 Achieve,
 * issue 18 §3). Derivation: within each paper, a chapter's share is the marks of its questions over
 * the paper's marks (so each paper's shares sum to 1, whatever its size or marking); a chapter's
 * weight is the mean of its shares over all papers, counting 0 for a paper that did not ask it. So
 * the weights sum to 1, a paper of 300 marks counts as much as one of 360, and a chapter asked in
 * one paper of six gets a sixth of that paper's share. A chapter is filed under the subject most of
 * its marks came with. Returns the chapters by weight, heaviest first (ties by chapter code); an
 * empty list when there is no question with marks.
 */
export function chapterWeights(questions: readonly PaperQuestion[]): ChapterWeight[] {
  const papers = new Map<string, { total: number; chapters: Map<string, number> }>();
  const subjectMarks = new Map<string, Map<string, number>>();
  for (const q of questions) {
    if (!(q.marks > 0)) continue;
    let paper = papers.get(q.paper);
    if (!paper) papers.set(q.paper, (paper = { total: 0, chapters: new Map() }));
    paper.total += q.marks;
    paper.chapters.set(q.chapter, (paper.chapters.get(q.chapter) ?? 0) + q.marks);
    let bySubject = subjectMarks.get(q.chapter);
    if (!bySubject) subjectMarks.set(q.chapter, (bySubject = new Map()));
    bySubject.set(q.subject, (bySubject.get(q.subject) ?? 0) + q.marks);
  }
  const sums = new Map<string, { share: number; papers: number }>();
  for (const paper of papers.values()) {
    for (const [chapter, marks] of paper.chapters) {
      const s = sums.get(chapter) ?? { share: 0, papers: 0 };
      s.share += marks / paper.total;
      s.papers += 1;
      sums.set(chapter, s);
    }
  }
  const weights: ChapterWeight[] = [...sums].map(([chapter, s]) => {
    const subject = [...subjectMarks.get(chapter)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    return { chapter, subject, weight: s.share / papers.size, papers: s.papers };
  });
  return weights.sort((a, b) => b.weight - a.weight || a.chapter.localeCompare(b.chapter));
}
