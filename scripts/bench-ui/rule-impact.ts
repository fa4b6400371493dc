// The impact preview (issue 28), Company Admin at large scale: from the click on "Allow…" on a
// blocked event of a file signed by Microsoft Windows (the event inspection filtered to them) to
// the preview's figures in the dialog (a hash rule for Fabrikam, the scope's node); then from the
// click on "By publisher" to the figures of the company-wide publisher rule. Both include the
// dialog's 400 ms debounce, as a user sees them. Each run loads the page again (the preview's
// queries would otherwise answer from the cache).
import type { Page, Response } from '@playwright/test';
import { RUNS, median, signedInPage, type BenchContext, type Figure } from './support';

const FILTERS = encodeURIComponent(JSON.stringify({ publisher: 'Microsoft Windows', action: 'blocked' }));
const URL = `/event-inspection/all-events?filters=${FILTERS}`;

const previewOf = (page: Page, kind: string) =>
  page.waitForResponse(
    (r) =>
      r.url().includes('/restapi/Policy/PreviewRuleImpact') &&
      (r.request().postDataJSON() as { kind: string }).kind === kind,
  );

/** Waits (at every animation frame) until the dialog says the reply's count of blocked events. */
async function figuresShown(page: Page, reply: Response): Promise<number> {
  const { entityData } = (await reply.json()) as { entityData: { events: number } };
  const text = `would have allowed ${entityData.events.toLocaleString('en')} blocked event`;
  await page.waitForFunction(
    (wanted) => document.querySelector('[role="dialog"]')?.textContent?.includes(wanted) ?? false,
    text,
    { polling: 'raf' },
  );
  return entityData.events;
}

export async function benchRuleImpact(context: BenchContext): Promise<Figure[]> {
  const page = await signedInPage(context, 'company.admin@sandbox.test');
  const byHash: number[] = [];
  const byPublisher: number[] = [];
  // Of each, the preview request's own time (sent to reply received), as the browser saw it.
  const hashServer: number[] = [];
  const publisherServer: number[] = [];
  let publisherEvents = 0;
  for (let i = 0; i < RUNS; i++) {
    await page.goto(URL);
    const allow = page.getByRole('button', { name: /^Allow… / }).first();
    await allow.waitFor();
    // The list's own requests (count, rows) done first: they would queue before the preview.
    await page.waitForLoadState('networkidle');
    const hashReply = previewOf(page, 'hash');
    let started = performance.now();
    await allow.click();
    const hashed = await hashReply;
    await figuresShown(page, hashed);
    byHash.push(performance.now() - started);
    hashServer.push(hashed.request().timing().responseEnd);

    const publisherReply = previewOf(page, 'trustedPublisher');
    started = performance.now();
    await page.getByRole('dialog').getByRole('radio', { name: 'By publisher' }).check();
    const published = await publisherReply;
    publisherEvents = await figuresShown(page, published);
    byPublisher.push(performance.now() - started);
    publisherServer.push(published.request().timing().responseEnd);
  }
  await page.context().close();
  return [
    [
      `preview: click on Allow… to the figures, hash rule for the company (median of ${RUNS}, ms)`,
      `${median(byHash).toFixed(0)} (its request ${median(hashServer).toFixed(0)})`,
    ],
    [
      `preview: click on By publisher to the figures, Microsoft Windows for the company, ${publisherEvents.toLocaleString('en')} events (median of ${RUNS}, ms)`,
      `${median(byPublisher).toFixed(0)} (its request ${median(publisherServer).toFixed(0)})`,
    ],
  ];
}
