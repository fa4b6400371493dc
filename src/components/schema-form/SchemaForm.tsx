// THE schema form (DESIGN.md: a form is a JSON Schema plus a ui schema). rjsf with the Mantine
// theme renders it; the form's precompiled validator checks it (the sandbox checks the same
// schema); every message is the catalogue's, in the user's language. See field-errors.ts for
// when errors show. A 400's field errors land on their fields with the same text; a failed save
// keeps everything typed; leaving a changed form asks first; a save shows the success message.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { IChangeEvent } from '@rjsf/core';
import { deepEquals, getDefaultFormState, type UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import type { SchemaFormDefinition } from './form-definition';
import {
  cleanData as cleanFormData,
  isFieldPointer,
  keepUnchanged,
  mergeKeys,
  pointerOfId,
  refreshShown,
  showOnBlur,
  toErrorSchema,
} from './field-errors';
import { FieldErrors } from './FieldErrors';
import { LabelledStringField } from './LabelledStringField';
import { ThemedForm } from './themed-form';
import { rjsfTranslator } from './translate-string';
import { mergeUi, translatedUiSchema } from './translated-ui-schema';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { validateForm, type FieldMessageKeys } from './validate-form';
import { catalogueKey } from '../../i18n/message-key';

/** What a page can do to its form from outside (e.g. put a connection test's token in). */
export interface SchemaFormHandle<T> {
  /** Sets (or, with undefined, removes) values, as a model update: shown errors are re-checked. */
  setValues: (patch: Partial<T>) => void;
  /** The current values (emptied inputs absent). */
  values: () => T;
  /**
   * A change the server has already made (e.g. a saved record deleted on its own): applied to
   * the values and to what counts as saved, so it does not make the form "changed".
   */
  applySaved: (change: (values: T) => T) => void;
}

export interface SchemaFormProps<T> {
  form: SchemaFormDefinition<T>;
  /** The values the form starts from (e.g. the record being edited); read once, on mount. */
  initialData?: Partial<T>;
  /** Saves the (valid) data; a rejection with an ApiError puts its field errors on the fields. */
  onSubmit: (data: T) => Promise<unknown>;
  /** Shown as a notification after a successful save. */
  successMessage?: string | ((data: T) => string);
  /** After a successful save (the form is no longer "changed" by then). */
  onSaved?: (data: T) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** A save starts or settles (a drawer holding the form stays open meanwhile). */
  onSubmittingChange?: (submitting: boolean) => void;
  /** Every change of the values (emptied inputs absent). */
  onValuesChange?: (values: T) => void;
  handle?: Ref<SchemaFormHandle<T>>;
  /** Additions to the form's ui schema (help texts, placeholders, widgets of this page). */
  uiSchema?: UiSchema<T>;
  /**
   * Secret fields with a value stored on the server (never sent back): each says so under its
   * input, with the hint the server gives (e.g. the last 4 characters) or `true` for none.
   */
  storedSecrets?: Partial<Record<keyof T & string, string | true>>;
  submitLabel?: string;
  disabled?: boolean;
  /** Rules no schema can hold (field pointer -> message keys), checked with the schema's. */
  extraValidate?: (data: T) => FieldMessageKeys;
  /** Ask before navigating away from changes (default true; a drawer asks on close itself too). */
  guardNavigation?: boolean;
  /** More actions beside Save. */
  children?: ReactNode;
}

const EMPTY: FieldMessageKeys = new Map();
type UiNode = Parameters<typeof mergeUi>[0];

/** The ui schema with "a value is stored" under each stored secret's input. */
function withStoredSecrets<T>(
  uiSchema: UiSchema<T> | undefined,
  storedSecrets: Partial<Record<string, string | true>> | undefined,
  t: (key: string, vars?: Record<string, unknown>) => string,
): UiSchema<T> | undefined {
  const entries = Object.entries(storedSecrets ?? {}).filter(([, hint]) => hint !== undefined);
  if (entries.length === 0) return uiSchema;
  const out: Record<string, unknown> = { ...uiSchema };
  for (const [field, hint] of entries) {
    const description =
      hint === true ? t('schemaForm.secretStored') : t('schemaForm.secretStoredHint', { hint });
    out[field] = { ...(out[field] as object | undefined), 'ui:description': description };
  }
  return out as UiSchema<T>;
}
const TEMPLATES = { FieldErrorTemplate: FieldErrors };
const FIELDS = { StringField: LabelledStringField };

export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const { form, onSubmit, onDirtyChange, onSubmittingChange, extraValidate } = props;
  const { t, i18n } = useTranslation();
  const idPrefix = useMemo(
    () => form.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
    [form.name],
  );

  // Which fields are hidden (the page's values, kept even when empty): the form's ui schema with
  // the page's additions, read once like the starting values.
  const [hiddenUi] = useState(() => mergeUi(form.uiSchema as object as UiNode, props.uiSchema as UiNode));
  const cleanData = <V,>(values: V): V => cleanFormData(values, hiddenUi);
  // The starting values with the schema's defaults filled in, so defaults alone are no change.
  const [start] = useState(
    () => getDefaultFormState<T>(form.validator, form.schema, props.initialData as T, form.schema) as T,
  );
  const [data, setData] = useState<T>(start);
  const baseline = useRef(cleanData(start));
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState<FieldMessageKeys>(EMPTY);
  const [server, setServer] = useState<{ keys: FieldMessageKeys; sent: unknown; texts: Map<string, string> }>(
    {
      keys: EMPTY,
      sent: null,
      texts: new Map(),
    },
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);

  const check = (values: T): FieldMessageKeys => {
    const clean = cleanData(values);
    const schemaErrors = validateForm(form, clean);
    return extraValidate ? mergeKeys(schemaErrors, extraValidate(clean)) : schemaErrors;
  };

  const markDirty = (values: T) => {
    const next = !deepEquals(cleanData(values), baseline.current);
    dirtyRef.current = next;
    setDirty(next);
  };

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  useEffect(() => {
    onSubmittingChange?.(submitting);
  }, [submitting, onSubmittingChange]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const dataRef = useRef(data);
  const update = (values: T) => {
    dataRef.current = values;
    setData(values);
    markDirty(values);
    setShown((current) => (current.size > 0 ? refreshShown(current, check(values)) : current));
    setServer((current) =>
      current.keys.size > 0
        ? { ...current, keys: keepUnchanged(current.keys, current.sent, cleanData(values)) }
        : current,
    );
  };

  const handleChange = (event: IChangeEvent<T>) => {
    const values = event.formData as T;
    update(values);
    props.onValuesChange?.(cleanData(values));
  };

  useImperativeHandle(props.handle, () => ({
    setValues: (patch) => update(cleanData({ ...dataRef.current, ...patch })),
    values: () => cleanData(dataRef.current),
    applySaved: (change) => {
      baseline.current = cleanData(change(baseline.current));
      update(cleanData(change(dataRef.current)));
    },
  }));

  const handleBlur = (id: string) => {
    const pointer = pointerOfId(idPrefix, id);
    if (pointer === null) return;
    setShown((current) => showOnBlur(current, check(data), pointer));
  };

  const submittingRef = useRef(false);
  const handleSubmit = async () => {
    // Enter in a field while a save is under way does not send it twice.
    if (submittingRef.current) return;
    const values = cleanData(data);
    const errors = check(values);
    setShown(errors);
    setFormError(null);
    if (errors.size > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      await onSubmit(values);
      baseline.current = values;
      dirtyRef.current = false;
      setDirty(false);
      setServer({ keys: EMPTY, sent: null, texts: new Map() });
      const message =
        typeof props.successMessage === 'function' ? props.successMessage(values) : props.successMessage;
      // Its close button named: an unnamed button fails WCAG 4.1.2 (axe button-name).
      if (message)
        notifications.show({
          color: 'teal',
          message,
          closeButtonProps: { 'aria-label': t('schemaForm.closeNotice') },
        });
      props.onSaved?.(values);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        const keys: FieldMessageKeys = new Map();
        const texts = new Map<string, string>();
        for (const fieldError of error.fieldErrors) {
          keys.set(fieldError.field, [...(keys.get(fieldError.field) ?? []), fieldError.messageKey]);
          texts.set(fieldError.messageKey, fieldError.message);
        }
        setServer({ keys, sent: values, texts });
        setFocusRequest((n) => n + 1);
      } else if (isApiError(error)) {
        setFormError(error.messageKey ? t(error.messageKey) : error.message);
      } else {
        setFormError(t('errors.generic'));
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const language = i18n.resolvedLanguage;
  const storedSecrets = props.storedSecrets;
  // By content: callers may pass a new object each render.
  const storedSecretsKey = JSON.stringify(storedSecrets ?? {});
  const uiSchema = useMemo(
    () =>
      translatedUiSchema(
        form,
        (key) => t(catalogueKey(key)),
        (key) => i18n.exists(key),
        withStoredSecrets(props.uiSchema, storedSecrets, (key, vars) => t(catalogueKey(key), vars)),
      ),
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, props.uiSchema, storedSecretsKey, language],
  );
  const translateString = useMemo(() => rjsfTranslator((key, vars) => t(catalogueKey(key), vars)), [t]);

  // What is shown: client errors of fields the user has left (or all after a submit), and the
  // server's, each in the user's language.
  const visible = mergeKeys(shown, server.keys);
  const textOf = (key: string) =>
    i18n.exists(key) ? t(catalogueKey(key)) : (server.texts.get(key) ?? t('validation.common.invalid'));
  const fieldMessages = new Map<string, string[]>();
  const formMessages: string[] = [];
  for (const [pointer, keys] of visible) {
    const texts = keys.map(textOf);
    if (isFieldPointer(form.schema, uiSchema, pointer)) fieldMessages.set(pointer, texts);
    else formMessages.push(...texts);
  }
  if (formError) formMessages.push(formError);

  return (
    <Stack gap="md" ref={formRef}>
      {formMessages.length > 0 && (
        <Alert color="red" title={t('schemaForm.formErrorTitle')} role="alert">
          <List size="sm">
            {formMessages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <ThemedForm
        schema={form.schema}
        uiSchema={uiSchema}
        validator={form.validator}
        formData={data}
        onChange={handleChange}
        onBlur={handleBlur}
        onSubmit={() => void handleSubmit()}
        extraErrors={toErrorSchema<T>(fieldMessages)}
        idPrefix={idPrefix}
        idSeparator="_"
        noValidate
        noHtml5Validate
        showErrorList={false}
        translateString={translateString}
        templates={TEMPLATES}
        fields={FIELDS}
        disabled={props.disabled}
      >
        <Group gap="sm" mt="md">
          <Button
            type="submit"
            loading={submitting}
            disabled={props.disabled}
            // Pressing Save does not first leave the field being typed in: that would show its
            // message, move the button down and lose the click. Save shows every message anyway.
            onMouseDown={(event) => event.preventDefault()}
          >
            {props.submitLabel ?? t('schemaForm.save')}
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel} disabled={submitting}>
              {t('schemaForm.cancel')}
            </Button>
          )}
          {props.children}
        </Group>
      </ThemedForm>
      {props.guardNavigation !== false && <UnsavedChangesGuard shouldBlock={() => dirtyRef.current} />}
    </Stack>
  );
}
