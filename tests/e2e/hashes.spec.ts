// Hash inspection against the sandbox: the class tabs' counts and first page equal the API's
// for the role, the malicious shortcut, a tab change, a malicious hash's page (its event types,
// where it was seen, the link to the event inspection filtered to it), a malformed {param}, a
// site auditor's hash page kept to its site, axe, and Japanese.
import { expect, test, type Page } from '@playwright/test';
import { formatAbbreviated } from '../../src/i18n/format';
import { readFileSync } from 'node:fs';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { columnTexts, dataRows, rangeStatus } from './support/table';

/** The English words of each event type, as the page names them (the message catalogue's). */
const EVENT_TYPE_WORDS = (
  JSON.parse(readFileSync('locales/en/forms.json', 'utf8')) as {
    forms: { options: { eventTypeName: Record<string, string> } };
  }
).forms.options.eventTypeName;

interface FileHash {
  sha256: string;
  fileName: string;
  hashClass: string;
}
interface PagedReply<T> {
  entityData: T[];
  totalCount: number;
}
interface HashPage {
  hash: FileHash;
  events: { total: number; byEventType: { eventType: string; count: number }[] };
}
interface Group {
  groupGuid: string;
  groupName: string;
  siteName: string;
}
interface Visibility {
  computerCount: number;
  computers: { computerGuid: string; computerName: string; siteName: string }[];
  groups: Group[];
}

const CLASSES = [
  ['harmless', 'Harmless'],
  ['suspicious', 'Suspicious'],
  ['malicious', 'Malicious'],
  ['notFound', 'Not found'],
] as const;

/** The API as the signed-in user (the page's cookies), for the whole scope of the role. */
async function api<T>(page: Page, operation: string, data: object): Promise<T> {
  const response = await page.request.post(`/restapi/HashInspection/${operation}`, {
    headers: { 'x-csrf': '1' },
    data,
  });
  expect(response.ok(), operation).toBe(true);
  return (await response.json()) as { entityData: T; totalCount: number } as T;
}

const hashes = (page: Page, hashClass: string | null, pageSize = 50) =>
  api<PagedReply<FileHash>>(page, 'GetHashInformationAllHash', {
    page: 1,
    pageSize,
    sortColumn: null,
    search: null,
    hashClass,
    hashType: null,
  });

/** The first page (25) of the computers that saw a hash, as the hash page asks for it. */
const firstComputers = (page: Page, sha256: string) =>
  api<{ entityData: Visibility; totalCount: number }>(page, 'GetHashVisibilityHashDetail', {
    sha256,
    page: 1,
    pageSize: 25,
    sortColumn: null,
    search: null,
    groupGuid: null,
  });

test('each class tab shows the API\u2019s count, and the malicious shortcut opens its tab with the API\u2019s first page', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin', { path: '/hash-inspection/malicious' });
  const tabs = page.getByRole('tablist', { name: 'Hash classes' });
  for (const [hashClass, label] of CLASSES) {
    const { totalCount } = await hashes(page, hashClass, 1);
    await expect(
      tabs.getByRole('tab', { name: `${label} (${formatAbbreviated(totalCount)})` }),
    ).toBeVisible();
  }
  await expect(tabs.getByRole('tab', { name: /^Malicious/ })).toHaveAttribute('aria-selected', 'true');

  const malicious = await hashes(page, 'malicious');
  expect(malicious.totalCount).toBeGreaterThan(0);
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(50, malicious.totalCount).toLocaleString('en')} of ${malicious.totalCount.toLocaleString('en')}`,
  );
  await expect
    .poll(() => columnTexts(page, 'File hashes', 'File name'))
    .toEqual(malicious.entityData.map((hash) => hash.fileName));

  // Another tab: its own address, its own rows.
  await tabs.getByRole('tab', { name: /^Suspicious/ }).click();
  await expect(page).toHaveURL(/\/hash-inspection\?class=suspicious$/);
  const suspicious = await hashes(page, 'suspicious');
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(50, suspicious.totalCount).toLocaleString('en')} of ${suspicious.totalCount.toLocaleString('en')}`,
  );
  await expect(tabs.getByRole('tab', { name: /^Suspicious/ })).toHaveAttribute('aria-selected', 'true');

  expect(await axeViolations(page)).toEqual([]);
});

test('a malicious hash\u2019s page shows its event types and computers as the API returns them, and links to its events', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const [hash] = (await hashes(page, 'malicious', 1)).entityData;
  expect(hash).toBeDefined();
  const details = await api<{ entityData: HashPage }>(page, 'GetHashInformationPage', {
    sha256: hash!.sha256,
  });
  const seen = await firstComputers(page, hash!.sha256);

  await page.goto(`/hash-inspection/${hash!.sha256}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hash details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hash!.fileName })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Verdict' }).getByText('Malicious', { exact: true }),
  ).toBeVisible();

  const eventTypes = page.getByRole('region', { name: 'Events' }).getByRole('table');
  await expect(eventTypes.locator('tbody tr')).toHaveCount(details.entityData.events.byEventType.length);
  for (const { eventType, count } of details.entityData.events.byEventType) {
    await expect(
      eventTypes.getByRole('row', {
        name: `${EVENT_TYPE_WORDS[eventType]} ${formatAbbreviated(count)}`,
      }),
    ).toBeVisible();
  }

  const computers = dataRows(page, 'Computers where it was seen');
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(25, seen.totalCount).toLocaleString('en')} of ${seen.totalCount.toLocaleString('en')}`,
  );
  await expect
    .poll(() => columnTexts(page, 'Computers where it was seen', 'Computer'))
    .toEqual(seen.entityData.computers.map((computer) => computer.computerName));
  const firstComputer = seen.entityData.computers[0]!;
  await expect(
    computers.getByRole('link', { name: firstComputer.computerName, exact: true }).first(),
  ).toHaveAttribute('href', `/endpoints/computer/${firstComputer.computerGuid}`);

  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Open the events of this hash' }).click();
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?/);
  const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}') as { sha256?: string };
  expect(filters.sha256).toBe(hash!.sha256);
});

