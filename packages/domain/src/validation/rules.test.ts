import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  classifyLogin,
  EMAIL_REGEX,
  formatPhoneIN,
  hasSpecialChar,
  isLettersAndDigits,
  isLoginIdentifier,
  isNonWhitespace,
  isValidEmail,
  isValidMobile,
  MOBILE_REGEX,
  normaliseMobile,
  PASSWORD_MAX,
  PASSWORD_SPECIALS,
  splitFullName,
} from './rules.ts';

describe('email', () => {
  it.each(['asha@example.com', 'a.b+tag@mail.co.in', 'X_Y-9@sub.domain.org', "o'neil@ex.io"])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each([
    '',
    'plain',
    '@example.com',
    'asha@',
    'asha@example',
    'asha@@example.com',
    'a sha@example.com',
    '.asha@example.com',
    'asha.@example.com',
    'as..ha@example.com',
    'asha@-example.com',
    'asha@example.c',
    ' asha@example.com',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));

  it('rejects addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`;
    expect(EMAIL_REGEX.test(long)).toBe(true);
    expect(long.length).toBeGreaterThan(254);
    expect(isValidEmail(long)).toBe(false);
  });
});

describe('mobile', () => {
  it('accepts 10 digits starting 6 to 9 only', () => {
    for (const first of '6789') expect(isValidMobile(`${first}123456789`)).toBe(true);
    for (const first of '012345') expect(isValidMobile(`${first}123456789`)).toBe(false);
    expect(isValidMobile('987654321')).toBe(false);
    expect(isValidMobile('98765432101')).toBe(false);
    expect(isValidMobile('98765 43210')).toBe(false);
    expect(MOBILE_REGEX.source).toBe('^[6-9]\\d{9}$');
  });

  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    [' +91 98765-43210 ', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['00919876543210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['9198765432', '9198765432'],
  ])('normalises %j', (input, digits) => {
    expect(normaliseMobile(input)).toBe(digits);
    expect(formatPhoneIN(input)).toBe(`+91${digits}`);
  });

  it.each(['', '12345', '5876543210', '+19876543210', '+91 5876543210', '98765x43210', '919876543', 'abc'])('rejects %j', (input) => {
    expect(normaliseMobile(input)).toBeNull();
    expect(formatPhoneIN(input)).toBeNull();
  });

  test.prop([fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/)])(
    'formatting any valid mobile gives +91 and the same digits, and is idempotent',
    (first, rest) => {
      const formatted = formatPhoneIN(first + rest);
      expect(formatted).toBe(`+91${first}${rest}`);
      expect(formatPhoneIN(formatted ?? '')).toBe(formatted);
    },
  );
});

describe('checkPassword', () => {
  it('accepts a long password with a letter, a digit and a special', () => {
    expect(checkPassword('kite7#mango')).toEqual({ ok: true, problems: [] });
    for (const special of PASSWORD_SPECIALS) {
      expect(checkPassword(`kite7mango${special}`).ok).toBe(true);
    }
  });

  it('reports each missing ingredient', () => {
    expect(checkPassword('kitemango#').problems).toEqual(['missing_digit']);
    expect(checkPassword('80426317#').problems).toEqual(['missing_letter']);
    expect(checkPassword('12345678#').problems).toEqual(['missing_letter', 'too_common']);
    expect(checkPassword('kitemango7').problems).toEqual(['missing_special']);
    expect(checkPassword('kitemango7^').problems).toEqual(['missing_special']);
  });

  it('enforces the length bounds at 8 and 128 characters', () => {
    expect(checkPassword('k7#mang').problems).toEqual(['too_short']);
    expect(checkPassword('k7#mango').ok).toBe(true);
    const max = `k7#${'x'.repeat(PASSWORD_MAX - 3)}`;
    expect(checkPassword(max).ok).toBe(true);
    expect(checkPassword(`${max}x`).problems).toEqual(['too_long']);
  });

  it('counts characters, not UTF-16 units', () => {
    // 7 code points, 8 UTF-16 units
    expect(checkPassword('k7#😀abc').problems).toContain('too_short');
  });

  it('flags common passwords, also with digits or specials appended', () => {
    expect(checkPassword('password').problems).toEqual(['missing_digit', 'missing_special', 'too_common']);
    expect(checkPassword('Password1!').problems).toEqual(['too_common']);
    expect(checkPassword('trustno1@').problems).toEqual(['too_common']);
    expect(checkPassword('Dragon2024!').problems).toEqual(['too_common']);
    expect(checkPassword('iloveyou#1').problems).toEqual(['too_common']);
    // 'abc123' is common but bases shorter than 4 characters ('abc') are not used
    expect(checkPassword('abc123#x').ok).toBe(true);
    expect(checkPassword('abc#9999').ok).toBe(true);
  });

  it('does not flag passwords that merely contain a common word', () => {
    expect(checkPassword('mydragon7!').ok).toBe(true);
    expect(checkPassword('dragonfly7!').ok).toBe(true);
  });

  test.prop([fc.string({ maxLength: 200 })])('ok is true exactly when there are no problems', (pw) => {
    const result = checkPassword(pw);
    expect(result.ok).toBe(result.problems.length === 0);
    expect(new Set(result.problems).size).toBe(result.problems.length);
  });
});

describe('pattern helpers', () => {
  it('isNonWhitespace', () => {
    expect(isNonWhitespace('abc')).toBe(true);
    expect(isNonWhitespace('a b')).toBe(false);
    expect(isNonWhitespace('abc\t')).toBe(false);
    expect(isNonWhitespace('')).toBe(false);
  });
  it('isLettersAndDigits', () => {
    expect(isLettersAndDigits('Class12')).toBe(true);
    expect(isLettersAndDigits('class 12')).toBe(false);
    expect(isLettersAndDigits('class_12')).toBe(false);
    expect(isLettersAndDigits('')).toBe(false);
  });
  it('hasSpecialChar', () => {
    expect(hasSpecialChar('a@b')).toBe(true);
    expect(hasSpecialChar('a&')).toBe(true);
    expect(hasSpecialChar('a-b_c^')).toBe(false);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Asha Rani Verma', 'Asha Rani', 'Verma'],
    ['  Asha    Verma  ', 'Asha', 'Verma'],
    ['Asha', 'Asha', ''],
    ['   ', '', ''],
    ['Ravi\tKumar\nSingh', 'Ravi Kumar', 'Singh'],
  ])('%j', (full, first_name, last_name) => {
    expect(splitFullName(full)).toEqual({ first_name, last_name });
  });

  test.prop([fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { minLength: 2, maxLength: 5 })])('rejoining the halves gives the normalised name', (words) => {
    const { first_name, last_name } = splitFullName(`  ${words.join('   ')} `);
    expect(`${first_name} ${last_name}`).toBe(words.join(' '));
    expect(last_name).toBe(words[words.length - 1]);
  });
});

describe('classifyLogin', () => {
  it('classifies e-mails, lower-cased and trimmed', () => {
    expect(classifyLogin(' Asha@Example.COM ')).toEqual({ kind: 'email', value: 'asha@example.com' });
  });
  it('classifies mobiles, normalised', () => {
    expect(classifyLogin('+91 98765 43210')).toEqual({ kind: 'mobile', value: '9876543210' });
  });
  it('rejects anything else', () => {
    for (const v of ['', 'asha', 'asha@', '12345', '5876543210']) {
      expect(classifyLogin(v)).toBeNull();
      expect(isLoginIdentifier(v)).toBe(false);
    }
    expect(isLoginIdentifier('asha@example.com')).toBe(true);
    expect(isLoginIdentifier('9876543210')).toBe(true);
  });
});
