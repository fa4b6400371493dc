// Event inspection (issue 15), Company Admin at large scale (1,000,000 events): navigation to
// the first rows of all events with its request waves, and a filter change (a row's event type,
// "Filter for this value") to the new rows on screen; and the opening of a process tree of
// 1,000 nodes (scripting time and DOM nodes).
import type { Page } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import {
  appeared,
  ROWS,
  RUNS,
  median,
  requestWaves,
  scriptingDuring,
  signedInPage,
  tableSettled,
  timeToFirstRows,
  type BenchContext,
  type Figure,
} from './support';

const URL = '/event-inspection/all-events';

export async function benchEvents(context: BenchContext): Promise<Figure[]> {
  const page = await signedInPage(context, 'company.admin@sandbox.test');
  const navigation: number[] = [];
  for (let i = 0; i < RUNS; i++) navigation.push(await timeToFirstRows(page, URL));
  const waves = await requestWaves(page, async () => {
    await page.goto(URL);
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
  });

  const filter: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(URL);
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
    const pivot = page
      .locator(ROWS)
      .first()
      .getByRole('button', { name: /^Filter on / })
      .first();
    await pivot.click();
    const before = page.url();
    const started = performance.now();
    await page.getByRole('menuitem', { name: 'Filter for this value' }).click();
    await page.waitForURL((url) => url.toString() !== before);
    await appeared(page, ROWS);
    await tableSettled(page);
    filter.push(performance.now() - started);
  }
  await page.context().close();
  return [
    [`events: navigation to first rows, all events (median of ${RUNS}, ms)`, median(navigation).toFixed(0)],
    ['events: request waves after the session check', String(waves)],
    [`events: a filter change to new rows (median of ${RUNS}, ms)`, median(filter).toFixed(0)],
    ...(await processTrees(context)),
  ];
}

type ProcessNode = ApiSchema<'ProcessNode'>;
type SecurityEvent = ApiSchema<'SecurityEvent'>;

const TREE_SIZE = 1000;
const hex64 = (n: number) => n.toString(16).padStart(8, '0').repeat(8);

/** The shapes of the generated trees, each of TREE_SIZE nodes: the fan-out of each level below the root. */
const SHAPES = {
  // A root (a service host) that started every other process: opening the event (the path to
  // its own process expanded) shows all of them, the most a tree of this size shows on opening.
  flat: [TREE_SIZE - 1],
  // 1 + 9 + 90 + 900: opening shows the path to the event's own process and its siblings.
  'three levels': [9, 10, 10],
} as const satisfies Record<string, readonly number[]>;
type Shape = keyof typeof SHAPES;

/** A generated process tree of `shape` for `event`, the event's own process its last leaf. */
function generatedTree(event: SecurityEvent, shape: Shape): ProcessNode {
  let next = 0;
  const node = (fanOut: readonly number[]): ProcessNode => {
    const index = next++;
    const name = index === 0 ? 'services.exe' : `worker-${index}.exe`;
    const filePath = `C:\\Program Files\\Bench\\${name}`;
    return {
      processId: 4 + index * 4,
      processName: name,
      filePath,
      sha256: hex64(index + 1),
      publisher: index % 3 === 0 ? null : 'Bench Software Ltd.',
      commandLine: `"${filePath}" --task ${index}`,
      userName: 'NT AUTHORITY\\SYSTEM',
      blocked: false,
      children: Array.from({ length: fanOut[0] ?? 0 }, () => node(fanOut.slice(1))),
    };
  };
  const root = node(SHAPES[shape]);
  let last = root;
  while (last.children.length > 0) last = last.children[last.children.length - 1]!;
  Object.assign(last, {
    processName: event.fileName,
    filePath: event.filePath,
    sha256: event.sha256,
    blocked: true,
  });
  return root;
}

/** Serves a generated tree in place of the real one in every GetEventDetail reply of the page. */
async function serveGeneratedTrees(page: Page, shape: Shape) {
  await page.route(
    (url) => url.pathname.endsWith('/restapi/Event/GetEventDetail'),
    async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { entityData: SecurityEvent };
      reply.entityData = { ...reply.entityData, processTree: generatedTree(reply.entityData, shape) };
      await route.fulfill({ response, json: reply });
    },
  );
}

/**
 * The seeded events' trees are small: the event's GetEventDetail reply is intercepted
 * (page.route) and its process tree replaced by a generated one of 1,000 nodes (the contract's
 * ProcessNode), of each shape of SHAPES. Scripting time (CDP) from the click on the first row until its tree is on
 * screen (the detail is fetched on each run: a fresh page), then the DOM nodes of the tree and
 * of the document.
 */
async function processTrees(context: BenchContext): Promise<Figure[]> {
  const results: Figure[] = [];
  for (const shape of Object.keys(SHAPES) as Shape[]) results.push(...(await processTree(context, shape)));
  return results;
}

async function processTree(context: BenchContext, shape: Shape): Promise<Figure[]> {
  const page = await signedInPage(context, 'company.admin@sandbox.test');
  await serveGeneratedTrees(page, shape);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scripting: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(URL);
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
    await page.waitForLoadState('networkidle');
    const measured = await scriptingDuring(cdp, async () => {
      await page.locator(ROWS).first().locator('td').nth(1).click();
      await page
        .getByRole('dialog')
        .getByRole('tree')
        .locator('[role="treeitem"][aria-current="true"]')
        .waitFor();
    });
    scripting.push(measured.scripting);
  }
  const counts = await page.evaluate(() => ({
    tree: document.querySelector('[role="tree"]')?.querySelectorAll('*').length ?? 0,
    items: document.querySelectorAll('[role="tree"] [role="treeitem"]').length,
    document: document.getElementsByTagName('*').length,
  }));
  const shown = await page
    .getByRole('dialog')
    .getByText(/^[\d,]+ processes$/)
    .first()
    .innerText();
  await page.context().close();
  const name = `process tree of ${TREE_SIZE.toLocaleString('en')} nodes, ${shape} (generated, served in place of the event's)`;
  return [
    [
      `events: ${name}: scripting time, click to tree shown (median of ${RUNS}, ms)`,
      median(scripting).toFixed(1),
    ],
    [`events: ${name}: tree items shown ("${shown}")`, String(counts.items)],
    [`events: ${name}: DOM nodes in the tree`, String(counts.tree)],
    [`events: ${name}: DOM nodes in the document`, String(counts.document)],
  ];
}
