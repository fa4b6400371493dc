// A rule impact's filter (issue 28) survives the trip through the event inspection's URL: the
// preview's link (impactHref), the route's validation and the list's request give back exactly the
// contract filter the sandbox counted with, so the link opens the counted events.
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../../api/contract-types';
import { impactHref } from '../../../components/rule-dialog/impact-links';
import { eventListBody } from './event-request';
import { validateEventSearch } from './event-search';

const SHA = 'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9';
const RANGE = { startDate: '2026-10-20T08:00:00.000Z', endDate: '2026-11-19T08:00:00.000Z' };
const GUIDS = {
  partnerGuid: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  companyGuid: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
  siteGuid: '5c7d9e1f-2a3b-4c5d-8e9f-0a1b2c3d4001',
  groupGuid: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001',
  computerGuid: '1a2b3c4d-0003-4e5f-8a9b-000000040003',
};

/** The request the event list sends for the address a preview links to. */
function requestOfLink(filter: ApiSchema<'EventInspectionFilter'>) {
  const url = new URL(impactHref(filter), 'http://console.test');
  expect(url.pathname).toBe('/event-inspection/all-events');
  const search = validateEventSearch('individual')({
    filters: JSON.parse(url.searchParams.get('filters')!) as unknown,
  });
  expect(search.dropped).toBeUndefined();
  return eventListBody({ page: 1, pageSize: 50, filters: search.filters! }, 'individual', Date.now());
}

describe('a rule impact’s link into the event inspection', () => {
  const cases: Array<[string, ApiSchema<'EventInspectionFilter'>]> = [
    [
      'a hash at a group, on one computer',
      {
        mode: 'individual',
        dateRange: RANGE,
        groupGuid: GUIDS.groupGuid,
        computerGuid: GUIDS.computerGuid,
        sha256: SHA,
        actionTaken: 'blocked',
      },
    ],
    [
      'a publisher at a company',
      {
        mode: 'individual',
        dateRange: RANGE,
        companyGuid: GUIDS.companyGuid,
        publisher: 'Zoom Video Communications, Inc.',
        actionTaken: 'blocked',
      },
    ],
    [
      'a folder with wildcards at a site',
      {
        mode: 'individual',
        dateRange: RANGE,
        siteGuid: GUIDS.siteGuid,
        pathPattern: 'C:\\Users\\*\\AppData\\Local\\Temp\\?x\\',
        actionTaken: 'allowed',
      },
    ],
    [
      'a hash at the partner level',
      {
        mode: 'individual',
        dateRange: RANGE,
        partnerGuid: GUIDS.partnerGuid,
        sha256: SHA,
        actionTaken: 'blocked',
      },
    ],
  ];

  it.each(cases)('%s: the list asks exactly the counted filter', (_name, filter) => {
    const body = requestOfLink(filter);
    const { mode: _mode, ...fields } = filter;
    expect(body).toMatchObject({ mode: 'individual', ...fields, exclude: null });
    // Nothing beyond the counted filter narrows the list.
    const set = Object.entries(body).filter(
      ([key, value]) =>
        value !== null && !['page', 'pageSize', 'sortColumn', 'sortDir', 'search', 'mode'].includes(key),
    );
    expect(Object.fromEntries(set)).toEqual(fields);
  });

  it('drops a malformed node id from a pasted address and says so', () => {
    const search = validateEventSearch('individual')({
      filters: { company: 'not-a-guid', publisher: 'Contoso Ltd' },
    });
    expect(search).toMatchObject({ filters: { publisher: 'Contoso Ltd' }, dropped: true });
  });
});
