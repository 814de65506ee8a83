/**
 * Browse and search pages (learning.md §2 homes, summaries, books, search), loaded when shown so the
 * landing page does not carry them; each arrives wrapped in the shared query client.
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type * as BrowseViews from './browse-views.tsx';

type Views = typeof BrowseViews;

function view<K extends keyof Views>(name: K) {
  return lazyRouteComponent(async () => {
    const [mod, query] = await Promise.all([import('./browse-views.tsx'), import('../../lib/query-client.tsx')]);
    return { [name]: query.withQueryClient(mod[name] as ComponentType) } as Record<K, ComponentType>;
  }, name);
}

export const LearnHomeView = view('LearnHomeView');
export const PracticeHomeView = view('PracticeHomeView');
export const TestHomeView = view('TestHomeView');
export const LearnSummaryView = view('LearnSummaryView');
export const PracticeSummaryView = view('PracticeSummaryView');
export const TopicSummaryView = view('TopicSummaryView');
export const VideoSummaryView = view('VideoSummaryView');
export const BookTocView = view('BookTocView');
export const BigBookTocView = view('BigBookTocView');
export const SearchView = view('SearchView');
