/** A moment (epoch ms) as a date and time in the UI language, in India time (e.g. "1 Dec 2026, 9:30 am"). */
export function formatMoment(ms: number, locale: string): string {
  try {
    return new Intl.DateTimeFormat(`${locale}-IN`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(ms);
  } catch {
    return new Date(ms).toISOString();
  }
}
