// The validation rules of spec section 5 that the company and password forms carry, with one bad
// value each: the e2e tests type the value into the field and expect `message`; the sandbox tests
// send it straight to the API and expect a 400 on `field` with `messageKey`. One table, so the
// browser and the server are checked against the same cases.
export interface FormRuleCase {
  /** The field's label in the English form. */
  label: string;
  /** JSON Pointer of the field in the request body. */
  field: string;
  bad: string;
  messageKey: string;
  /** The English text (the spec's words where the spec gives them). */
  message: string;
  /** A value that passes (empty: leave the optional field blank). */
  good: string;
}

const forbidden = (label: string, field: string, bad: string, good = ''): FormRuleCase => ({
  label,
  field: `/${field}`,
  bad,
  messageKey: `validation.company.${field}.forbiddenChars`,
  message: `${label} must not contain < > ? or ".`,
  good,
});

export const COMPANY_RULES: readonly FormRuleCase[] = [
  forbidden('Company name', 'companyName', 'Acme <Labs>', 'Acme Labs'),
  {
    label: 'Short name',
    field: '/shortName',
    bad: 'ACM',
    messageKey: 'validation.company.shortName.length',
    message: 'Company short name must be 4 to 15 characters.',
    good: 'ACME',
  },
  {
    label: 'Short name',
    field: '/shortName',
    bad: 'ACMEINDUSTRIESLTD',
    messageKey: 'validation.company.shortName.length',
    message: 'Company short name must be 4 to 15 characters.',
    good: 'ACMEINDUSTRIES',
  },
  forbidden('Contact name', 'contactName', 'Jo "JJ" Smith'),
  {
    label: 'Contact email',
    field: '/email',
    bad: 'it-at-acme.example',
    messageKey: 'validation.company.email.invalid',
    message: 'Please enter valid contact email',
    good: '',
  },
  {
    label: 'Phone',
    field: '/phone',
    bad: 'call me',
    messageKey: 'validation.company.phone.invalid',
    message: 'Please enter a valid phone number',
    good: '',
  },
  {
    label: 'Extension',
    field: '/ext',
    bad: '12a',
    messageKey: 'validation.company.ext.invalid',
    message: 'Please enter valid extension number',
    good: '',
  },
  {
    label: 'Fax',
    field: '/fax',
    bad: '12-34',
    messageKey: 'validation.company.fax.invalid',
    message: 'Please enter a valid fax number',
    good: '',
  },
  forbidden('Address line 1', 'address1', '1 Main St?'),
  forbidden('Address line 2', 'address2', 'Suite <4>'),
  forbidden('City', 'city', 'Chi>cago'),
  forbidden('State/Province', 'state', 'I"L'),
  {
    label: 'Postal code',
    field: '/postalCode',
    bad: '606-07',
    messageKey: 'validation.company.postalCode.alphanumeric',
    message: 'Postal code must contain letters and numbers only.',
    good: '',
  },
];

/** A valid company body the cases above spoil one field of. */
export const VALID_COMPANY = { companyName: 'Acme Labs', shortName: 'ACMELABS' } as const;
