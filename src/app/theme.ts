// The console's Mantine theme: one primary color, system fonts (nothing to download), and
// rounded corners kept small for dense admin screens.
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
});

/** Where the chosen color scheme is remembered (Mantine's localStorage manager). */
export const COLOR_SCHEME_STORAGE_KEY = 'colorScheme';
