// rjsf's Form with the Mantine theme, built once.
import { withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mantine';

export const ThemedForm = withTheme(Theme);
