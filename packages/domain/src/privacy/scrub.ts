/**
 * Scrubbing of the clickstream (issue 21 §3: it never carries a child's name, e-mail or mobile;
 * decision 036). Pure: the data-events service runs every stored payload through it.
 */

/** Keys whose values name or reach a person; dropped wherever they appear (case and `-`/`_` ignored). */
const PERSONAL_KEYS = new Set([
  'firstname',
  'lastname',
  'fullname',
  'name',
  'childname',
  'studentname',
  'parentname',
  'profilename',
  'username',
  'displayname',
  'email',
  'emailaddress',
  'mail',
  'mobile',
  'mobilenumber',
  'phone',
  'phonenumber',
  'contact',
  'whatsapp',
  'address',
]);
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** An Indian mobile number: 10 digits from 6–9, with or without +91 / 0 and separators. */
const MOBILE = /(?<!\d)(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?!\d)/g;
export const REDACTED = '[redacted]';

const normalKey = (key: string) => key.toLowerCase().replace(/[-_\s]/g, '');

/** True when a key names personal data (`first_name`, `email`, `mobile`, `phoneNumber` …). */
export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEYS.has(normalKey(key));
}

/** A string with every e-mail address and Indian mobile number replaced by `[redacted]`. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(MOBILE, REDACTED);
}

/**
 * A copy of `value` without personal data: keys that name a person dropped, e-mail addresses and
 * mobile numbers inside any string redacted, and any of `names` (the sender's own first and last
 * names, at least 2 letters) redacted as whole words. Depth is bounded by the input (JSON).
 */
export function scrubPersonalData(value: unknown, names: readonly string[] = []): unknown {
  const words = names.map((n) => n.trim()).filter((n) => n.length >= 2);
  const nameRe = words.length
    ? new RegExp(`(?<![\\p{L}\\p{M}])(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\p{M}])`, 'giu')
    : null;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const s = scrubText(v);
      return nameRe ? s.replace(nameRe, REDACTED) : s;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (!isPersonalKey(k)) out[k] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value);
}
