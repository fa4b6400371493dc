// rjsf's own strings (array add/remove, error list, yes/no ...) from the catalogue:
// schemaForm.rjsf.<TranslatableString name>, with %1, %2 ... passed as {{p1}}, {{p2}} ...
import { TranslatableString, englishStringTranslator } from '@rjsf/utils';

const NAME_OF = new Map<string, string>(
  Object.entries(TranslatableString).map(([name, text]) => [text, name]),
);

export function rjsfTranslator(t: (key: string, vars?: Record<string, string>) => string) {
  return (text: TranslatableString, params?: string[]): string => {
    const name = NAME_OF.get(text);
    if (!name) return englishStringTranslator(text, params);
    const vars = Object.fromEntries((params ?? []).map((p, i) => [`p${i + 1}`, p]));
    return t(`schemaForm.rjsf.${name}`, vars);
  };
}
