import type { ParentWeek } from '@abhyas/contracts';
import { addDays, indiaWeekStart } from '@abhyas/domain';
import type { OtpSender } from '../../lib/otp-sender.ts';
import { digestDays, digestText } from './digest-texts.ts';
import type { ParentRepository } from './parent.repository.ts';
import type { ParentService } from './parent.service.ts';

/** What one run did. */
export interface DigestRun {
  weekStart: string;
  sent: number;
  skipped: number;
  failed: number;
}

/** The week a digest sent at `nowMs` covers: the India week that ended before it (Monday of last week). */
export function digestWeekFor(nowMs: number): string {
  return addDays(indiaWeekStart(nowMs), -7);
}

/**
 * The weekly digest e-mail to each parent (issue 21 §2; decision 035): every account with an
 * e-mail that sees at least one child and has not turned the digest off gets one e-mail per India
 * week, in the account's language, built from the same figures as GET /api/parent/children/{id}/week.
 * Idempotent per (account, week): the send is claimed in parent_digest_sends first, and given back
 * when the e-mail fails, so a rerun (a second instance, a restart) sends nothing twice.
 */
export class ParentDigestService {
  constructor(
    private readonly repo: ParentRepository,
    private readonly parent: ParentService,
    private readonly sender: OtpSender,
    private readonly appOrigin: string,
    private readonly now: () => number,
  ) {}

  /** Sends the digest of the week starting `weekStart` (a Monday) to every parent not yet sent it. */
  async sendWeek(weekStart: string): Promise<DigestRun> {
    const run: DigestRun = { weekStart, sent: 0, skipped: 0, failed: 0 };
    for (const userId of await this.repo.digestRecipients()) {
      const account = await this.repo.account(userId);
      if (!account?.email || !account.weeklyDigest) {
        run.skipped += 1;
        continue;
      }
      if (!(await this.repo.claimDigest(userId, weekStart, new Date(this.now())))) {
        run.skipped += 1;
        continue;
      }
      try {
        const children = await this.repo.children(userId);
        const weeks = await Promise.all(children.map((c) => this.parent.weekOf(c, weekStart, account.locale)));
        await this.sender.send({ to: account.email, channel: 'email', ...this.compose(account.firstName, account.locale, weeks) });
        run.sent += 1;
      } catch {
        await this.repo.releaseDigest(userId, weekStart);
        run.failed += 1;
      }
    }
    return run;
  }

  /** Sends last week's digest when it is due (Monday 07:00 India time or later); the timer and the job call this. */
  async sendDue(): Promise<DigestRun | null> {
    const now = this.now();
    const monday = indiaWeekStart(now);
    const dueAt = Date.parse(`${monday}T07:00:00+05:30`);
    if (now < dueAt) return null;
    return this.sendWeek(addDays(monday, -7));
  }

  /** The e-mail: a subject and plain text, one block per child. */
  compose(name: string, locale: string, weeks: ParentWeek[]): { subject: string; text: string } {
    const first = weeks[0];
    const range = { start: first?.week_start ?? '', end: first?.week_end ?? '' };
    const lines = [digestText(locale, 'hello', { name }), '', digestText(locale, 'intro', range)];
    for (const w of weeks) {
      lines.push('', `${w.first_name} · ${w.exam_name}`);
      if (w.totals.total_min === 0 && w.totals.days_studied === 0) lines.push(digestText(locale, 'nothing'));
      else
        lines.push(
          digestText(locale, 'time', {
            total: w.totals.total_min,
            days: digestDays(locale, w.totals.days_studied),
            practice: w.totals.practice_min,
            video: w.totals.video_min,
            test: w.totals.test_min,
          }),
        );
      lines.push(
        w.totals.questions_answered > 0
          ? digestText(locale, 'practice', { answered: w.totals.questions_answered, accuracy: w.totals.accuracy_pct ?? 0 })
          : digestText(locale, 'noPractice'),
      );
      if (w.tests.length > 0) {
        const list = w.tests
          .map(
            (t) =>
              `${t.test_name}${t.score !== null ? ` ${t.score}/${t.max_marks ?? '?'}` : ''}${t.percentile !== null ? ` (${Math.round(t.percentile)} %ile)` : ''}`,
          )
          .join('; ');
        lines.push(digestText(locale, 'tests', { list }));
      }
      if (w.mastery.length > 0)
        lines.push(
          digestText(locale, 'mastery', { list: w.mastery.map((m) => `${m.subject_name} ${m.gained_pct >= 0 ? '+' : ''}${m.gained_pct}`).join(', ') }),
        );
      if (w.readiness?.predicted_score != null && w.readiness.max_marks != null)
        lines.push(digestText(locale, 'readiness', { predicted: w.readiness.predicted_score, max: w.readiness.max_marks }));
      lines.push(digestText(locale, 'revision', { due: w.revision.due_today, waiting: w.revision.waiting, reviewed: w.revision.reviewed_this_week }));
      const a = w.advice;
      lines.push(
        a.kind === 'more_days'
          ? digestText(locale, 'advice_more_days', { target: a.target_days })
          : a.kind === 'revision_backlog'
            ? digestText(locale, 'advice_revision_backlog', { cards: a.cards })
            : a.kind === 'weakest_subject'
              ? digestText(locale, 'advice_weakest_subject', { subject: a.subject_name })
              : digestText(locale, 'advice_keep_going'),
      );
    }
    lines.push('', digestText(locale, 'footer', { url: `${this.appOrigin}/parent-view` }));
    return { subject: digestText(locale, 'subject', range), text: lines.join('\n') };
  }
}
