/** Marks for reading: at most one decimal, in the locale's digits (English as en-IN). */
export function formatMarks(marks: number, locale: string): string {
  return marks.toLocaleString(locale === 'en' ? 'en-IN' : locale, { maximumFractionDigits: 1 });
}

/** A signed change in marks ("+1.5", "−0.5", "0"), in the locale's digits. */
export function formatSignedMarks(marks: number, locale: string): string {
  const rounded = Math.round(marks * 10) / 10;
  if (rounded === 0) return formatMarks(0, locale);
  return `${rounded > 0 ? '+' : '−'}${formatMarks(Math.abs(rounded), locale)}`;
}
