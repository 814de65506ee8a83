import { describe, expect, it } from 'vitest';
import { REDACTED, isPersonalKey, scrubPersonalData, scrubText } from './scrub.ts';

describe('scrubPersonalData (issue 21 §3: the clickstream carries no name, e-mail or mobile)', () => {
  it('drops keys that name a person, at any depth', () => {
    expect(
      scrubPersonalData({ page: '/learn', first_name: 'Aarav', user: { Email: 'a@b.in', phoneNumber: '9876543210', grade: 10 }, list: [{ mobile: '9' }] }),
    ).toEqual({
      page: '/learn',
      user: { grade: 10 },
      list: [{}],
    });
    expect(isPersonalKey('child-name')).toBe(true);
    expect(isPersonalKey('video_id')).toBe(false);
  });

  it('redacts e-mail addresses and Indian mobile numbers inside any string', () => {
    expect(scrubText('write to demo@abhyas.in or call +91 98765 43210 / 09876543210 / 6123456789')).toBe(
      `write to ${REDACTED} or call ${REDACTED} / ${REDACTED} / ${REDACTED}`,
    );
    // Not a mobile: too short, too long, or starting below 6.
    expect(scrubText('score 123456789, id 12345678901, 5123456789')).toBe('score 123456789, id 12345678901, 5123456789');
  });

  it('redacts the sender’s own names as whole words, in any script', () => {
    expect(scrubPersonalData({ q: 'Aarav searched aaravani; दिया पढ़ रही है' }, ['Aarav', 'दिया'])).toEqual({
      q: `${REDACTED} searched aaravani; ${REDACTED} पढ़ रही है`,
    });
    expect(scrubPersonalData([1, true, null, 'Om', 'o'], ['Om', 'o'])).toEqual([1, true, null, REDACTED, 'o']);
  });
});
