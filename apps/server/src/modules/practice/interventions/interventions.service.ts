import type { PracticeInterventionResponse } from '@abhyas/contracts';
import { conceptOutcomesSince, DEFAULT_BKT, missedConcept, predictedMasteryAfterStudy, questionNumber, shouldIntervene } from '@abhyas/domain';
import { conflict, notFound } from '../../../lib/app-error.ts';
import type { PracticeLookupService } from '../lookup/lookup.service.ts';
import type { PracticeSession } from '../sessions/sessions.repository.ts';
import type { Candidate, PracticeSessionsService, SessionState } from '../sessions/sessions.service.ts';
import type { InterventionsRepository, PracticeIntervention } from './interventions.repository.ts';

/** What settling an intervention answers. */
export interface SettledIntervention {
  recommendation_id: string;
  concept_code: string;
  status: 'recommended' | 'skipped';
}

/**
 * Learning interventions (learning.md §3 Learning intervention, §4 Practice; docs/decisions/008):
 * when a learner keeps missing a weak concept, practice stops to recommend its videos and notes; the
 * client settles each one (recommended or skipped) before practice goes on.
 */
export class PracticeInterventionsService {
  constructor(
    private readonly repo: InterventionsRepository,
    private readonly sessions: PracticeSessionsService,
    private readonly lookup: PracticeLookupService,
  ) {}

  /** The session's pending interventions, oldest first. */
  pending(sessionId: string): Promise<PracticeIntervention[]> {
    return this.repo.pending(sessionId);
  }

  /**
   * The intervention rule (docs/decisions/008): after the latest answer, if its concept has
   * INTERVENTION_MISSES wrong answers in a row since its last intervention in this session and its
   * mastery is below INTERVENTION_MASTERY, a pending intervention is created. Returns it or null.
   */
  async maybeIntervene(profileId: string, s: PracticeSession, st: SessionState): Promise<PracticeIntervention | null> {
    const concept = missedConcept(st.attempts);
    if (!concept) return null;
    const previous = await this.repo.latestOn(s.id, concept);
    // A racing request created it since the caller looked for pending ones: the same intervention.
    if (previous?.status === 'pending') return previous;
    const outcomes = conceptOutcomesSince(st.attempts, concept, previous?.createdAt.getTime() ?? -Infinity);
    const mastery = (await this.sessions.masteryOf(profileId, [concept])).get(concept) ?? DEFAULT_BKT.init;
    if (!shouldIntervene(outcomes, mastery)) return null;
    return this.repo.createPending(s.id, concept, mastery, predictedMasteryAfterStudy(mastery));
  }

  /** The intervention screen (learning.md §3): each concept with its name, mastery, recommended videos and chapter notes in `locale`. */
  async response(rows: PracticeIntervention[], cands: Candidate[], st: SessionState, locale: string): Promise<PracticeInterventionResponse> {
    const codes = rows.map((r) => r.conceptCode);
    const [names, vids, notes] = await Promise.all([
      this.lookup.conceptNames(codes, locale),
      this.lookup.recommendedVideos(codes, locale),
      this.lookup.conceptNotes(codes, locale),
    ]);
    return {
      do_intervene: true as const,
      concepts: rows.map((r) => ({
        recommendation_id: r.id,
        concept_code: r.conceptCode,
        concept_name: names.get(r.conceptCode) ?? r.conceptCode,
        current_mastery: r.currentMastery,
        predicted_mastery: r.predictedMastery,
        conceptVideos: vids.get(r.conceptCode) ?? [],
        chapter_notes: notes.get(r.conceptCode) ?? null,
      })),
      question_number: questionNumber(st.answered, st.skipped),
      total_question_count: cands.length,
    };
  }

  /**
   * Settles an intervention (POST .../intervention/{id}): `recommended` (videos shown) or `skipped`.
   * Repeating the same action is harmless; 404 for another profile's session or another session's
   * intervention, 409 INTERVENTION_SETTLED when it was already settled the other way.
   */
  async settleIntervention(profileId: string, sessionId: string, recommendationId: string, action: 'recommended' | 'skipped'): Promise<SettledIntervention> {
    await this.sessions.must(profileId, sessionId);
    return this.settle(sessionId, recommendationId, action);
  }

  /** Settles an intervention of the session (also from an intervention_* event); see settleIntervention. 404 UNKNOWN_RECOMMENDATION. */
  async settle(sessionId: string, recommendationId: string, action: 'recommended' | 'skipped'): Promise<SettledIntervention> {
    const row = await this.repo.find(sessionId, recommendationId);
    if (!row) throw notFound(`No intervention ${recommendationId} in this session.`, 'UNKNOWN_RECOMMENDATION');
    if (row.status === 'pending') {
      if (await this.repo.settlePending(row.id, action, new Date())) return { recommendation_id: row.id, concept_code: row.conceptCode, status: action };
      return this.settle(sessionId, recommendationId, action);
    }
    if (row.status !== action) throw conflict(`This intervention was already ${row.status}.`, 'INTERVENTION_SETTLED');
    return { recommendation_id: row.id, concept_code: row.conceptCode, status: action };
  }
}
