// The event inspection against the sandbox: the first page and total are GetEventInspectionPageData's
// for the URL's filters and time range, newest first by default; a pivot (filter for, filter out)
// changes the request and the rows; the full event has its own URL that reloads to the same event;
// its process tree shows the parent and is operable by keyboard; a hash page's link opens the list
// filtered to that hash; the summary view; Japanese; axe on the list, the drawer and the tree.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request, type Response, type Route } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs, signInWith } from './support/sign-in';
import { columnTexts, dataRows, emptyState, rangeStatus } from './support/table';

interface ProcessNode {
  processName: string;
  sha256: string | null;
  userName: string | null;
  blocked: boolean;
  children: ProcessNode[];
}
interface SecurityEvent {
  eventId: number;
  reportedEventDate: string;
  eventType: string;
  action: string;
  computerName: string;
  companyName: string;
  fileName: string;
  sha256: string;
  processTree: ProcessNode | null;
}
interface PagedReply<T> {
  entityData: T[];
  totalCount: number;
}
interface EventBody {
  mode: string;
  page: number;
  pageSize: number;
  sortColumn: string | null;
  dateRange: { startDate: string; endDate: string } | null;
  actionTaken: string | null;
  eventType: string | null;
  sha256: string | null;
  exclude: { actionTaken: string | null; eventType: string | null } | null;
}

// Axe over a 50-row page of 14 columns takes long on the shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const EVENTS = /\/restapi\/Event\/GetEventInspectionPageData$/;
const LIST = 'Security events';

const isPage =
  (mode: string, where: (body: EventBody) => boolean = () => true) =>
  (response: Response) => {
    if (!EVENTS.test(response.url())) return false;
    const body = response.request().postDataJSON() as EventBody;
    return body.mode === mode && body.pageSize > 1 && where(body);
  };

