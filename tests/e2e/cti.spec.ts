// Threat intelligence (/cti, issue 31) in Chromium against the sandbox: the figures on screen are
// the API's own replies (recorded as the page loads them), each file links to its hash page and its
// events, each class to its list; the roles of hash and event inspection only.
import { expect, test, type Page, type Response } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

interface FileHashRow {
  sha256: string;
  fileName: string;
  hashClass: string;
  computerCount: number;
  detectionCount: number;
  engineCount: number;
}
interface ThreatRow {
  rank: number;
  sha256: string;
  fileName: string;
  detections: number;
  computerCount: number;
}

const CLASS_NAMES: Record<string, string> = {
  harmless: 'Harmless',
  suspicious: 'Suspicious',
  malicious: 'Malicious',
  notFound: 'Not found',
};

const isCall = (response: Response, operation: string) =>
  new URL(response.url()).pathname.endsWith(operation) && response.request().method() !== 'OPTIONS';

/** The page's own replies: the four class counts, the most seen files, the known threats. */
function recordReplies(page: Page) {
  const counts = new Map<string, number>();
  let files: FileHashRow[] | null = null;
  let threats: ThreatRow[] | null = null;
  page.on('response', async (response) => {
    if (isCall(response, '/HashInspection/GetHashInformationAllHash')) {
      const body = response.request().postDataJSON() as {
        hashClass: string | null;
        sortColumn: string | null;
      };
      const reply = (await response.json()) as { totalCount: number; entityData: FileHashRow[] };
      if (body.hashClass) counts.set(body.hashClass, reply.totalCount);
      else if (body.sortColumn === 'computerCount') files = reply.entityData;
    }
    if (isCall(response, '/Dashboard/GetKnownThreads'))
      threats = ((await response.json()) as { entityData: ThreatRow[] }).entityData;
  });
  return { counts, files: () => files, threats: () => threats };
}

const n = (value: number) => value.toLocaleString('en-US');

test('the classes, known threats and most seen files are the API’s, each linked', async ({ page }) => {
  // Recorded from sign-in on: the dashboard asks for the known threats first, the page reuses them.
  const replies = recordReplies(page);
  await signInAs(page, 'CompanyAdmin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Threat intelligence', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Threat intelligence' })).toBeVisible();
  await expect.poll(() => replies.counts.size).toBe(4);

  // The four classes, each its count linked to its list, and its events.
  for (const [hashClass, name] of Object.entries(CLASS_NAMES)) {
    const tile = page.getByRole('group', { name, exact: true });
    const count = replies.counts.get(hashClass)!;
    // Its name starts with the number shown (WCAG 2.5.3), one hash or some hashes.
    const hashes = count === 1 ? 'hash' : 'hashes';
    await expect(tile.getByRole('link', { name: `${n(count)} ${name} ${hashes}` })).toHaveText(n(count));
    await expect(tile.getByRole('link', { name: `Events of ${name} files` })).toHaveAttribute(
      'href',
      `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify({ hashClass }))}`,
    );
  }

  // The known threats: the reply's rows, in its order.
  const threats = replies.threats()!;
  expect(threats.length).toBeGreaterThan(0);
  const threatRows = page.getByRole('table', { name: 'Known threats' }).getByRole('row');
  await expect(threatRows).toHaveCount(threats.length + 1);
  for (const [index, threat] of threats.entries()) {
    const row = threatRows.nth(index + 1);
    await expect(row.getByRole('cell').nth(0)).toHaveText(String(threat.rank));
    await expect(row.getByRole('link', { name: threat.fileName, exact: true })).toHaveAttribute(
      'href',
      `/hash-inspection/${threat.sha256}`,
    );
    await expect(row.getByRole('cell').nth(3)).toHaveText(n(threat.detections));
    await expect(row.getByRole('cell').nth(4)).toHaveText(n(threat.computerCount));
  }

  // The files seen the most: class, the lookup's verdict, computers, each linked to its events.
  const files = replies.files()!;
  expect(files.length).toBe(10);
  const fileRows = page.getByRole('table', { name: 'Files seen the most' }).getByRole('row');
  await expect(fileRows).toHaveCount(files.length + 1);
  for (const [index, file] of files.entries()) {
    const row = fileRows.nth(index + 1);
    await expect(row.getByRole('cell').nth(1)).toHaveText(CLASS_NAMES[file.hashClass]!);
    await expect(row.getByRole('cell').nth(2)).toHaveText(
      file.hashClass === 'notFound' || file.engineCount === 0
        ? 'Unknown to the lookup service'
        : `${file.detectionCount} of ${file.engineCount} engines flag it`,
    );
    await expect(row.getByRole('cell').nth(3)).toHaveText(n(file.computerCount));
    await expect(row.getByRole('link', { name: `Events of ${file.fileName}` })).toHaveAttribute(
      'href',
      `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify({ sha256: file.sha256 }))}`,
    );
    await expect(row.getByRole('cell').nth(4)).toContainText(/Refreshed daily|No longer refreshed/);
  }
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);

  // A file opens its hash page.
  const first = files[0]!;
  await fileRows.nth(1).getByRole('link', { name: first.fileName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hash-inspection/${first.sha256}$`));
});

test('a group auditor opens it', async ({ page }) => {
  await signInAs(page, 'GroupAudit');
  await page.goto('/cti');
  await expect(page.getByRole('heading', { level: 2, name: 'Known threats' })).toBeVisible();
});

test('a Partner admin gets the 403 page', async ({ page }) => {
  await signInAs(page, 'PartnerAdmin');
  await page.goto('/cti');
  await expect(page.getByText('Access to this resource on the server is denied !')).toBeVisible();
});
