/** A `YYYY-MM-DD` day in the locale ("4 Apr 2027"; English as en-IN), read as a calendar day (UTC). */
export function formatDay(iso: string, locale: string, withYear = true): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-IN' : locale, {
    weekday: withYear ? undefined : 'short',
    day: 'numeric',
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  });
}
