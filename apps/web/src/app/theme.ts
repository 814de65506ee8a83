import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Abhyas colours: a warm saffron primary. Shade 7 (#c2410c) is the filled colour: white text on it
 * has a 5.2:1 contrast and it reads at 5.2:1 as link text on white (WCAG AA needs 4.5:1).
 */
const saffron: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd0a1', '#ffb46b', '#fb923c', '#f97316', '#e8590c', '#c2410c', '#a93a0b', '#8a2f0a'];

/** A deep teal used for secondary accents (badges, icons); shade 7 is 5.9:1 on white. */
const teal: MantineColorsTuple = ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0b7a5f', '#086b53', '#064e3b'];

/** Builds the theme for a font stack (the active script's Noto face, see lib/fonts.ts). */
export function createAbhyasTheme(fontFamily: string) {
  return createTheme({
    primaryColor: 'saffron',
    primaryShade: { light: 7, dark: 5 },
    colors: { saffron, teal },
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    focusRing: 'auto',
    autoContrast: true,
    cursorType: 'pointer',
    black: '#2d1b0e',
    components: {
      Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
      Button: { defaultProps: { radius: 'md' } },
    },
  });
}

/** Keeps dimmed text readable: Mantine's default dimmed grey is 3.3:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#57534e', '--mantine-color-body': '#fffdf9' },
  dark: {},
});
