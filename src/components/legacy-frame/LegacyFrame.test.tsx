// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import type { Claim } from '../../api/session-claims';
import { toSession } from '../../session/session';
import { sessionStore } from '../../session/session-store';
import { storedSelection } from '../../session/stored-selection';
import { fakeServer, json, type Handler } from '../../session/testing/fake-server';
import { LegacyFrame } from './LegacyFrame';

const PARTNER = '0b7f5d7e-1111-4c2b-9d3e-000000000001';
/** The legacy server's address as the backend gives it (GET /bff/config): no built-in port. */
const LEGACY = 'http://127.0.0.1:19101';

const backend = (config: Handler = () => json(200, { legacyBaseUrl: LEGACY })) =>
  fakeServer({ '/bff/config': config });

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
  it('frames the page at the backend\u2019s legacy address with its policy type id, main id and role parameters, titled', async () => {
    signInAsGroupAdmin();
    renderUi(<LegacyFrame page="trusted-folders" title="Trusted folders" client={backend().client} />);
    const frame = await screen.findByTitle('Trusted folders (management server)');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin).toBe(LEGACY);
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

  it('never frames a page on the console\u2019s own origin with both scripts and its origin', async () => {
    signInAsGroupAdmin();
    const own = backend(() => json(200, { legacyBaseUrl: window.location.origin }));
    renderUi(<LegacyFrame page="agent-task" title="Agent task" client={own.client} />);
    const frame = await screen.findByTitle('Agent task (management server)');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
  });

  it('shows a loading state until the legacy address is known and the frame has loaded', async () => {
    signInAsGroupAdmin();
    renderUi(<LegacyFrame page="agent-task" title="Agent task" client={backend().client} />);
    expect(screen.getByRole('status').textContent).toContain('Loading the page from the management server');
    fireEvent.load(await screen.findByTitle('Agent task (management server)'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so, with a way to try again, when the backend cannot give the legacy address', async () => {
    signInAsGroupAdmin();
    let answer = 500;
    const server = backend(() =>
      answer === 500
        ? json(500, { isSuccess: false, message: 'An Error Occurred..', entityData: null })
        : json(200, { legacyBaseUrl: LEGACY }),
    );
    renderUi(<LegacyFrame page="agent-task" title="Agent task" client={server.client} />);
    expect(
      await screen.findByText('The management server\u2019s address could not be read from the server.'),
    ).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    answer = 200;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Agent task (management server)')).toBeTruthy();
  });

  it('asks for an agms group when the page needs a main id and none is selected', async () => {
    signInAsGroupAdmin();
    storedSelection.update({ group: { guid: 'g-2', mainId: null } });
    renderUi(<LegacyFrame page="default-enclave" title="Default enclave" client={backend().client} />);
    expect(
      await screen.findByText(
        'Select an agms group (a group with a main id) in the scope to open this page.',
      ),
    ).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks for a site with a main id for the site pages', async () => {
    signInAsGroupAdmin();
    storedSelection.update({ realRole: 'SiteAdmin', site: { guid: 's-3' }, group: null });
    renderUi(<LegacyFrame page="group-list" title="Group list" client={backend().client} />);
    expect(
      await screen.findByText('Select a site with a main id in the scope to open this page.'),
    ).toBeTruthy();
  });
});
