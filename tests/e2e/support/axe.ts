// The one axe check of the e2e suite: WCAG 2.2 AA (every level-A and AA rule of WCAG 2.0, 2.1
// and 2.2, target size included), colour contrast included.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** CSS selectors to check (default: the whole page). */
  include?: string[];
}

/** @axe-core/playwright types its page with its own copy of playwright-core; the page is the same. */
const axePage = (page: Page) => page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** Every violation, one line each: rule, impact, the first nodes and what axe says of them. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // The page at rest: a dialog still fading in draws its text at part of its contrast. Endless
  // animations (a loader's spin) never end and do not change colours.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page: axePage(page) }).withTags(WCAG_22_AA_TAGS);
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${JSON.stringify(n.any[0]?.message ?? n.all[0]?.message ?? '')}`)
        .join(', ')}`,
  );
}