test('a hash page links to the hash lookup service and narrows its computers to a group', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const candidates = (await hashes(page, 'malicious', 20)).entityData;
  let chosen: { sha256: string; groups: Group[] } | null = null;
  for (const candidate of candidates) {
    const seen = await firstComputers(page, candidate.sha256);
    if (seen.entityData.groups.length > 1) {
      chosen = { sha256: candidate.sha256, groups: seen.entityData.groups };
      break;
    }
  }
  expect(chosen, 'a malicious hash seen in two groups').not.toBeNull();
  const { sha256, groups } = chosen!;
  // The settings as the page reads them (with its scope): the company's hash lookup settings.
  const settings = page.waitForResponse((response) => /\/GlobalSettings\/GetSettings\?/.test(response.url()));
  await page.goto(`/hash-inspection/${sha256}`);
  const lookupUrl = ((await (await settings).json()) as { entityData: { url: string } }).entityData.url;
  const lookup = page.getByRole('link', { name: /^Look up this hash at the hash lookup service/ });
  await expect(lookup).toHaveAttribute('href', `${lookupUrl}/${sha256}`);
  await expect(lookup).toHaveAttribute('target', '_blank');

  const group = groups[1]!;
  const inGroup = await api<{ entityData: Visibility; totalCount: number }>(
    page,
    'GetHashVisibilityHashDetail',
    {
      sha256,
      page: 1,
      pageSize: 25,
      sortColumn: null,
      search: null,
      groupGuid: group.groupGuid,
    },
  );
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: `${group.groupName} (${group.siteName})`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(group.groupGuid));
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(25, inGroup.totalCount).toLocaleString('en')} of ${inGroup.totalCount.toLocaleString('en')}`,
  );
  await expect
    .poll(() => columnTexts(page, 'Computers where it was seen', 'Group'))
    .toEqual(inGroup.entityData.computers.map(() => group.groupName));
  await page.reload();
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(25, inGroup.totalCount).toLocaleString('en')} of ${inGroup.totalCount.toLocaleString('en')}`,
  );
});

test('a malformed hash says so inside the layout; an unknown hash is "not found" without an error dialog', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin', { path: '/hash-inspection/not-a-hash' });
  await expect(page.getByRole('heading', { level: 1, name: 'Hash details' })).toBeVisible();
  await expect(page.getByText('"not-a-hash" is not a file hash.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the file hashes' })).toBeVisible();

  await page.goto(`/hash-inspection/${'0'.repeat(64)}`);
  await expect(page.getByText('This hash was not seen in your scope')).toBeVisible();
  await expect(page.getByText('Not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a site auditor\u2019s hash page lists only its site\u2019s computers, as the API returns them for it', async ({
  page,
  browser,
}) => {
  // A hash the company admin sees at Chicago HQ (the auditor's site) and at another site.
  const admin = await browser.newPage();
  await signInAs(admin, 'CompanyAdmin');
  let hash: FileHash | undefined;
  let companyWide = 0;
  for (const candidate of (await hashes(admin, 'malicious', 30)).entityData) {
    const seen = await firstComputers(admin, candidate.sha256);
    const sites = new Set(seen.entityData.groups.map((group) => group.siteName));
    if (sites.has('Chicago HQ') && sites.size > 1) {
      hash = candidate;
      companyWide = seen.totalCount;
      break;
    }
  }
  await admin.close();
  expect(hash, 'a malicious hash seen at Chicago HQ and another site').toBeDefined();

  await signInAs(page, 'SiteAudit');
  const seen = await firstComputers(page, hash!.sha256);
  expect(seen.totalCount).toBeGreaterThan(0);
  expect(seen.totalCount).toBeLessThan(companyWide);
  await page.goto(`/hash-inspection/${hash!.sha256}`);
  await expect(rangeStatus(page)).toHaveText(
    `1–${Math.min(25, seen.totalCount).toLocaleString('en')} of ${seen.totalCount.toLocaleString('en')}`,
  );
  await expect(dataRows(page, 'Computers where it was seen')).toHaveCount(Math.min(25, seen.totalCount));
  const sites = await columnTexts(page, 'Computers where it was seen', 'Site');
  expect(sites.length).toBeGreaterThan(0);
  expect(new Set(sites)).toEqual(new Set(['Chicago HQ']));
});

test('hash inspection in Japanese', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();
  await page.goto('/hash-inspection/malicious');
  const tabs = page.getByRole('tablist', { name: 'ハッシュの分類' });
  await expect(tabs.getByRole('tab', { name: /^悪意あり/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'ファイルハッシュ' })).toBeVisible();
  await page.goto('/hash-inspection/not-a-hash');
  await expect(page.getByText('ファイルハッシュではありません', { exact: true })).toBeVisible();
});
