/**
 * The public content pages (platform.md §2.1): marketing, outcomes, AI, careers, schools and
 * policy pages. Text lives in `locales/<locale>/pages.json` under `content.<id>`:
 * `eyebrow`, `title`, `intro`, `sections.<section>.heading|body`.
 */
export interface ContentLink {
  /** Key in the `pages` namespace. */
  labelKey: string;
  href: string;
}

export interface ContentPageDef {
  id: string;
  path: string;
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
  { id: 'parent', path: '/parent', kind: 'marketing', sections: three, links: [SIGN_UP, { labelKey: 'cta.inviteParent', href: '/invite-parent' }] },
  { id: 'success', path: '/success', kind: 'marketing', sections: three, links: [SIGN_UP] },
  { id: 'educationGoa', path: '/education-goa', kind: 'marketing', sections: three, links: [SIGN_UP, SCHOOLS] },
  { id: 'outcomes', path: '/outcomes', kind: 'marketing', sections: ['learn', 'practice', 'test', 'achieve'], links: [
    { labelKey: 'cta.conceptMastery', href: '/outcomes/conceptmastery' },
    { labelKey: 'cta.score', href: '/outcomes/abhyas-score' },
    { labelKey: 'cta.readMore', href: '/outcomes/carosuelreadmore' },
  ] },
  { id: 'outcomesConceptMastery', path: '/outcomes/conceptmastery', kind: 'marketing', sections: three, links: [OUTCOMES] },
  { id: 'outcomesScore', path: '/outcomes/abhyas-score', kind: 'marketing', sections: three, links: [OUTCOMES] },
  { id: 'outcomesAchieve', path: '/outcomes/achieve', kind: 'marketing', sections: three, links: [OUTCOMES, SIGN_UP] },
  { id: 'outcomesLearn', path: '/outcomes/learn', kind: 'marketing', sections: three, links: [OUTCOMES, SIGN_UP] },
  { id: 'outcomesPractice', path: '/outcomes/practice', kind: 'marketing', sections: three, links: [OUTCOMES, SIGN_UP] },
  { id: 'outcomesTest', path: '/outcomes/test', kind: 'marketing', sections: three, links: [OUTCOMES, SIGN_UP] },
  { id: 'outcomesReadMore', path: '/outcomes/carosuelreadmore', kind: 'marketing', sections: three, links: [OUTCOMES] },
  { id: 'ai', path: '/ai-in-education', kind: 'marketing', sections: three, links: [AI_ARTICLES, { labelKey: 'cta.patentResearch', href: '/patent-research' }] },
  { id: 'aiArticles', path: '/ai-in-education/articles', kind: 'marketing', sections: three, links: [{ labelKey: 'cta.trackArticles', href: '/articles/track' }] },
  { id: 'article', path: '/article', kind: 'marketing', sections: three, links: [AI_ARTICLES] },
  { id: 'articlesTrack', path: '/articles/track', kind: 'marketing', sections: three, links: [AI_ARTICLES] },
  { id: 'patentResearch', path: '/patent-research', kind: 'marketing', sections: three, links: [{ labelKey: 'cta.ai', href: '/ai-in-education' }] },
  { id: 'joinus', path: '/joinus', kind: 'marketing', sections: three, links: [OPENINGS] },
  { id: 'joinusOpenPosition', path: '/joinus/openposition', kind: 'marketing', sections: three, links: [CONTACT] },
  // Teachers and institute admins go on to their classes (issue 23); /school asks them to sign in first.
  {
    id: 'schools',
    path: '/schools',
    kind: 'marketing',
    sections: three,
    links: [{ labelKey: 'cta.mySchool', href: '/school' }, { labelKey: 'cta.allSchools', href: '/schools/all-schools' }, CONTACT],
  },
  { id: 'allSchools', path: '/schools/all-schools', kind: 'marketing', sections: three, links: [CONTACT] },
  { id: 'experiments', path: '/experiments', kind: 'marketing', sections: three, links: [SIGN_UP] },
  { id: 'lens', path: '/lens', kind: 'marketing', sections: three, links: [SIGN_UP] },
  { id: 'tos', path: '/tos', kind: 'policy', sections: ['account', 'use', 'content', 'payments', 'changes'], links: [HELPDESK] },
  { id: 'privacy', path: '/privacy-policy', kind: 'policy', sections: ['collect', 'use', 'children', 'choices', 'security'], links: [HELPDESK] },
  { id: 'vulnerability', path: '/in-en/vulnerability-disclosure-program', kind: 'policy', sections: ['scope', 'report', 'promise'], links: [CONTACT] },
  { id: 'takedown', path: '/takedown', kind: 'policy', sections: ['what', 'how', 'after'], links: [CONTACT] },
  { id: 'investors', path: '/investor-relation', kind: 'policy', sections: three, links: [CONTACT] },
  { id: 'contact', path: '/contactus', kind: 'policy', sections: ['students', 'schools', 'press'], links: [HELPDESK, SCHOOLS] },
  { id: 'notices', path: '/notices', kind: 'policy', sections: ['languages', 'exams', 'maintenance'], links: [HELPDESK] },
  {
    id: 'helpdesk',
    path: '/helpdesk',
    kind: 'policy',
    sections: ['reset-password', 'add-child', 'change-language', 'mock-tests', 'verify-account', 'practice-terms', 'still-stuck'],
    links: [{ labelKey: 'cta.forgotPassword', href: '/forgot-password' }, CONTACT],
  },
];
