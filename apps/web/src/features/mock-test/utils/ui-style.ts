/**
 * The test screen's style (issue 15): light by default, as NTA's screen is, and the student's
 * own choice remembered on this device once they switch (localStorage; private mode keeps it for
 * the page only).
 */
export type UiStyle = 'dark' | 'light';

const KEY = 'abhyas.test.uiStyle';

/** The style the student chose on this device, or null when they never switched. */
export function storedUiStyle(): UiStyle | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the student's choice. */
export function storeUiStyle(style: UiStyle): void {
  try {
    localStorage.setItem(KEY, style);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

/**
 * The style a test opens in: the student's choice on this device, else the one the session was
 * started with (another device's choice, sent at the start), else light.
 */
export function initialUiStyle(stored: UiStyle | null, session?: UiStyle | null): UiStyle {
  return stored ?? session ?? 'light';
}
