// The theme's array template with an add button that says what it adds ("Add rule", "Add
// condition") instead of the generic "Add Item".
import { useMemo } from 'react';
import type { ArrayFieldTemplateProps, IconButtonProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../i18n/message-key';

export function namedAddTemplate(labelKey: MessageKey) {
  return function NamedAddArrayTemplate(props: ArrayFieldTemplateProps) {
    const { t } = useTranslation();
    const label = t(labelKey);
    const { registry } = props;
    const withLabel = useMemo(() => {
      const AddButton = registry.templates.ButtonTemplates.AddButton;
      const NamedAddButton = (button: IconButtonProps) => <AddButton {...button} title={label} />;
      return {
        ...registry,
        templates: {
          ...registry.templates,
          ButtonTemplates: { ...registry.templates.ButtonTemplates, AddButton: NamedAddButton },
        },
      };
    }, [registry, label]);
    const Default = registry.templates.ArrayFieldTemplate;
    return <Default {...props} registry={withLabel} />;
  };
}
