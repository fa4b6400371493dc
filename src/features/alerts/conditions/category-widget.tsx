// The category field of the condition form: a select of the categories of the page's kind (the
// categories come from GetAlarmConditionCategories through the ui schema's options). One
// component for the module's life, so new options re-render the field and never remount it.
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import type { ApiSchema } from '../../../api/contract-types';

type Category = ApiSchema<'AlarmConditionCategory'>;

export function CategoryWidget(props: WidgetProps) {
  const Select = props.registry.widgets.SelectWidget!;
  const categories = (props.options.categories as readonly Category[] | undefined) ?? [];
  const enumOptions = categories.map((category) => ({ value: category.categoryId, label: category.name }));
  return <Select {...props} options={{ ...props.options, enumOptions }} />;
}

export const categoryUi = (categories: readonly Category[]): UiSchema => ({
  'ui:widget': CategoryWidget,
  'ui:options': { categories },
});
