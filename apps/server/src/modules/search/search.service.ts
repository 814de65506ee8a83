import type { z } from 'zod';
import type { searchQuery, SearchHit, SearchResults } from '@abhyas/contracts';
import { isTransliterationLocale } from '@abhyas/domain';
import { transliterationCandidates } from '@abhyas/domain/transliteration/transliterate';
import { badRequest } from '../../lib/app-error.ts';
import type { Claims } from '../../plugins/auth.ts';
import { sealHolderOf, type AnswerSealService } from '../mock-tests/answer-seal.service.ts';
import type { TestAccessService } from '../mock-tests/test-access.service.ts';
import type { SearchRepository } from './search.repository.ts';
import { buildSearchDocuments } from './search-index.ts';

/** 400 SEARCH_QUERY_EMPTY: nothing in the query to search for. */
const noWords = () => badRequest('q has no letter or digit to search for.', 'SEARCH_QUERY_EMPTY');

/** What GET /search asks for (validated by the contract). */
export type SearchRequest = z.infer<typeof searchQuery>;

/**
 * Rebuilds the search index from the content: documents built from the learning map, videos,
 * notes, questions, books and mock tests (search-index.ts), swapped in at once. Returns the count.
 * Used at start, after a seed or import that changed the content (app.ts, cli.ts).
 */
export async function rebuildSearchIndex(repo: Pick<SearchRepository, 'indexSources' | 'replaceIndex'>): Promise<number> {
  return repo.replaceIndex(buildSearchDocuments(await repo.indexSources()));
}

/**
 * The spellings of a Latin query in the scripts of `locales` (the profile's language and the
 * interface's; decision 039), so "prakash" also finds प्रकाश. Empty for English or a query in
 * another script. Up to 5 per language.
 */
export function transliterationsOf(q: string, locales: readonly (string | null | undefined)[]): string[] {
  const langs = [...new Set(locales.filter(isTransliterationLocale))];
  return langs.flatMap((lang) => transliterationCandidates(q, lang));
}

/**
 * Search (issue #3 §6; learning.md §2 Search) over chapters, topics, concepts, videos, questions,
 * books and tests, as the caller may see them: sealed questions (decision 017) and tests the
 * profile may not open (issue 15 Major 4) are left out; the profile's exam ranks first.
 */
export class SearchService {
  constructor(
    private readonly repo: SearchRepository,
    private readonly seals: Pick<AnswerSealService, 'sealedFor'>,
    private readonly testAccess: Pick<TestAccessService, 'closedTests'>,
  ) {}

  /** Number of documents in the index. */
  size(): Promise<number> {
    return this.repo.size();
  }

  /** Rebuilds the index from the content (after an import or a seed that changed it); returns the document count. */
  rebuild(): Promise<number> {
    return rebuildSearchIndex(this.repo);
  }

  /** The exam of the token's profile (its name in `locale`) and the profile's language, null for a parent token. */
  private async examOf(claims: Claims, locale: string | undefined): Promise<{ code: string; name: string; profileLocale: string } | null> {
    return claims.kind === 'child' && claims.profileId ? this.repo.examOfProfile(claims.profileId, locale ?? 'en') : null;
  }

  /**
   * One page of results with totals per entity, and the profile's exam. 400 SEARCH_QUERY_EMPTY for
   * a query without a letter or digit; 400 SEARCH_SCOPE_NEEDS_PROFILE for `scope=exam` with a
   * parent token.
   */
  async search(claims: Claims, query: SearchRequest): Promise<SearchResults & { exam: { code: string; name: string } | null }> {
    const { q, entity, page, size, scope, exact } = query;
    // A hit carries no key, but a sealed question's text stays out of sight too (decision 017).
    const sealed = entity === undefined || entity === 'question' ? (await this.seals.sealedFor(sealHolderOf(claims))).codes : undefined;
    const exam = await this.examOf(claims, query.locale);
    if (scope === 'exam' && !exam) throw badRequest('scope=exam needs a profile token: a parent account has no exam.', 'SEARCH_SCOPE_NEEDS_PROFILE');
    // Nor a link to a test the profile may not open (issue 15 Major 4).
    const closed = entity === undefined || entity === 'test' ? await this.testAccess.closedTests(claims.profileId) : undefined;
    const results = await this.repo.search(q, entity, page, size, {
      alternatives: transliterationsOf(q, [exam?.profileLocale, query.locale]),
      hiddenQuestions: sealed,
      hiddenTests: closed,
      exam: exam?.code ?? null,
      scope,
      exact: exact === 'true',
    });
    if (!results) throw noWords();
    return { ...results, exam: exam && { code: exam.code, name: exam.name } };
  }

  /**
   * Up to eight suggestions as the student types (the profile's exam first; no test the profile
   * may not open). 400 SEARCH_QUERY_EMPTY.
   */
  async suggest(claims: Claims, q: string): Promise<SearchHit[]> {
    const exam = await this.examOf(claims, undefined);
    const suggestions = await this.repo.suggest(q, 8, exam?.code ?? null, await this.testAccess.closedTests(claims.profileId));
    if (!suggestions) throw noWords();
    return suggestions;
  }
}
