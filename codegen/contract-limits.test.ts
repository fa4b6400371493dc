// The limits module: each named schema's own bounds, or its properties' (through refs and allOf);
// form schemas and schemas without bounds are left out.
import { describe, expect, it } from 'vitest';
import { generateLimits } from './contract-limits.ts';

const doc = {
  components: {
    schemas: {
      SearchText: { type: 'string', maxLength: 191 },
      Id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      PagedRequest: {
        type: 'object',
        properties: {
          page: { $ref: '#/components/schemas/Id' },
          search: { type: ['string', 'null'], maxLength: 191 },
          sortDir: { type: 'string', enum: ['asc', 'desc'] },
        },
      },
      AuditLogRequest: {
        allOf: [
          { $ref: '#/components/schemas/PagedRequest' },
          { properties: { userEmail: { maxLength: 254 } } },
        ],
      },
      Flag: { type: 'boolean' },
      'profile-form.schema': { type: 'object', properties: { firstName: { maxLength: 64 } } },
    },
  },
};

describe('generateLimits', () => {
  it('writes one export per named schema with bounds', () => {
    const out = generateLimits(doc);
    expect(out).toContain('export const SearchTextLimits = {"maxLength":191} as const;');
    expect(out).toContain('export const IdLimits = {"minimum":1,"maximum":2147483647} as const;');
    expect(out).toContain(
      'export const PagedRequestLimits = {"page":{"minimum":1,"maximum":2147483647},"search":{"maxLength":191}} as const;',
    );
    expect(out).toContain(
      'export const AuditLogRequestLimits = {"page":{"minimum":1,"maximum":2147483647},"search":{"maxLength":191},"userEmail":{"maxLength":254}} as const;',
    );
    expect(out).not.toContain('Flag');
    expect(out).not.toContain('firstName');
  });
});
