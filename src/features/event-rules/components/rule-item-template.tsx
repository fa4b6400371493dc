// The item template of the rules list: the theme's own inside a group named "Rule n" (so each
// rule reads as one unit), except that removing a rule that is already saved goes to the page
// (which asks, then deletes it on the server) instead of only dropping it from the form.
import { Paper } from '@mantine/core';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** `removeSaved(index)` handles the rule at index when it is saved (returns true), else false. */
export function ruleItemTemplate(removeSaved: (index: number) => boolean) {
  return function RuleItemTemplate(props: ArrayFieldItemTemplateProps) {
    const { t } = useTranslation();
    const Default = props.registry.templates.ArrayFieldItemTemplate;
    const { onRemoveItem } = props.buttonsProps;
    return (
      <Paper withBorder p="sm" mb="sm" role="group" aria-label={t('rules.item', { number: props.index + 1 })}>
        <Default
          {...props}
          buttonsProps={{
            ...props.buttonsProps,
            onRemoveItem: (event?: unknown) => {
              if (!removeSaved(props.index)) onRemoveItem(event);
            },
          }}
        />
      </Paper>
    );
  };
}
