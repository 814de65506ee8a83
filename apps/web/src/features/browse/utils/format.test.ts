import { describe, expect, it } from 'vitest';
import { bookHref, examLabel, formatDuration, practiceHref, toMinutes, truncateLabel } from './format.ts';

describe('truncateLabel (learning.md §4 Tiles)', () => {
  it('keeps labels of up to 45 characters whole', () => {
    const s = 'a'.repeat(45);
    expect(truncateLabel(s)).toBe(s);
  });
  it('cuts longer labels to 45 characters including the ellipsis', () => {
    const out = truncateLabel('Motion in a Straight Line: Position, Path Length and Displacement');
    expect([...out]).toHaveLength(45);
    expect(out.endsWith('…')).toBe(true);
    expect(out.startsWith('Motion in a Straight Line')).toBe(true);
  });
  it('cuts at 30 on narrow screens and never splits a Devanagari cluster', () => {
    const hindi = 'गति के नियम और उनके अनुप्रयोग: बल, द्रव्यमान और त्वरण';
    const out = truncateLabel(hindi, 30);
    expect(out.endsWith('…')).toBe(true);
    expect(hindi.startsWith(out.slice(0, -1))).toBe(true);
    expect(out.length).toBeLessThan(hindi.length);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [61, '1:01'],
    [754.9, '12:34'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-5, '0:00'],
  ])('%s s → %s', (s, text) => expect(formatDuration(s)).toBe(text));
});

describe('links and minutes', () => {
  it('rounds test durations up to whole minutes', () => {
    expect(toMinutes(10800)).toBe(180);
    expect(toMinutes(90)).toBe(2);
  });
  it('sends books and big books to their tables of contents', () => {
    expect(bookHref({ code: 'ncert phy', kind: 'book' })).toBe('/booktoc?book_id=ncert%20phy');
    expect(bookHref({ code: 'hc-verma', kind: 'big_book' })).toBe('/bigbooktoc?book_id=hc-verma');
  });
  it('opens Normal practice for a chapter', () => {
    expect(practiceHref('phy-11-02')).toBe('/practice?mode=Normal&lm_code=phy-11-02&lm_level=chapter');
    expect(practiceHref('phy-11-02', 'Motion in a Line')).toBe(
      '/practice?mode=Normal&lm_code=phy-11-02&lm_level=chapter&lm_name=Motion+in+a+Line&title=Motion+in+a+Line',
    );
  });
});

describe('examLabel', () => {
  it('names exams as students write them', () => {
    expect(examLabel('jee-main')).toBe('JEE Main');
    expect(examLabel('neet-ug')).toBe('NEET UG');
    expect(examLabel('cbse-class-10')).toBe('CBSE Class 10');
  });
});
