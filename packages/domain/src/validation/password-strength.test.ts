import { describe, expect, it } from 'vitest';
import { checkPassword } from './rules.ts';
import { personalInfoIn, weaknessOfWarning } from './password-personal.ts';
import { estimatePasswordStrength } from './password-strength.ts';

describe('password strength (issue 14 §1.8)', () => {
  it('refuses the passwords the review found accepted, each for a reason a user can act on', () => {
    // Each of them meets the §5 character rules: only the estimate refuses them.
    for (const pw of ['P@ssw0rd', 'Abhyas@2026', 'aaaaaaa1!']) expect(checkPassword(pw).ok).toBe(true);
    expect(estimatePasswordStrength('P@ssw0rd')).toMatchObject({ ok: false, weakness: 'common' });
    expect(estimatePasswordStrength('Abhyas@2026')).toMatchObject({ ok: false, weakness: 'personal' });
    expect(estimatePasswordStrength('aaaaaaa1!')).toMatchObject({ ok: false, weakness: 'repeat' });
    expect(estimatePasswordStrength('Qwerty@123').ok).toBe(false);
    expect(estimatePasswordStrength('Password@123').ok).toBe(false);
  });

  it('accepts passwords that are hard to guess', () => {
    for (const pw of ['Mango#Monsoon26', 'Chai-Pakoda#42', 'Vidya#2026pass']) {
      const r = estimatePasswordStrength(pw, { names: ['Meera', 'Iyer'], email: 'meera@example.com', mobile: '9876543210' });
      expect(r, pw).toMatchObject({ ok: true, weakness: null });
      expect(r.score).toBeGreaterThanOrEqual(3);
    }
  });

  it("refuses the user's own name, e-mail local part and mobile, whatever the case", () => {
    const me = { names: ['Meera Devi', 'Iyer'], email: 'meera.iyer99@example.com', mobile: '9876543210' };
    expect(estimatePasswordStrength('Tree#DEVI2026x', me)).toMatchObject({ ok: false, weakness: 'contains_name' });
    expect(estimatePasswordStrength('x#Meera.Iyer99!', me)).toMatchObject({ ok: false, weakness: 'contains_name' });
    expect(personalInfoIn('Q#meera.iyer99', { email: me.email })).toBe('contains_email');
    expect(estimatePasswordStrength('Kite#9876543210', me)).toMatchObject({ ok: false, weakness: 'contains_mobile' });
    // Short name parts are not looked for (they match by chance).
    expect(personalInfoIn('Om#Tree2026zz', { names: ['Om'] })).toBeNull();
  });

  it('groups zxcvbn warnings into the reasons shown to users', () => {
    expect(weaknessOfWarning('topTen')).toBe('common');
    expect(weaknessOfWarning('straightRow')).toBe('keyboard');
    expect(weaknessOfWarning('recentYears')).toBe('dates');
    expect(weaknessOfWarning(null)).toBe('guessable');
    expect(weaknessOfWarning('somethingNew')).toBe('guessable');
  });
});
