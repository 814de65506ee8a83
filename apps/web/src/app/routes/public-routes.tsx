/** Public and account routes (platform.md §2.1). */
import { createRoute, redirect } from '@tanstack/react-router';
import { blogSignupDestination } from '@abhyas/domain';
import { lazy } from 'react';
import { LandingPage } from '../../features/marketing/components/landing-page.tsx';
import { CONTENT_PATHS, type ContentPageId } from '../../features/marketing/data/content-paths.ts';
import { PUBLIC, PUBLIC_ONLY } from '../route-guard.ts';

/** Content pages load on demand: the landing page does not pay for them. */
const ContentPage = lazy(() => import('../../features/marketing/components/content-page.tsx').then((m) => ({ default: m.ContentPageById })));
import * as Account from './account-pages.ts';
import { publicGroup } from './groups.ts';
import { page } from './route-helpers.ts';

/** `/blog/{type}/signup`: sign-up that continues to the type's home (platform.md §2.1). */
const blogSignupRoute = createRoute({
  getParentRoute: () => publicGroup,
  path: '/blog/$type/signup',
  beforeLoad: ({ params }) => {
    const search = new URLSearchParams({ onboardingType: 'blog', redirect_url: blogSignupDestination(params.type) });
    throw redirect({ href: `/signup?${search.toString()}` });
  },
});

export const publicRoutes = [
  // Signed in, `/` (and the logo) lead to the learner's home, not the marketing page (issue 15).
  page(publicGroup, '/', LandingPage, PUBLIC_ONLY),
  page(publicGroup, '/header-student', LandingPage, PUBLIC),
  page(publicGroup, '/login', Account.LoginPage, PUBLIC_ONLY),
  page(publicGroup, '/signup', Account.SignupPage, PUBLIC_ONLY),
  page(publicGroup, '/forgot-password', Account.ForgotPasswordPage, PUBLIC_ONLY),
  page(publicGroup, '/reset-password', Account.ResetPasswordPage, PUBLIC_ONLY),
  page(publicGroup, '/sso-login', Account.SsoLoginPage, PUBLIC_ONLY),
  page(publicGroup, '/api/oauth2_callback', Account.OAuthCallbackPage, PUBLIC),
  page(publicGroup, '/student-onboarding', Account.StudentOnboardingPage, PUBLIC),
  page(publicGroup, '/invite/$token', Account.InvitePage, PUBLIC),
  blogSignupRoute,
  ...(Object.entries(CONTENT_PATHS) as [ContentPageId, string][]).map(([id, path]) => page(publicGroup, path, () => <ContentPage id={id} />, PUBLIC)),
];
