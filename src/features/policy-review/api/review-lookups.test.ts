import { describe, expect, it } from 'vitest';
import type { FilterSpec } from '../../../components/paged-table/table-definition';
import { catalogueKey } from '../../../i18n/message-key';
import { withServerOptions } from './review-lookups';

const risk: FilterSpec = {
  id: 'riskLevel',
  kind: 'enum',
  labelKey: catalogueKey('risk'),
  options: [
    { value: 'Low', labelKey: catalogueKey('low') },
    { value: 'High', labelKey: catalogueKey('high') },
    { value: 'Critical', labelKey: catalogueKey('critical') },
  ],
};
const name: FilterSpec = { id: 'name', kind: 'text', labelKey: catalogueKey('name'), maxLength: 10 };

describe('withServerOptions', () => {
  it('offers the server\u2019s values in its order, with the catalogue keys of the table', () => {
    const served = withServerOptions({ filters: [risk, name] }, { riskLevel: ['Critical', 'Low'] });
    expect(served.filters[0]).toMatchObject({
      options: [
        { value: 'Critical', labelKey: catalogueKey('critical') },
        { value: 'Low', labelKey: catalogueKey('low') },
      ],
    });
    expect(served.filters[1]).toBe(name);
  });

  it('offers nothing before the server has answered', () => {
    expect(withServerOptions({ filters: [risk] }, { riskLevel: [] }).filters[0]).toMatchObject({
      options: [],
    });
  });
});
