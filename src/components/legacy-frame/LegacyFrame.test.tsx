// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import type { Claim } from '../../api/session-claims';
import { toSession } from '../../session/session';
import { sessionStore } from '../../session/session-store';
import { storedSelection } from '../../session/stored-selection';
import { LegacyFrame } from './LegacyFrame';

const PARTNER = '0b7f5d7e-1111-4c2b-9d3e-000000000001';

function signInAsGroupAdmin() {
  const claims: Claim[] = [
    { type: 'role', value: 'GroupAdmin' },
    { type: 'PartnerId', value: PARTNER },
    { type: 'sid', value: 'sid-1' },
  ];
  sessionStore.set(toSession(claims, null));
  storedSelection.update({
    realRole: 'GroupAdmin',
    company: { guid: 'c-1' },
    site: { guid: 's-1', mainId: 5001 },
    group: { guid: 'g-1', mainId: 7001 },
  });
}

beforeEach(() => {
  storedSelection.clear();
  sessionStore.set(null);
});
afterEach(cleanup);

describe('the legacy frame', () => {
  it('frames the page with its policy type id, main id and role parameters, titled', () => {
    signInAsGroupAdmin();
    renderUi(<LegacyFrame page="trusted-folders" title="Trusted folders" />);
    const frame = screen.getByTitle('Trusted folders (management server)');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.port).toBe('8081');
    expect(src.pathname).toBe('/Policy/TrustedFolders');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      mainId: '7001',
      policyType: '14',
      role: 'GroupAdmin',
      partnerGuid: PARTNER,
      companyGuid: 'c-1',
      siteGuid: 's-1',
      groupGuid: 'g-1',
    });
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
  });

  it('shows a loading state until the frame has loaded', () => {
    signInAsGroupAdmin();
    renderUi(<LegacyFrame page="agent-task" title="Agent task" />);
    expect(screen.getByRole('status').textContent).toContain('Loading the page from the management server');
    fireEvent.load(screen.getByTitle('Agent task (management server)'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for an agms group when the page needs a main id and none is selected', () => {
    signInAsGroupAdmin();
    storedSelection.update({ group: { guid: 'g-2', mainId: null } });
    renderUi(<LegacyFrame page="default-enclave" title="Default enclave" />);
    expect(
      screen.getByText('Select an agms group (a group with a main id) in the scope to open this page.'),
    ).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks for a site with a main id for the site pages', () => {
    signInAsGroupAdmin();
    storedSelection.update({ realRole: 'SiteAdmin', site: { guid: 's-3' }, group: null });
    renderUi(<LegacyFrame page="group-list" title="Group list" />);
    expect(screen.getByText('Select a site with a main id in the scope to open this page.')).toBeTruthy();
  });
});
