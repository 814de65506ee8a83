// The one barrel of @abhyas/domain: every module, re-exported.
export * from './auth/otp-policy.ts';
export * from './auth/redirects.ts';
export * from './auth/route-guard.ts';
export * from './auth/token-policy.ts';
export * from './geo/india.ts';
export * from './i18n/locales.ts';
export * from './profiles/profile-rules.ts';
export * from './shell/constants.ts';
export * from './shell/error-pages.ts';
export * from './shell/formatters.ts';
export * from './shell/location-history.ts';
export * from './shell/path-patterns.ts';
export * from './shell/shell-rules.ts';
export * from './time/time-sync.ts';
export * from './validation/common-passwords.ts';
export * from './validation/rules.ts';
