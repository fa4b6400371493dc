// The form rules of each settings record: the body of CreateOrUpdateSettings is a oneOf of the
// three forms, so each settingKey is checked against its own form's schema (schemas/), with the
// same field pointers and message keys as the console's forms.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { components } from '../../../src/gen/openapi.gen';
import { addFormKeywords } from '../../../src/domain/schema-keywords';
import { fieldPointer, messageKeyFor } from '../../../src/domain/validation-messages';
import { projectRoot } from '../../config';
import type { ValidationFailure } from '../../http/types';

type SettingKey = components['schemas']['SettingKey'];

const FORM_OF: Record<SettingKey, string> = {
  EmailSettings: 'smtp-settings-form',
  SyslogSettings: 'syslog-settings-form',
  HashLookupSettings: 'hash-lookup-settings-form',
};

interface FormValidator {
  schema: Record<string, unknown>;
  validate: ValidateFunction;
}

let formValidators: Map<SettingKey, FormValidator> | null = null;

/** The settingKey's own form, compiled once. */
function formValidator(key: SettingKey): FormValidator {
  if (!formValidators) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    addFormKeywords(ajv);
    formValidators = new Map(
      (Object.keys(FORM_OF) as SettingKey[]).map((k) => {
        const schema = JSON.parse(
          readFileSync(path.join(projectRoot, 'schemas', `${FORM_OF[k]}.schema.json`), 'utf8'),
        ) as Record<string, unknown>;
        return [k, { schema, validate: ajv.compile(schema) }];
      }),
    );
  }
  return formValidators.get(key)!;
}

/** The field errors of a body against its settingKey's form (none when it passes). */
export function formErrors(
  key: SettingKey,
  body: unknown,
  t: (key: string) => string,
): ValidationFailure['errors'] {
  const { schema, validate } = formValidator(key);
  if (validate(body)) return [];
  const all = validate.errors ?? [];
  const real = all.filter((e) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword));
  const seen = new Set<string>();
  const out: ValidationFailure['errors'] = [];
  for (const error of real.length > 0 ? real : all) {
    const field = fieldPointer(error);
    const messageKey = messageKeyFor(schema, error);
    if (seen.has(`${field} ${messageKey}`)) continue;
    seen.add(`${field} ${messageKey}`);
    out.push({ field, messageKey, message: t(messageKey) });
  }
  return out;
}
