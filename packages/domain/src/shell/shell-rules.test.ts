import { describe, expect, it } from 'vitest';
import {
  headerKind,
  examFocus,
  helpWidgetVisible,
  isAppRoute,
  marketingLinks,
  networkQuality,
  OPTIMISED_VIDEO_TTL_MS,
  optimisedVideoActive,
  SMART_BANNER_SNOOZE_MS,
  smartBannerSnoozed,
  smartBannerVisible,
} from './shell-rules.ts';

describe('headerKind', () => {
  it('shows the main header only to a signed-in user with a profile', () => {
    expect(headerKind({ signedIn: true, hasProfile: true, locale: 'hi' })).toBe('main');
    expect(headerKind({ signedIn: true, hasProfile: false, locale: 'en' })).toBe('website-en');
    expect(headerKind({ signedIn: false, hasProfile: true, locale: 'en' })).toBe('website-en');
  });
  it('picks the localized website header for a non-English locale', () => {
    expect(headerKind({ signedIn: false, hasProfile: false, locale: 'ta' })).toBe('website-localized');
    expect(headerKind({ signedIn: false, hasProfile: false, locale: null })).toBe('website-en');
  });
});

describe('marketingLinks', () => {
  it('has six links in order for English', () => {
    expect(marketingLinks('en').map((l) => [l.id, l.route])).toEqual([
      ['student', '/'],
      ['parent', '/parent'],
      ['schools', '/schools'],
      ['success', '/success'],
      ['outcomes', '/outcomes'],
      ['ai', '/ai-in-education'],
    ]);
    for (const link of marketingLinks('en')) expect(link.labelKey).toBe(`header.links.${link.id}`);
  });
  it.each(['hi', 'ta', 'ml', 'as'])('keeps For Schools in %s (issue 15: it disappeared from the Hindi and Tamil navigation)', (locale) => {
    expect(marketingLinks(locale).map((l) => l.id)).toEqual(['student', 'parent', 'schools', 'success', 'outcomes', 'ai']);
  });
  it('shows no links on student onboarding', () => {
    expect(marketingLinks('en', '/student-onboarding?step=2')).toEqual([]);
    expect(marketingLinks('en', '/parent')).toHaveLength(6);
  });
});

describe('helpWidgetVisible', () => {
  const visible = (path: string) => helpWidgetVisible({ path, videoPlaying: false });

  it.each([
    '/edit-profile/42',
    '/account-verify',
    '/browse-profile?origin=%2F',
    '/practice',
    '/practice/session-summary',
    '/mock-test/jee%2Fmain%2Fpaper-1/session',
    '/helpdesk',
    '/privacy-policy',
    '/notices',
    '/contactus',
    '/tos',
    '/joinus',
    '/joinus/openposition',
    '/investor-relation',
    '/takedown',
    '/lens',
    '/experiments',
    '/web-view/practice',
    '/web-view/summary-chart',
    '/android-webview/practice',
    '/iframe/liveclass',
  ])('is hidden on %s', (path) => {
    expect(visible(path)).toBe(false);
  });

  it.each(['/', '/learn/home', '/practice/home', '/practice/summary/9', '/mock-test/jee/analyze', '/parent', '/schools'])('shows on %s', (path) => {
    expect(visible(path)).toBe(true);
  });

  it('is hidden inside the Android and iOS apps and while a video plays', () => {
    expect(helpWidgetVisible({ path: '/learn/home', deviceType: 'android', videoPlaying: false })).toBe(false);
    expect(helpWidgetVisible({ path: '/learn/home', deviceType: 'iOS', videoPlaying: false })).toBe(false);
    expect(helpWidgetVisible({ path: '/learn/home', deviceType: 'web', videoPlaying: false })).toBe(true);
    expect(helpWidgetVisible({ path: '/learn/home', deviceType: null, videoPlaying: true })).toBe(false);
  });
});

