// @vitest-environment jsdom
// An entity's History as a user reads it, on replies of the contract's shape: the changes newest
// first with their fields before and after (a secret only "changed"), two versions compared side
// by side, and a restore the server refuses: the dialog says why, in the catalogue's words, and
// stays open.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { createQueryLayer } from '../../api/query-layer';
import { EMPTY_SCOPE_SELECTION } from '../../domain/scope-selection';
import { toSession } from '../../session/session';
import { sessionStore } from '../../session/session-store';
import { storedSelection } from '../../session/stored-selection';
import { newTestQueryClient, renderUi } from '../../../tests/support/render-ui';
import type { ChangeRecord } from './change-versions';
import { EntityHistory } from './EntityHistory';

vi.setConfig({ testTimeout: 30_000 });

const change = (changeId: number, action: ChangeRecord['action'], fields: ChangeRecord['fields']) =>
  ({
    changeId,
    changedAt: `2026-11-19T10:0${changeId}:00Z`,
    authorUserId: 9003,
    authorEmail: 'company.admin@sandbox.test',
    authorName: changeId === 3 ? 'Dana Kim' : 'Marcus Webb',
    authorRole: 'CompanyAdmin',
    authorScopeName: 'Fabrikam Manufacturing',
    clientAddress: '203.0.113.24',
    browser: 'Chrome 131 on Windows',
    operation: 'GlobalSettings_CreateOrUpdateSettings',
    action,
    entityType: 'Settings',
    entityId: 'EmailSettings',
    entityName: 'EmailSettings',
    partnerGuid: null,
    companyGuid: null,
    companyName: 'Fabrikam Manufacturing',
    fields,
    restorable: true,
    restoredChangeId: null,
  }) satisfies ChangeRecord;

const HISTORY = [
  change(3, 'Update', [
    { field: 'server', before: 'smtp2.fabrikam.example', after: 'smtp3.fabrikam.example', secret: false },
    { field: 'password', before: null, after: null, secret: true },
  ]),
  change(2, 'Update', [{ field: 'port', before: 25, after: 587, secret: false }]),
  change(1, 'Create', [{ field: 'server', before: null, after: 'smtp2.fabrikam.example', secret: false }]),
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeClient(restored: (body: unknown) => void): ApiClient {
  const result = (response: Response, body: unknown) =>
    Promise.resolve(response.ok ? { data: body, response } : { error: body, response });
  return {
    GET: () => {
      const body = { isSuccess: true, message: null, totalCount: 3, entityDataCount: 3, entityData: HISTORY };
      return result(json(200, body), body);
    },
    POST: (_path: string, options: { body: unknown }) => {
      restored(options.body);
      const body = {
        isSuccess: false,
        message:
          'This item was changed again after this change, so it was not restored. Look at its newer changes first.',
        messageKey: 'changeHistory.restore.refused.changedSince',
        entityData: { reason: 'changedSince', latestChangeId: 4 },
      };
      return result(json(409, body), body);
    },
  } as unknown as ApiClient;
}

async function renderHistory() {
  const restored = vi.fn();
  const queryClient = newTestQueryClient();
  const rootRoute = createRootRoute({
    component: () => <EntityHistory entityType="Settings" entityId="EmailSettings" />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, ...createQueryLayer(fakeClient(restored), () => EMPTY_SCOPE_SELECTION) },
  });
  renderUi(<RouterProvider router={router} />, queryClient, { mantineEnv: 'test' });
  const region = await screen.findByRole('region', { name: 'History' });
  await within(region).findAllByRole('listitem');
  return { region, restored, user: userEvent.setup() };
}

const cellsOf = (table: HTMLElement, field: string) =>
  within(within(table).getByRole('rowheader', { name: field }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// A Company Admin, who may restore what the company's settings pages write.
beforeEach(() => {
  sessionStore.set(
    toSession(
      [
        { type: 'role', value: 'CompanyAdmin' },
        { type: 'sid', value: 'sid-1' },
      ],
      null,
    ),
  );
  storedSelection.update({ realRole: 'CompanyAdmin', selectedRole: null });
});

afterEach(() => {
  cleanup();
  storedSelection.clear();
  sessionStore.set(null);
});

describe('the History of a thing', () => {
  it('lists the changes newest first, each field before and after, a secret only as changed', async () => {
    const { region } = await renderHistory();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.textContent?.split(',')[0])).toEqual([
      'Updated by Dana Kim',
      'Updated by Marcus Webb',
      'Created by Marcus Webb',
    ]);
    const newest = within(items[0]!).getByRole('table');
    // The settings record by its page's title, not its key `EmailSettings`.
    expect(within(items[0]!).getByRole('table', { name: /Email settings/ })).toBe(newest);
    expect(cellsOf(newest, 'Server')).toEqual(['smtp2.fabrikam.example', 'smtp3.fabrikam.example']);
    expect(cellsOf(newest, 'Password')).toEqual([
      'changed (secret, not shown)',
      'changed (secret, not shown)',
    ]);
    // Only the newest change offers a restore: an older one was changed since.
    expect(within(region).getAllByRole('button', { name: /^Restore this version/ })).toHaveLength(1);
  });

  it('compares two versions side by side', async () => {
    const { region, user } = await renderHistory();
    await user.click(within(region).getByRole('button', { name: 'Compare versions' }));
    const compared = within(region).getByRole('table', { name: 'The two versions compared' });
    // By default the version before the newest change and the current one.
    expect(cellsOf(compared, 'Server')).toEqual(['smtp2.fabrikam.example', 'smtp3.fabrikam.example']);
    expect(within(compared).queryByRole('rowheader', { name: 'Port' })).toBeNull();

    const older = within(region).getByRole('combobox', { name: 'Older version' });
    await user.selectOptions(older, within(older).getByRole('option', { name: /^Before / }));
    expect(cellsOf(compared, 'Server')).toEqual(['(empty)', 'smtp3.fabrikam.example']);
    expect(cellsOf(compared, 'Port')).toEqual(['25', '587']);
  });

  it('shows what a restore writes, and a refusal in the catalogue\u2019s words, keeping the dialog open', async () => {
    const { region, restored, user } = await renderHistory();
    await user.click(within(region).getByRole('button', { name: /^Restore this version/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    const difference = within(dialog).getByRole('table');
    expect(
      within(difference)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Now', 'After the restore']);
    expect(cellsOf(difference, 'Server')).toEqual(['smtp3.fabrikam.example', 'smtp2.fabrikam.example']);
    // A secret is left as it is: not listed.
    expect(within(difference).queryByRole('rowheader', { name: 'Password' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(
      await within(dialog).findByText(
        'This item was changed again after this change, so it was not restored. Look at its newer changes first.',
      ),
    ).toBeTruthy();
    expect(restored).toHaveBeenCalledWith({ changeId: 3 });
    expect(screen.getByRole('dialog', { name: 'Restore this version?' })).toBeTruthy();
  });
});
