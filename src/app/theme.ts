// The console's Mantine theme: one primary color, system fonts (nothing to download), and
// rounded corners kept small for dense admin screens.
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA: white on indigo-6 is 4.3:1; indigo-7 is 5.0:1 (buttons, links, active entries).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
});

/**
 * WCAG AA in both schemes: Mantine's dimmed text (3.3:1 on white, 4.0:1 on dark) and its link
 * shades are too faint for breadcrumbs, hints and table links; `--app-color-danger-text` is the
 * red of destructive text buttons that reads on either background. Light yellow alerts (notices of
 * an unmet condition) get a dark amber text: Mantine's yellow-9 on yellow-1 is 2.7:1, this 6.1:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    '--app-color-danger-text': 'var(--mantine-color-red-9)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#8a4b00',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
    '--app-color-danger-text': 'var(--mantine-color-red-3)',
    '--mantine-color-error': 'var(--mantine-color-red-3)',
  },
});

/** Where the chosen color scheme is remembered (Mantine's localStorage manager). */
export const COLOR_SCHEME_STORAGE_KEY = 'colorScheme';
