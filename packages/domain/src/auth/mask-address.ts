// How a mobile number or e-mail address is shown once a code has gone to it. issue 15

/**
 * The one masking rule for a sign-in address, on the server (OTP answers) and in the web app
 * alike: a mobile keeps its first two and last two digits (`9876543211` → `98******11`); an
 * e-mail keeps the first character of its name and the domain (`asha@example.com` →
 * `a***@example.com`). Surrounding spaces are ignored; an empty value gives null; a value too
 * short to mask (under 5 characters) is returned as it is.
 */
export function maskAddress(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  if (!v) return null;
  const at = v.lastIndexOf('@');
  if (at > 0) return `${v.slice(0, 1)}***${v.slice(at)}`;
  if (v.length < 5) return v;
  return `${v.slice(0, 2)}${'*'.repeat(v.length - 4)}${v.slice(-2)}`;
}
