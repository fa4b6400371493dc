// rjsf's Form with the Mantine theme, built once; the file input is the console's (FileWidget.tsx).
import { withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mantine';
import { FileWidget } from './FileWidget';

export const ThemedForm = withTheme({ ...Theme, widgets: { ...Theme.widgets, FileWidget } });
