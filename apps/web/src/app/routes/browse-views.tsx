/**
 * Route views of the browse and search pages (learning.md §2): each reads its URL (params, query)
 * and the current profile, and renders the feature page. Loaded lazily through `browse-pages.ts`.
 */
import { lazy, Suspense } from 'react';
import { Navigate, useParams, useSearch } from '@tanstack/react-router';
import { useCurrentProfile } from '../../features/auth/hooks/use-current-profile.ts';
import { parseSearchFilter } from '../../features/search/lib/search-filter.ts';
import { schoolContextOf } from '../../lib/school-context.ts';

// Each browse page loads when first shown (the router's pending state meanwhile): a student's first
// screen carries its own home, not the other homes, the video page, search, books, chapters and
// topics (issue 25 §3: 20 KB of the home's cold load with the search and book pages, 8 KB more with
// the other homes and the video page).
const LearnHomePage = lazy(() => import('../../features/browse/components/learn-home-page.tsx').then((m) => ({ default: m.LearnHomePage })));
const SubjectHomePage = lazy(() => import('../../features/browse/components/subject-home-page.tsx').then((m) => ({ default: m.SubjectHomePage })));
const TestHomePage = lazy(() => import('../../features/browse/components/test-home-page.tsx').then((m) => ({ default: m.TestHomePage })));
const VideoSummaryWithPlayer = lazy(() => import('./video-summary-view.tsx').then((m) => ({ default: m.VideoSummaryWithPlayer })));
const BookTocPage = lazy(() => import('../../features/browse/components/book-toc-page.tsx').then((m) => ({ default: m.BookTocPage })));
const ChapterSummaryPage = lazy(() => import('../../features/browse/components/chapter-summary-page.tsx').then((m) => ({ default: m.ChapterSummaryPage })));
const TopicSummaryPage = lazy(() => import('../../features/browse/components/topic-summary-page.tsx').then((m) => ({ default: m.TopicSummaryPage })));
const SearchPage = lazy(() => import('../../features/search/components/search-page.tsx').then((m) => ({ default: m.SearchPage })));

type Loose = Record<string, unknown>;
const text = (v: unknown): string | undefined => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

function useUrl(): { params: Loose; search: Loose } {
  return { params: useParams({ strict: false }) as Loose, search: useSearch({ strict: false }) as Loose };
}

/** The exam, name of the active profile and the subject (`?subject=` or `/…/home/{subject}`). */
function useHomeContext() {
  const profile = useCurrentProfile();
  const { params, search } = useUrl();
  const details = profile?.profile_details;
  return {
    examCode: details?.primary_exam ?? '',
    examName: details?.exam_name ?? '',
    learnerName: details?.first_name ?? '',
    subject: text(search.subject) ?? text(params.subject),
  };
}

/**
 * The student's open assignments on the exam homes (issue 23 §2), in the schools screens' own chunk:
 * loaded from here (not listed with the route table in the landing page's chunk), nothing shown
 * while it loads, and nothing at all for a profile without open work.
 */
const HomeAssignments = lazy(() => import('../../features/schools/components/home-assignments.tsx').then((m) => ({ default: m.HomeAssignments })));

function HomeAssignmentsSlot() {
  return (
    <Suspense fallback={null}>
      <HomeAssignments />
    </Suspense>
  );
}

/** `/learn/home`. */
export function LearnHomeView() {
  const profileId = useCurrentProfile()?.id ?? '';
  return <LearnHomePage {...useHomeContext()} profileId={profileId} top={<HomeAssignmentsSlot />} />;
}

/** `/practice/home`. */
export function PracticeHomeView() {
  return <SubjectHomePage area="practice" {...useHomeContext()} top={<HomeAssignmentsSlot />} />;
}

/** `/test/home`. */
export function TestHomeView() {
  const ctx = useHomeContext();
  return <TestHomePage key={ctx.subject ?? ''} {...ctx} top={<HomeAssignmentsSlot />} />;
}

/** `/learn/summary/{id}`. */
export function LearnSummaryView() {
  const id = text(useUrl().params.id) ?? '';
  return <ChapterSummaryPage key={id} area="learn" code={id} />;
}

/** `/practice/summary/{id}`. */
export function PracticeSummaryView() {
  const id = text(useUrl().params.id) ?? '';
  return <ChapterSummaryPage key={id} area="practice" code={id} />;
}

/** `/topic/summary/{id}`. */
export function TopicSummaryView() {
  return <TopicSummaryPage code={text(useUrl().params.id) ?? ''} />;
}

/**
 * `/video/summary/{id}?tracking_id=`: the page, with the player overlay opened on arrival
 * (learning.md §2); in its own chunk with the page (video-summary-view.tsx).
 */
export function VideoSummaryView() {
  const { params, search } = useUrl();
  const code = text(params.id) ?? '';
  return <VideoSummaryWithPlayer key={code} code={code} trackingId={text(search.tracking_id) ?? null} school={schoolContextOf(search)} />;
}

/** `/booktoc?book_id=`. */
export function BookTocView() {
  return <BookTocPage kind="book" bookId={text(useUrl().search.book_id)} />;
}

/** `/bigbooktoc?book_id=`. */
export function BigBookTocView() {
  return <BookTocPage kind="big_book" bookId={text(useUrl().search.book_id)} />;
}

/**
 * `/search/{filter}?q=&scope=&exact=`; a new filter, scope or query starts at the first page. A
 * filter that is not one of the search's entities is replaced in the address by `all` (issue 24 §1:
 * it no longer turns into "all" unseen), the query kept.
 */
export function SearchView() {
  const { params, search } = useUrl();
  const filter = parseSearchFilter(text(params.filter));
  if (text(params.filter) !== filter) return <Navigate to="/search/$filter" params={{ filter }} search={search} replace />;
  const q = text(search.q) ?? '';
  const scope = text(search.scope) === 'exam' ? 'exam' : 'all';
  const exact = text(search.exact) === 'true';
  return <SearchPage key={`${filter}|${q}|${scope}|${exact}`} filter={filter} q={q} scope={scope} exact={exact} />;
}
