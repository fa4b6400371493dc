// The item template of the rules list: the theme's own, except that removing a rule that is
// already saved goes to the page (which asks, then deletes it on the server) instead of only
// dropping it from the form.
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** `removeSaved(index)` handles the rule at index when it is saved (returns true), else false. */
export function ruleItemTemplate(removeSaved: (index: number) => boolean) {
  return function RuleItemTemplate(props: ArrayFieldItemTemplateProps) {
    const Default = props.registry.templates.ArrayFieldItemTemplate;
    const { onRemoveItem } = props.buttonsProps;
    return (
      <Default
        {...props}
        buttonsProps={{
          ...props.buttonsProps,
          onRemoveItem: (event?: unknown) => {
            if (!removeSaved(props.index)) onRemoveItem(event);
          },
        }}
      />
    );
  };
}
