// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../tests/support/render-ui';
import { toSession } from '../session/session';
import { sessionStore } from '../session/session-store';
import { storedSelection } from '../session/stored-selection';
import { envelope, fakeServer } from '../session/testing/fake-server';
import { GUID, TREE } from '../session/testing/scope-fixtures';
import { ScopeSummary } from './ScopeSummary';

function renderSummary(role: string) {
  sessionStore.set(
    toSession(
      [
        { type: 'role', value: role },
        { type: 'sid', value: 'sid-1' },
      ],
      null,
    ),
  );
  const fake = fakeServer({ '/restapi/Company/GetScopeTree': () => envelope(TREE.global) });
  renderUi(<ScopeSummary client={fake.client} />);
}

beforeEach(() => storedSelection.clear());
afterEach(cleanup);

describe("the header's scope", () => {
  it('shows the selected path and the role the console acts in', () => {
    storedSelection.update({
      realRole: 'AGMSAdmin',
      selectedRole: 'SiteAdmin',
      partner: { guid: GUID.northwind, name: 'Northwind Security Partners' },
      company: { guid: GUID.fabrikam, name: 'Fabrikam Manufacturing' },
      site: { guid: GUID.chicago, name: 'Chicago HQ' },
    });
    renderSummary('AGMSAdmin');
    expect(
      screen.getByText('Northwind Security Partners › Fabrikam Manufacturing › Chicago HQ'),
    ).toBeTruthy();
    expect(screen.getByText('Site Administrator')).toBeTruthy();
  });

  it('shows Global for a Global Admin with nothing selected', () => {
    storedSelection.update({ realRole: 'AGMSAdmin' });
    renderSummary('AGMSAdmin');
    expect(screen.getByText('Global')).toBeTruthy();
    expect(screen.getByText('Global Admin')).toBeTruthy();
  });

  it('opens the scope dialog', async () => {
    const user = userEvent.setup();
    storedSelection.update({ realRole: 'AGMSAdmin' });
    renderSummary('AGMSAdmin');
    await user.click(screen.getByRole('button', { name: 'Change scope' }));
    expect(await screen.findByRole('dialog', { name: 'Change scope' })).toBeTruthy();
    expect(await screen.findByRole('tree', { name: 'Scope tree' })).toBeTruthy();
  });
});
