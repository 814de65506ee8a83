/**
 * The public content pages' addresses (platform.md §2.1), by page id: all the routes need, so that
 * the landing page's entry does not carry the pages' sections and links (content-pages.ts, loaded
 * with the page; bundle budget, decision 004).
 */
export const CONTENT_PATHS = {
  parent: '/parent',
  success: '/success',
  educationGoa: '/education-goa',
  outcomes: '/outcomes',
  outcomesConceptMastery: '/outcomes/conceptmastery',
  outcomesScore: '/outcomes/abhyas-score',
  outcomesAchieve: '/outcomes/achieve',
  outcomesLearn: '/outcomes/learn',
  outcomesPractice: '/outcomes/practice',
  outcomesTest: '/outcomes/test',
  outcomesReadMore: '/outcomes/carosuelreadmore',
  ai: '/ai-in-education',
  aiArticles: '/ai-in-education/articles',
  article: '/article',
  articlesTrack: '/articles/track',
  patentResearch: '/patent-research',
  joinus: '/joinus',
  joinusOpenPosition: '/joinus/openposition',
  schools: '/schools',
  allSchools: '/schools/all-schools',
  experiments: '/experiments',
  lens: '/lens',
  tos: '/tos',
  privacy: '/privacy-policy',
  vulnerability: '/in-en/vulnerability-disclosure-program',
  takedown: '/takedown',
  investors: '/investor-relation',
  contact: '/contactus',
  notices: '/notices',
  helpdesk: '/helpdesk',
} as const;

export type ContentPageId = keyof typeof CONTENT_PATHS;