describe('isAppRoute', () => {
  it.each([
    '/learn/home',
    '/learn/home/physics',
    '/practice/home',
    '/test/home/chemistry',
    '/search/videos',
    '/practice/summary',
    '/practice/summary/12',
    '/video/summary/7',
    '/booktoc',
    '/browse-profile',
    '/edit-profile/3',
    '/account-settings',
    '/bookmark',
    '/notifications',
    '/create-your-test/2',
    '/mock-test/jee%2Fmain/session',
    '/mock-test/jee%2Fmain/analyze',
    '/practice',
    '/practice/session-summary',
    '/achieve/home',
    '/achieve/diagnostic-tests/select-tests/abc',
    '/user-home',
    '/user-home/bookmarks',
    '/live-class/55/summary',
  ])('%s is an app route', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each(['/', '/login', '/parent', '/outcomes', '/web-view/practice', '/schools', '/account-verify', '/mock-test'])('%s is not', (path) => {
    expect(isAppRoute(path)).toBe(false);
  });
});

describe('smartBannerVisible', () => {
  const now = Date.UTC(2026, 0, 10);
  const visitor = { signedIn: false, snoozed: false };
  it('shows to visitors at 480 px or less', () => {
    expect(smartBannerVisible({ ...visitor, width: 480 })).toBe(true);
    expect(smartBannerVisible({ ...visitor, width: 320 })).toBe(true);
    expect(smartBannerVisible({ ...visitor, width: 481 })).toBe(false);
  });
  it('never shows inside the signed-in app (issue 15)', () => {
    expect(smartBannerVisible({ ...visitor, width: 360, signedIn: true })).toBe(false);
  });
  it('stays closed for 7 days after it is closed, then shows again', () => {
    expect(smartBannerVisible({ ...visitor, width: 360, snoozed: true })).toBe(false);
    expect(smartBannerSnoozed(now, now)).toBe(true);
    expect(smartBannerSnoozed(now - SMART_BANNER_SNOOZE_MS + 1, now)).toBe(true);
    expect(smartBannerSnoozed(now - SMART_BANNER_SNOOZE_MS, now)).toBe(false);
    expect(smartBannerSnoozed(null, now)).toBe(false);
    expect(smartBannerSnoozed(Number.NaN, now)).toBe(false);
  });
});

describe('networkQuality', () => {
  it('classifies connections', () => {
    expect(networkQuality({ online: false, effectiveType: '4g' })).toBe('offline');
    expect(networkQuality({ online: true, effectiveType: '2g' })).toBe('slow');
    expect(networkQuality({ online: true, effectiveType: 'slow-2g' })).toBe('slow');
    expect(networkQuality({ online: true, effectiveType: '3g' })).toBe('online');
    expect(networkQuality({ online: true, effectiveType: '4g', slowFlag: true })).toBe('slow');
    expect(networkQuality({ online: true })).toBe('online');
  });
});

describe('optimisedVideoActive', () => {
  const setAt = 1_700_000_000_000;
  it('lasts seven days', () => {
    expect(OPTIMISED_VIDEO_TTL_MS).toBe(604_800_000);
    expect(optimisedVideoActive(setAt, setAt)).toBe(true);
    expect(optimisedVideoActive(setAt, setAt + OPTIMISED_VIDEO_TTL_MS - 1)).toBe(true);
    expect(optimisedVideoActive(setAt, setAt + OPTIMISED_VIDEO_TTL_MS)).toBe(false);
  });
  it('is off when unset, invalid, or set in the future', () => {
    expect(optimisedVideoActive(null, setAt)).toBe(false);
    expect(optimisedVideoActive(Number.NaN, setAt)).toBe(false);
    expect(optimisedVideoActive(setAt + 1, setAt)).toBe(false);
  });
});

describe('examFocus (decision 052)', () => {
  it('is true on a test session, for a test id of one or more segments, and nowhere else', () => {
    expect(examFocus('/mock-test/jee-main-mock-1/session')).toBe(true);
    expect(examFocus('/mock-test/jee/2019/p1/session')).toBe(true);
    expect(examFocus('/mock-test/jee-main-mock-1/analyze')).toBe(false);
    expect(examFocus('/test/home')).toBe(false);
    expect(examFocus('/practice')).toBe(false);
  });
});
