import type { Database, Db } from '../../db/client.ts';
import { CustomTestRepository } from './custom-test/custom-test.repository.ts';
import { EventsRepository } from './events/events.repository.ts';
import { PaperRepository } from './paper/paper.repository.ts';
import { ResultsRepository } from './results/results.repository.ts';
import { ScoringRepository } from './scoring/scoring.repository.ts';
import { SessionsRepository } from './sessions/sessions.repository.ts';
import { TestsTakenRepository } from './results/tests-taken.repository.ts';

/** The repositories of the mock-test module, one per sub-area (MockTestsService takes them). */
export interface MockTestsRepositories {
  paper: PaperRepository;
  sessions: SessionsRepository;
  events: EventsRepository;
  scoring: ScoringRepository;
  results: ResultsRepository;
  customTests: CustomTestRepository;
  testsTaken: TestsTakenRepository;
}

/**
 * The module's repositories over `db`; `run` runs the hot statements (the event posts) as named
 * prepared statements on PostgreSQL, plain queries on PGlite (Database.prepared).
 */
export function mockTestsRepositories(db: Db, run: Database['prepared']): MockTestsRepositories {
  return {
    paper: new PaperRepository(db),
    sessions: new SessionsRepository(db),
    events: new EventsRepository(db, run),
    scoring: new ScoringRepository(db),
    results: new ResultsRepository(db),
    customTests: new CustomTestRepository(db),
    testsTaken: new TestsTakenRepository(db),
  };
}
