/**
 * The public content pages (platform.md §2.1): marketing, outcomes, AI, careers, schools and
 * policy pages. Text lives in `locales/<locale>/pages.json` under `content.<id>`:
 * `eyebrow`, `title`, `intro`, `sections.<section>.heading|body`. The addresses are in
 * content-paths.ts.
 */
import type { ContentPageId } from './content-paths.ts';

export interface ContentLink {
  /** Key in the `pages` namespace. */
  labelKey: string;
  href: string;
}

export interface ContentPageDef {
  /** Also the key of its address in `CONTENT_PATHS`. */
  id: ContentPageId;
  kind: 'marketing' | 'policy';
  sections: readonly string[];
  links?: readonly ContentLink[];
}

const SIGN_UP: ContentLink = { labelKey: 'cta.signUp', href: '/signup' };
const HELPDESK: ContentLink = { labelKey: 'cta.helpdesk', href: '/helpdesk' };
const CONTACT: ContentLink = { labelKey: 'cta.contact', href: '/contactus' };
const OUTCOMES: ContentLink = { labelKey: 'cta.outcomes', href: '/outcomes' };
const SCHOOLS: ContentLink = { labelKey: 'cta.schools', href: '/schools' };
const OPENINGS: ContentLink = { labelKey: 'cta.openings', href: '/joinus/openposition' };
const AI_ARTICLES: ContentLink = { labelKey: 'cta.aiArticles', href: '/ai-in-education/articles' };

const three = ['one', 'two', 'three'] as const;

export const CONTENT_PAGES: readonly ContentPageDef[] = [
  { id: 'parent', kind: 'marketing', sections: three, links: [SIGN_UP, { labelKey: 'cta.inviteParent', href: '/invite-parent' }] },
  { id: 'success', kind: 'marketing', sections: three, links: [SIGN_UP] },
  { id: 'educationGoa', kind: 'marketing', sections: three, links: [SIGN_UP, SCHOOLS] },
  { id: 'outcomes', kind: 'marketing', sections: ['learn', 'practice', 'test', 'achieve'], links: [
    { labelKey: 'cta.conceptMastery', href: '/outcomes/conceptmastery' },
    { labelKey: 'cta.score', href: '/outcomes/abhyas-score' },
    { labelKey: 'cta.readMore', href: '/outcomes/carosuelreadmore' },
  ] },
  { id: 'outcomesConceptMastery', kind: 'marketing', sections: three, links: [OUTCOMES] },
  { id: 'outcomesScore', kind: 'marketing', sections: three, links: [OUTCOMES] },
  { id: 'outcomesAchieve', kind: 'marketing', sections: three, links: [OUTCOMES, SIGN_UP] },
  { id: 'outcomesLearn', kind: 'marketing', sections: three, links: [OUTCOMES, SIGN_UP] },
  { id: 'outcomesPractice', kind: 'marketing', sections: three, links: [OUTCOMES, SIGN_UP] },
  { id: 'outcomesTest', kind: 'marketing', sections: three, links: [OUTCOMES, SIGN_UP] },
  { id: 'outcomesReadMore', kind: 'marketing', sections: three, links: [OUTCOMES] },
  { id: 'ai', kind: 'marketing', sections: three, links: [AI_ARTICLES, { labelKey: 'cta.patentResearch', href: '/patent-research' }] },
  { id: 'aiArticles', kind: 'marketing', sections: three, links: [{ labelKey: 'cta.trackArticles', href: '/articles/track' }] },
  { id: 'article', kind: 'marketing', sections: three, links: [AI_ARTICLES] },
  { id: 'articlesTrack', kind: 'marketing', sections: three, links: [AI_ARTICLES] },
  { id: 'patentResearch', kind: 'marketing', sections: three, links: [{ labelKey: 'cta.ai', href: '/ai-in-education' }] },
  { id: 'joinus', kind: 'marketing', sections: three, links: [OPENINGS] },
  { id: 'joinusOpenPosition', kind: 'marketing', sections: three, links: [CONTACT] },
  // Teachers and institute admins go on to their classes (issue 23); /school asks them to sign in first.
  {
    id: 'schools',
    kind: 'marketing',
    sections: three,
    links: [{ labelKey: 'cta.mySchool', href: '/school' }, { labelKey: 'cta.allSchools', href: '/schools/all-schools' }, CONTACT],
  },
  { id: 'allSchools', kind: 'marketing', sections: three, links: [CONTACT] },
  { id: 'experiments', kind: 'marketing', sections: three, links: [SIGN_UP] },
  { id: 'lens', kind: 'marketing', sections: three, links: [SIGN_UP] },
  { id: 'tos', kind: 'policy', sections: ['account', 'use', 'content', 'payments', 'changes'], links: [HELPDESK] },
  { id: 'privacy', kind: 'policy', sections: ['collect', 'use', 'children', 'choices', 'security'], links: [HELPDESK] },
  { id: 'vulnerability', kind: 'policy', sections: ['scope', 'report', 'promise'], links: [CONTACT] },
  { id: 'takedown', kind: 'policy', sections: ['what', 'how', 'after'], links: [CONTACT] },
  { id: 'investors', kind: 'policy', sections: three, links: [CONTACT] },
  { id: 'contact', kind: 'policy', sections: ['students', 'schools', 'press'], links: [HELPDESK, SCHOOLS] },
  { id: 'notices', kind: 'policy', sections: ['languages', 'exams', 'maintenance'], links: [HELPDESK] },
  {
    id: 'helpdesk',
    kind: 'policy',
    sections: ['reset-password', 'add-child', 'change-language', 'mock-tests', 'verify-account', 'practice-terms', 'still-stuck'],
    links: [{ labelKey: 'cta.forgotPassword', href: '/forgot-password' }, CONTACT],
  },
];
