// Policy review pages as the group admin sees them, and the sandbox's PolicyReview calls made
// with the headers (scope, CSRF) and cookies of a request the page made.
import { expect, type Page, type Request } from '@playwright/test';
import { signInAs } from './sign-in';

export interface PagedReply<T> {
  entityData: T[];
  totalCount: number;
}

/**
 * The rows of the page's next PolicyReview/<op> page whose body matches (start waiting before the
 * action that asks for it). Tests compare the screen with the page's own reply: other spec files
 * change the shared world's reviews meanwhile, so a second call made later may differ.
 */
export async function nextPageReply<T>(
  page: Page,
  op: string,
  where: (body: Record<string, unknown>) => boolean,
): Promise<T[]> {
  const response = await page.waitForResponse((reply) => {
    if (!reply.url().endsWith(`/restapi/PolicyReview/${op}`)) return false;
    const body = reply.request().postDataJSON() as Record<string, unknown>;
    return Number(body.pageSize) > 1 && where(body);
  });
  return ((await response.json()) as PagedReply<T>).entityData;
}

export const FINANCE_GROUP = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001';

/** Opens a page as the group admin; returns the page's first call of `op` and its reply. */
export async function openAsGroupAdmin<T>(
  page: Page,
  path: string,
  op: string,
): Promise<{ request: Request; reply: PagedReply<T> }> {
  await signInAs(page, 'GroupAdmin');
  const first = page.waitForResponse((response) => response.url().endsWith(`/restapi/PolicyReview/${op}`));
  await page.goto(path);
  const response = await first;
  return { request: response.request(), reply: (await response.json()) as PagedReply<T> };
}

/** Calls PolicyReview/<op> as the page did `like`; returns its entityData. */
export async function callLike<T>(page: Page, like: Request, op: string, data: unknown): Promise<T> {
  const reply = await page.request.post(like.url().replace(/[^/]+$/, op), {
    headers: await like.allHeaders(),
    data,
  });
  expect(reply.ok(), `${op} ${reply.status()} ${await reply.text()}`).toBe(true);
  return ((await reply.json()) as { entityData: T }).entityData;
}

/** A new review of the Finance Workstations group, in Draft review (Approver unless said). */
export const createReview = <T>(
  page: Page,
  like: Request,
  name: string,
  permissionLevel: 'ReadOnly' | 'Reviewer' | 'Approver' = 'Approver',
) =>
  callLike<T>(page, like, 'CreateReview', {
    name,
    riskLevel: 'Medium',
    permissionLevel,
    mode: 'Summary',
    scope: 'Group',
    groupGuid: FINANCE_GROUP,
  });

/** Adds unique blocks to a review's checklist; returns the items made. */
export const addBlocks = <T>(page: Page, like: Request, reviewId: number, uniqueBlockIds: number[]) =>
  callLike<T[]>(page, like, 'AddUniqueBlockToReviewCheckList', { reviewId, uniqueBlockIds });
