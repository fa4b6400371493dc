// @vitest-environment jsdom
// A review's History (in its drawer) refreshes after a status move: the move's answer makes the
// History ask the server again, so the move shows at its top without a reload.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client';
import { createQueryLayer } from '../../../api/query-layer';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
import { EMPTY_SCOPE_SELECTION } from '../../../domain/scope-selection';
import { newTestQueryClient, renderUi } from '../../../../tests/support/render-ui';
import { useChangeReviewStatus } from './change-review-status';

vi.setConfig({ testTimeout: 30_000 });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The review's history: empty until the move, then the move. */
function fakeClient() {
  let moved = false;
  const historyReads = vi.fn();
  const move = {
    changeId: 7,
    changedAt: '2026-11-19T10:00:00Z',
    authorUserId: 9003,
    authorEmail: 'company.admin@sandbox.test',
    authorName: 'Marcus Webb',
    authorRole: 'CompanyAdmin',
    authorScopeName: 'Fabrikam Manufacturing',
    clientAddress: null,
    browser: null,
    operation: 'PolicyReview_ChangeReviewStatus',
    action: 'Update',
    entityType: 'Review',
    entityId: '11',
    entityName: 'Q4 review',
    partnerGuid: null,
    companyGuid: null,
    companyName: 'Fabrikam Manufacturing',
    fields: [{ field: 'status', before: 'Drafted', after: 'Applied', secret: false }],
    restorable: true,
    restoredChangeId: null,
  };
  const client = {
    GET: () => {
      historyReads();
      const rows = moved ? [move] : [];
      const body = {
        isSuccess: true,
        message: null,
        totalCount: rows.length,
        entityDataCount: rows.length,
        entityData: rows,
      };
      return Promise.resolve({ data: body, response: json(body) });
    },
    POST: () => {
      moved = true;
      const body = { isSuccess: true, message: null, entityData: { reviewId: 11, status: 'Applied' } };
      return Promise.resolve({ data: body, response: json(body) });
    },
  } as unknown as ApiClient;
  return { client, historyReads };
}

function ReviewWithMove() {
  const { mutateAsync } = useChangeReviewStatus();
  return (
    <>
      <button type="button" onClick={() => void mutateAsync({ reviewId: 11, status: 'Applied' })}>
        Apply
      </button>
      <EntityHistory entityType="Review" entityId="11" />
    </>
  );
}

afterEach(cleanup);

describe("a review's History", () => {
  it('shows a status move once the move is answered', async () => {
    const { client, historyReads } = fakeClient();
    const queryClient = newTestQueryClient();
    const router = createRouter({
      routeTree: createRootRoute({ component: ReviewWithMove }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { queryClient, ...createQueryLayer(client, () => EMPTY_SCOPE_SELECTION) },
    });
    renderUi(<RouterProvider router={router} />, queryClient, { mantineEnv: 'test' });
    const region = await screen.findByRole('region', { name: 'History' });
    await within(region).findByText('No changes recorded yet.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
    const status = await within(region).findByRole('rowheader', { name: 'Status' });
    expect(
      within(status.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Drafted', 'Applied']);
    await waitFor(() => expect(historyReads).toHaveBeenCalledTimes(2));
  });
});
