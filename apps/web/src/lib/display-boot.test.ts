import { afterEach, describe, expect, it } from 'vitest';
import { applyStoredDisplaySoon } from './display-boot.ts';

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.style.fontSize = '';
});

/** The first paint's display settings (issue 22 §2): applied before the app renders, loaded only when not the defaults. */
describe('applyStoredDisplaySoon', () => {
  it('applies kept settings other than the defaults (text size, high contrast) before it resolves', async () => {
    localStorage.setItem(
      'abhyas.display',
      JSON.stringify({ profileId: 'p1', display: { text_scale: 150, high_contrast: true, reduced_motion: 'system', dyslexia_font: false } }),
    );
    await applyStoredDisplaySoon();
    expect(document.documentElement.classList.contains('abhyas-high-contrast')).toBe(true);
    expect(document.documentElement.style.fontSize).toBe('150%');
  });

  it('leaves the page alone for the defaults, nothing kept, or a damaged entry', async () => {
    for (const raw of [
      null,
      '{not json',
      JSON.stringify({ display: { text_scale: 100, high_contrast: false, reduced_motion: 'system', dyslexia_font: false } }),
    ]) {
      if (raw === null) localStorage.removeItem('abhyas.display');
      else localStorage.setItem('abhyas.display', raw);
      await applyStoredDisplaySoon();
      expect([document.documentElement.className, document.documentElement.style.fontSize]).toEqual(['', '']);
    }
  });
});
