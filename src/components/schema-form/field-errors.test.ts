// When errors show and where they land: the rules of field-errors.ts on their own.
import { describe, expect, it } from 'vitest';
import {
  cleanData,
  fieldId,
  isFieldPointer,
  keepUnchanged,
  pointerOfId,
  refreshShown,
  showOnBlur,
  toErrorSchema,
} from './field-errors';
import { companyForm } from './forms/company-form.gen';

const keys = (entries: Array<[string, string[]]>) => new Map(entries);

describe('field errors', () => {
  it('shows a left field’s current errors, and forgets a field left valid', () => {
    const current = keys([['/city', ['city.bad']]]);
    expect(showOnBlur(new Map(), current, '/city')).toEqual(keys([['/city', ['city.bad']]]));
    expect(showOnBlur(keys([['/phone', ['phone.bad']]]), current, '/phone')).toEqual(new Map());
  });

  it('re-checks only what is shown', () => {
    const shown = keys([['/city', ['city.bad']]]);
    const current = keys([
      ['/city', ['city.other']],
      ['/phone', ['phone.bad']],
    ]);
    expect(refreshShown(shown, current)).toEqual(keys([['/city', ['city.other']]]));
    expect(refreshShown(shown, new Map())).toEqual(new Map());
  });

  it('keeps a server error while its field holds the value that was sent', () => {
    const server = keys([
      ['/shortName', ['unique']],
      ['/rules/0/name', ['required']],
    ]);
    const sent = { shortName: 'FAB', rules: [{ name: '' }] };
    expect(keepUnchanged(server, sent, { shortName: 'FAB', rules: [{ name: '' }], city: 'x' })).toEqual(
      server,
    );
    expect(keepUnchanged(server, sent, { shortName: 'FAB2', rules: [{ name: '' }] })).toEqual(
      keys([['/rules/0/name', ['required']]]),
    );
  });

  it('puts visible fields on the form and the rest above it', () => {
    const ui = companyForm.uiSchema as object;
    expect(isFieldPointer(companyForm.schema, ui, '/shortName')).toBe(true);
    expect(isFieldPointer(companyForm.schema, ui, '/companyGuid')).toBe(false); // a hidden field
    expect(isFieldPointer(companyForm.schema, ui, '')).toBe(false);
    expect(isFieldPointer(companyForm.schema, ui, 'header:x-partner-guid')).toBe(false);
    expect(isFieldPointer(companyForm.schema, ui, '/unknown')).toBe(false);
  });

  it('maps pointers to rjsf’s element ids and back', () => {
    expect(fieldId('companyForm', '/shortName')).toBe('companyForm_shortName');
    expect(pointerOfId('companyForm', 'companyForm_shortName')).toBe('/shortName');
    expect(pointerOfId('ignoreEventsForm', 'ignoreEventsForm_rules_0_ruleName')).toBe('/rules/0/ruleName');
    expect(pointerOfId('companyForm', 'profileForm_firstName')).toBeNull();
  });

  it('builds rjsf’s error tree', () => {
    expect(
      toErrorSchema(
        new Map([
          ['/city', ['bad city']],
          ['/rules/1/value', ['bad value']],
        ]),
      ),
    ).toEqual({ city: { __errors: ['bad city'] }, rules: { 1: { value: { __errors: ['bad value'] } } } });
  });

  it('treats an emptied input as an absent value', () => {
    expect(cleanData({ a: '', b: undefined, c: 'x', d: null, e: [{ f: '' }], g: 0, h: false })).toEqual({
      c: 'x',
      d: null,
      e: [{}],
      g: 0,
      h: false,
    });
  });

  it('keeps a hidden field’s empty value: it is the page’s, not an emptied input', () => {
    const ui = { query: { 'ui:widget': 'hidden' }, rows: { items: { id: { 'ui:widget': 'hidden' } } } };
    expect(cleanData({ name: '', query: '', rows: [{ id: '', text: '' }] }, ui)).toEqual({
      query: '',
      rows: [{ id: '' }],
    });
  });
});
