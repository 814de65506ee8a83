import { afterEach, describe, expect, it } from 'vitest';
import { applyDisplay, applyStoredDisplay, DEFAULT_DISPLAY, DISPLAY_KEY, keepDisplay, storedDisplay } from './display-settings.ts';

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.style.fontSize = '';
});

describe('display settings on <html> (issue 22 §2)', () => {
  const root = document.documentElement;

  it('puts the text size as the root font size and each choice as a class', () => {
    applyDisplay({ text_scale: 150, high_contrast: true, reduced_motion: 'reduce', dyslexia_font: true });
    expect(root.style.fontSize).toBe('150%');
    expect([...root.classList].sort()).toEqual(['abhyas-high-contrast', 'abhyas-legible-font', 'abhyas-reduce-motion']);
    applyDisplay({ ...DEFAULT_DISPLAY, reduced_motion: 'no-preference' });
    expect(root.style.fontSize).toBe('');
    expect([...root.classList]).toEqual(['abhyas-allow-motion']);
    applyDisplay(DEFAULT_DISPLAY);
    expect([...root.classList]).toEqual([]);
  });

  it('keeps the text size within 100–200 %', () => {
    applyDisplay({ ...DEFAULT_DISPLAY, text_scale: 400 });
    expect(root.style.fontSize).toBe('200%');
    applyDisplay({ ...DEFAULT_DISPLAY, text_scale: 50 });
    expect(root.style.fontSize).toBe('');
  });

  it('applies the cached settings at start, and ignores a broken cache', () => {
    keepDisplay('p1', { ...DEFAULT_DISPLAY, text_scale: 200, high_contrast: true });
    root.className = '';
    root.style.fontSize = '';
    applyStoredDisplay();
    expect(root.style.fontSize).toBe('200%');
    expect(root).toHaveClass('abhyas-high-contrast');
    expect(storedDisplay()?.profileId).toBe('p1');
    localStorage.setItem(DISPLAY_KEY, '{not json');
    expect(storedDisplay()).toBeNull();
    localStorage.setItem(DISPLAY_KEY, JSON.stringify({ profileId: 'p2', display: { text_scale: 125 } }));
    expect(storedDisplay()).toEqual({ profileId: 'p2', display: { ...DEFAULT_DISPLAY, text_scale: 125 } });
  });
});
