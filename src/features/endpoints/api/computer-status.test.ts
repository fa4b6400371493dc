import { describe, expect, it } from 'vitest';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { COMPUTER_STATUSES, computerStatusOf } from './computer-status';
import { computerTable } from './computer-table';

const SITE = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001';

describe('the computer list in the URL', () => {
  it('knows the five statuses of the path, in the tabs’ order, and nothing else', () => {
    expect(COMPUTER_STATUSES).toEqual(['all', 'active', 'inactive', 'online', 'offline']);
    for (const status of COMPUTER_STATUSES) expect(computerStatusOf(status)).toBe(status);
    for (const other of ['All', 'deleted', '', 'online ']) expect(computerStatusOf(other)).toBeNull();
  });

  it('keeps the filters of the list and drops what they cannot hold', () => {
    const validate = tableSearchValidator(computerTable);
    expect(
      validate({
        filters: {
          protectionMode: 'Lockdown',
          os: ' Windows 11 ',
          agentVersion: '8.4',
          site: SITE,
          group: 'x',
        },
      }).filters,
    ).toEqual({ protectionMode: 'Lockdown', os: 'Windows 11', agentVersion: '8.4', site: SITE, group: 'x' });
    expect(validate({ filters: { protectionMode: 'Asleep', status: 'online', site: '' } })).toEqual({});
    // A place filter holds a guid: no more than its 36 characters are kept.
    expect(validate({ filters: { site: `${SITE}-and-more` } }).filters).toEqual({ site: SITE });
  });
});
