// @vitest-environment jsdom
// The console offers an action exactly when the operation table the sandbox enforces lets the
// role the console acts in (a selected lower role included) make the call.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RestapiOperationId } from '../domain/contract-values';
import { toSession } from '../session/session';
import { sessionStore } from '../session/session-store';
import { storedSelection } from '../session/stored-selection';
import type { OperationFacts } from '../domain/operation-conditions';
import type { RoleName } from '../domain/roles';
import { canCall, useCanCall } from './use-can-call';

function signIn(role: RoleName, selectedRole: RoleName | null = null) {
  sessionStore.set(
    toSession(
      [
        { type: 'role', value: role },
        { type: 'sid', value: 'sid-1' },
      ],
      selectedRole,
    ),
  );
  storedSelection.update({ realRole: role, selectedRole });
}

function DeleteButton({ operationId, facts }: { operationId: RestapiOperationId; facts?: OperationFacts }) {
  return useCanCall(operationId, facts) ? <button type="button">Delete</button> : null;
}

const deleteButton = () => screen.queryByRole('button', { name: 'Delete' });

beforeEach(() => {
  storedSelection.clear();
  sessionStore.set(null);
});
afterEach(cleanup);

describe('useCanCall', () => {
  it('shows a write to an admin the table admits and hides it from an auditor', () => {
    signIn('GroupAdmin');
    render(<DeleteButton operationId="Computer_DeleteComputer" />);
    expect(deleteButton()).not.toBeNull();
    cleanup();
    signIn('GroupAudit');
    render(<DeleteButton operationId="Computer_DeleteComputer" />);
    expect(deleteButton()).toBeNull();
  });

  it('follows the role the console acts in, and the facts of the request', () => {
    // A Company Admin acting as a Site Admin may not change a role-policy template's rules.
    signIn('CompanyAdmin', 'SiteAdmin');
    render(<DeleteButton operationId="Agms_IgnoreEvents_Delete" facts={{ targetLevel: 'template' }} />);
    expect(deleteButton()).toBeNull();
    cleanup();
    render(<DeleteButton operationId="Agms_IgnoreEvents_Delete" facts={{ targetLevel: 'group' }} />);
    expect(deleteButton()).not.toBeNull();
  });

  it('offers nothing before the session is known', () => {
    expect(canCall('Server_GetZones', null)).toBe(false);
    render(<DeleteButton operationId="Server_DeleteServer" />);
    expect(deleteButton()).toBeNull();
  });
});