/** Asks the list's operation again with the headers (scope, CSRF) and cookies the page used. */
async function replay<T = SecurityEvent>(page: Page, request: Request, body: Partial<EventBody> = {}) {
  const reply = await page.request.post(request.url(), {
    headers: await request.allHeaders(),
    data: { ...(request.postDataJSON() as EventBody), ...body },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as PagedReply<T>;
}

async function open(page: Page, path: string, where?: (body: EventBody) => boolean) {
  const first = page.waitForResponse(isPage('individual', where));
  await page.goto(path);
  const response = await first;
  await expect(dataRows(page, LIST).first()).toBeVisible();
  return response;
}

const href = (filters: Record<string, string>, extra = '') =>
  `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`;

test('the first page and total are the API\u2019s for a filter and a time range, newest first', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const response = await open(
    page,
    href({ action: 'blocked', reported: '2026-11-01..2026-11-30' }),
    (body) => body.actionTaken === 'blocked',
  );
  const body = response.request().postDataJSON() as EventBody;
  // The list's default order (newest first): no sort column is sent.
  expect(body).not.toHaveProperty('sortColumn');
  expect(body.dateRange).not.toBeNull();
  const reply = await replay(page, response.request());
  expect(reply.totalCount).toBeGreaterThan(50);
  await expect(rangeStatus(page)).toHaveText(`1–50 of ${reply.totalCount.toLocaleString('en')}`);
  await expect
    .poll(() => columnTexts(page, LIST, 'Computer'))
    .toEqual(reply.entityData.map((event) => event.computerName));
  expect(await columnTexts(page, LIST, 'Company')).toEqual(
    reply.entityData.map((event) => event.companyName),
  );
  const dates = reply.entityData.map((event) => event.reportedEventDate);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(reply.entityData.every((event) => event.action === 'blocked')).toBe(true);
  await expect(page.getByRole('listitem').filter({ hasText: 'Action: Blocked' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('filter for and filter out a value change the request and the rows', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  const first = await open(page, '/event-inspection/all-events');
  const firstReply = (await first.json()) as PagedReply<SecurityEvent>;
  const eventType = firstReply.entityData[0]!.eventType;
  const typeLabel = (await columnTexts(page, LIST, 'Event type'))[0]!;

  // A menu button: Enter opens it on its first item, Escape closes it on the button again (the
  // menu mounts on first use), and no violation with it open.
  const typePivot = dataRows(page, LIST)
    .first()
    .getByRole('button', { name: `Filter on ${typeLabel}` });
  await typePivot.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Filter for this value' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(typePivot).toBeFocused();

  const kept = page.waitForResponse(isPage('individual', (body) => body.eventType === eventType));
  await typePivot.click();
  await page.getByRole('menuitem', { name: 'Filter for this value' }).click();
  const keptReply = (await (await kept).json()) as PagedReply<SecurityEvent>;
  await expect(page).toHaveURL(/eventType/);
  await expect(rangeStatus(page)).toHaveText(new RegExp(`of ${keptReply.totalCount.toLocaleString('en')}$`));
  await expect
    .poll(() => columnTexts(page, LIST, 'Event type'))
    .toEqual(keptReply.entityData.map(() => typeLabel));

  const action = keptReply.entityData[0]!.action;
  const actionLabel = action[0]!.toUpperCase() + action.slice(1);
  const leftOut = page.waitForResponse(
    isPage('individual', (body) => body.exclude?.actionTaken === action && body.eventType === eventType),
  );
  await dataRows(page, LIST)
    .first()
    .getByRole('button', { name: `Filter on ${actionLabel}` })
    .click();
  await page.getByRole('menuitem', { name: 'Filter out this value' }).click();
  const leftOutReply = (await (await leftOut).json()) as PagedReply<SecurityEvent>;
  expect(leftOutReply.entityData.every((event) => event.action !== action)).toBe(true);
  await expect(page.getByRole('listitem').filter({ hasText: `Action is not: ${actionLabel}` })).toBeVisible();
  if (leftOutReply.totalCount === 0) await expect(emptyState(page)).toBeVisible();
  else
    await expect(rangeStatus(page)).toHaveText(
      new RegExp(`of ${leftOutReply.totalCount.toLocaleString('en')}$`),
    );
  await expect
    .poll(() => columnTexts(page, LIST, 'Action'))
    .toEqual(leftOutReply.entityData.map((event) => event.action[0]!.toUpperCase() + event.action.slice(1)));
});

/** A company event with a process tree of three levels or more (its file started by a parent). */
async function eventWithTree(page: Page): Promise<SecurityEvent> {
  const response = await open(page, '/event-inspection/all-events');
  const reply = await replay(page, response.request(), { pageSize: 500 });
  const event = reply.entityData.find(
    (candidate) => (candidate.processTree?.children[0]?.children.length ?? 0) > 0,
  );
  expect(event, 'a seeded event with a process tree').toBeDefined();
  return event!;
}

test('the full event has its own URL that reloads to the same event, with its process tree', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const event = await eventWithTree(page);
  await page.goto(`/event-inspection/all-events?detail=${event.eventId}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(String(event.eventId), { exact: true })).toBeVisible();
  await page.reload();
  await expect(drawer.getByText(String(event.eventId), { exact: true })).toBeVisible();
  await expect(drawer.getByText(event.fileName, { exact: true }).first()).toBeVisible();

  // The tree: the root, the event's parent and the event's own process (marked), expanded to it.
  const tree = drawer.getByRole('tree', { name: `Process tree of ${event.fileName}` });
  const root = event.processTree!;
  const parent = root.children[0]!;
  const items = tree.getByRole('treeitem');
  await expect(items.nth(0)).toContainText(root.processName);
  await expect(items.nth(0)).toHaveAttribute('aria-level', '1');
  await expect(items.nth(1)).toContainText(parent.processName);
  await expect(items.nth(1)).toHaveAttribute('aria-level', '2');
  const own = tree.locator('[role="treeitem"][aria-current="true"]');
  await expect(own).toContainText(event.fileName);
  await expect(own).toContainText('This event');
  // Each process with the account it ran as and the server's blocked flag.
  for (const [index, node] of [root, parent].entries()) {
    if (node.userName) await expect(items.nth(index)).toContainText(`User: ${node.userName}`);
    await expect(items.nth(index).getByText('Blocked', { exact: true })).toHaveCount(node.blocked ? 1 : 0);
  }
  const nodes = (node: ProcessNode): ProcessNode[] => [node, ...node.children.flatMap(nodes)];
  const ownNode = nodes(root).findLast((node) => node.sha256 === event.sha256);
  if (ownNode?.userName) await expect(own).toContainText(`User: ${ownNode.userName}`);
  await expect(own.getByText('Blocked', { exact: true })).toHaveCount(ownNode?.blocked ? 1 : 0);
  expect(await axeViolations(page)).toEqual([]);

  // The keyboard: the own process is the tab stop; Left goes to its parent, Left collapses it,
  // Right expands it again, Right goes to its first child, Home to the root.
  await own.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(own).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.nth(0)).toBeFocused();
  await expect(items.nth(0)).toHaveAttribute('tabindex', '0');
});

test('a parent of 400 processes renders the rows in view, and the keyboard reaches every one', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  const response = await open(page, '/event-inspection/all-events');
  const event = ((await response.json()) as PagedReply<SecurityEvent>).entityData[0]!;
  // The seeded trees are small: this event's tree is served as services.exe with 400 children,
  // the event's own process the last of them.
  const child = (name: string, extra: Partial<ProcessNode> = {}) => ({
    processId: 8,
    processName: name,
    filePath: `C:\\Program Files\\Test\\${name}`,
    sha256: null,
    publisher: null,
    commandLine: null,
    userName: 'NT AUTHORITY\\SYSTEM',
    blocked: false,
    children: [],
    ...extra,
  });
  const children = Array.from({ length: 399 }, (_, i) => child(`worker-${i + 1}.exe`));
  children.push(child(event.fileName, { sha256: event.sha256, blocked: true }));
  await page.route(
    (url) => url.pathname.endsWith('/restapi/Event/GetEventDetail'),
    async (route) => {
      const reply = await route.fetch();
      const json = (await reply.json()) as { entityData: SecurityEvent };
      json.entityData = { ...json.entityData, processTree: { ...child('services.exe'), children } };
      await route.fulfill({ response: reply, json });
    },
  );
  await page.goto(`/event-inspection/all-events?detail=${event.eventId}`);
  const tree = page.getByRole('dialog').getByRole('tree', { name: `Process tree of ${event.fileName}` });
  // The event's own process starts in view; far fewer rows than 401 are in the page.
  const own = tree.locator('[role="treeitem"][aria-current="true"]');
  // In view of the tree's own scroll area (the drawer may still have to be scrolled to the tree).
  await expect
    .poll(() =>
      own.evaluate((element) => {
        const area = element.closest('[role="tree"]')!.parentElement!.getBoundingClientRect();
        const row = element.getBoundingClientRect();
        return row.top >= area.top - 1 && row.bottom <= area.bottom + 1;
      }),
    )
    .toBe(true);
  await expect(own).toHaveAttribute('aria-posinset', '400');
  await expect(own).toHaveAttribute('aria-setsize', '400');
  expect(await tree.getByRole('treeitem').count()).toBeLessThan(100);
  // Home scrolls up to the root and focuses it; End comes back down to the last process.
  await own.focus();
  await page.keyboard.press('Home');
  await expect(page.locator(':focus')).toContainText('services.exe');
  await expect(page.locator(':focus')).toHaveAttribute('aria-level', '1');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toContainText('worker-1.exe');
  await page.keyboard.press('End');
  await expect(page.locator(':focus')).toContainText(event.fileName);
  await expect(page.locator(':focus')).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toContainText('worker-399.exe');
  expect(await axeViolations(page)).toEqual([]);
});

test('a row opens its event in the drawer, and the address says which', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  const response = await open(page, '/event-inspection/all-events');
  const reply = (await response.json()) as PagedReply<SecurityEvent>;
  const event = reply.entityData[0]!;
  await dataRows(page, LIST).first().locator('td').nth(1).click();
  // The URL says detail=<id>, unquoted (a link from before, with %22…%22, opens it too).
  await expect(page).toHaveURL(new RegExp(`detail=(%22)?${event.eventId}(%22)?$`));
  await expect(page.getByRole('dialog', { name: `Event: ${event.fileName}` })).toBeVisible();
});

test('the hash page\u2019s link opens the events of that hash', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  const event = await eventWithTree(page);
  await page.goto(`/hash-inspection/${event.sha256}`);
  const filtered = page.waitForResponse(isPage('individual', (body) => body.sha256 === event.sha256));
  await page.getByRole('link', { name: 'Open the events of this hash' }).click();
  const reply = (await (await filtered).json()) as PagedReply<SecurityEvent>;
  await expect(page).toHaveURL(/\/event-inspection\/all-events\?/);
  await expect(page.getByRole('listitem').filter({ hasText: `SHA-256: ${event.sha256}` })).toBeVisible();
  await expect(rangeStatus(page)).toHaveText(new RegExp(`of ${reply.totalCount.toLocaleString('en')}$`));
  expect(reply.entityData.every((row) => row.sha256 === event.sha256)).toBe(true);
});

/**
 * The company admin of Keystone Engineering, a seeded company of the small world with about 2,400
 * events (the demo company has about 1,400): its events that were not only audited, about 2,300,
 * export in 3 pages.
 */
const KEYSTONE_ADMIN = 'user9081@keystone1020.example';

test('an export of a filter matching about 2,500 events downloads exactly those rows in 3 pages of 1000, with progress and cancel', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInWith(page, KEYSTONE_ADMIN);
  const filtered = await open(
    page,
    href({ notAction: 'audited' }),
    (body) => body.exclude?.actionTaken === 'audited',
  );
  const total = (await replay(page, filtered.request(), { pageSize: 1 })).totalCount;
  expect(total, 'a filter of 3 export pages (the small seed changed?)').toBeGreaterThan(2000);
  expect(total, 'a filter of 3 export pages (the small seed changed?)').toBeLessThanOrEqual(3000);
  const count = new RegExp(`(${total}|${total.toLocaleString('en')})`).source;

  // A first export is held at its second page: it shows its progress, and cancelling it stops it
  // without a file.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const holdSecondPage = async (route: Route) => {
    const body = route.request().postDataJSON() as EventBody;
    if (body.pageSize === 1000 && body.page === 2) await held;
    await route.fallback().catch(() => undefined);
  };
  await page.route(EVENTS, holdSecondPage);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Exporting/ })).toHaveText(
    new RegExp(`^Exporting (1000|1,000) of ${count} rows$`),
  );
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Export cancelled' })).toBeVisible();
  release();
  await page.unroute(EVENTS, holdSecondPage);
  expect(downloads).toBe(0);

  const exportPages: EventBody[] = [];
  page.on('request', (request) => {
    if (EVENTS.test(request.url()) && (request.postDataJSON() as EventBody).pageSize === 1000)
      exportPages.push(request.postDataJSON() as EventBody);
  });
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^events-\d{8}-\d{4}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter((line) => line !== '' && !line.startsWith('# '));
  expect(lines.slice(1)).toHaveLength(total);
  expect(exportPages.map((body) => body.page)).toEqual([1, 2, 3]);
  expect(
    exportPages.every((body) => body.exclude?.actionTaken === 'audited' && body.mode === 'individual'),
  ).toBe(true);
  // The completion signal follows the file.
  await expect(page.getByRole('status').filter({ hasText: 'Export complete' })).toHaveText(
    new RegExp(`^Export complete: ${count} rows$`),
  );
});

test('a malformed filter in the address falls back with a notice', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await open(
    page,
    href({ sha256: 'not-a-hash', action: 'blocked' }),
    (body) => body.actionTaken === 'blocked',
  );
  await expect(page.getByText('Part of this address could not be used')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Action: Blocked' })).toBeVisible();
});

test('a filter value the server refuses keeps the previous rows and says which filter', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  const first = await open(page, '/event-inspection/all-events');
  const before = await columnTexts(page, LIST, 'Computer');
  const firstReply = (await first.json()) as PagedReply<SecurityEvent>;
  expect(before).toEqual(firstReply.entityData.map((event) => event.computerName));

  // A partial hash typed in the SHA-256 filter is not sent: the box says what a SHA-256 is.
  const sent: EventBody[] = [];
  page.on('request', (request) => {
    if (EVENTS.test(request.url())) sent.push(request.postDataJSON() as EventBody);
  });
  const hashBox = page.getByRole('textbox', { name: 'SHA-256', exact: true });
  await hashBox.fill('3fa2');
  await hashBox.press('Enter');
  await expect(page.getByText('A SHA-256 is 64 hexadecimal characters (0-9, a-f).')).toBeVisible();
  await expect(hashBox).toHaveValue('3fa2');
  expect(new URL(page.url()).searchParams.get('filters')).toBeNull();
  expect(sent).toEqual([]);

  // The server refuses a value (here the event type, sent to the sandbox as one it does not
  // know, so the reply is the sandbox's own 400 on /eventType): the rows stay, the filter is named.
  await page.route(EVENTS, async (route) => {
    const body = route.request().postDataJSON() as EventBody;
    if (body.eventType === null) return route.continue();
    const refused = await route.fetch({ postData: JSON.stringify({ ...body, eventType: 'NotAnEventType' }) });
    expect(refused.status()).toBe(400);
    return route.fulfill({ response: refused });
  });
  await page.getByRole('combobox', { name: 'Event type', exact: true }).click();
  await page.getByRole('option', { name: 'Script blocked' }).click();
  await expect(page).toHaveURL(/ScriptBlocked/);
  const alert = page.getByRole('alert').filter({ hasText: 'The server refused a filter' });
  await expect(alert).toContainText('Event type: Script blocked: ');
  await expect(alert).toContainText('The rows below are from before that filter.');
  expect(await columnTexts(page, LIST, 'Computer')).toEqual(before);

  await alert.getByRole('button', { name: 'Remove the filter Event type' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).not.toHaveURL(/ScriptBlocked/);
  await expect.poll(() => columnTexts(page, LIST, 'Computer')).toEqual(before);
});

test('the summary view folds events by file and type, and links to their events', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await open(page, '/event-inspection/all-events');
  const summary = page.waitForResponse(isPage('summary'));
  await page.getByRole('tab', { name: 'Summary events' }).click();
  await expect(page).toHaveURL(/\/event-inspection\/summary-events/);
  const reply = (await (await summary).json()) as PagedReply<{ fileName: string; count: number }>;
  await expect(rangeStatus(page)).toHaveText(new RegExp(`of ${reply.totalCount.toLocaleString('en')}$`));
  await expect
    .poll(() => columnTexts(page, 'Security events by file and type', 'File name'))
    .toEqual(reply.entityData.map((row) => row.fileName));
  expect(await axeViolations(page)).toEqual([]);
});

test('in Japanese, the event inspection speaks Japanese', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await page.goto('/event-inspection/all-events');
  await expect(page.getByRole('tab', { name: '個別イベント' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('table', { name: 'セキュリティイベント' })
      .getByRole('columnheader', { name: 'イベントの種類' }),
  ).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\bevents\.[a-zA-Z]+/);
});
