// Hash inspection (issue 16), Company Admin at large scale: navigation to the first rows of the
// malicious tab, and to a hash's page for the hash seen on the most computers (about 1,000),
// each with its request waves.
import {
  ROWS,
  RUNS,
  call,
  median,
  requestWaves,
  signedInPage,
  tableSettled,
  timeToFirstRows,
  type BenchContext,
  type Figure,
} from './support';

interface HashPage {
  entityData: Array<{ sha256: string; computerCount: number }>;
}

export async function benchHashInspection(context: BenchContext): Promise<Figure[]> {
  const page = await signedInPage(context, 'company.admin@sandbox.test');
  const malicious: number[] = [];
  for (let i = 0; i < RUNS; i++) malicious.push(await timeToFirstRows(page, '/hash-inspection/malicious'));
  const maliciousWaves = await requestWaves(page, async () => {
    await page.goto('/hash-inspection/malicious');
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
  });

  await page.goto('/hash-inspection');
  const widest = await call<HashPage>(page, 'HashInspection_GetHashInformationAllHash', {
    page: 1,
    pageSize: 1,
    sortColumn: 'computerCount',
    sortDir: 'desc',
  });
  const hash = widest.entityData[0]!;
  const hashPage: number[] = [];
  for (let i = 0; i < RUNS; i++)
    hashPage.push(await timeToFirstRows(page, `/hash-inspection/${hash.sha256}`));
  const hashWaves = await requestWaves(page, async () => {
    await page.goto(`/hash-inspection/${hash.sha256}`);
    await page.locator(ROWS).first().waitFor();
    await tableSettled(page);
  });
  await page.context().close();
  return [
    [`hashes: navigation to first rows, malicious (median of ${RUNS}, ms)`, median(malicious).toFixed(0)],
    ['hashes: malicious tab, request waves after the session check', String(maliciousWaves)],
    [
      `hashes: navigation to a hash page seen on ${hash.computerCount} computers, first rows (median of ${RUNS}, ms)`,
      median(hashPage).toFixed(0),
    ],
    ['hashes: hash page, request waves after the session check', String(hashWaves)],
  ];
}
