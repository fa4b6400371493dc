// The one guard, as the shell calls it: allowed pages pass with their table entry, the others
// are sent to the 403 page or redirected as the table says, unknown paths are not found.
import { isNotFound, isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { rolePolicyTemplateStore } from '../access/role-policy-template';
import { guardPath, guardShell, isShellPath } from './-guard';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the guard to throw');
}

const redirectTarget = (error: unknown): string | undefined =>
  isRedirect(error) ? (error.options as { href?: string }).href : undefined;

describe('guardPath', () => {
  it('lets an allowed role through with the page\u2019s table entry', () => {
    expect(guardPath('/administration/users', 'CompanyAdmin').access.path).toBe('/administration/users');
    expect(guardPath('/hash-inspection/0a1b2c', 'SiteAudit').access.path).toBe('/hash-inspection/$hash');
  });

  it('sends a role that may not open the page to the 403 page', () => {
    expect(redirectTarget(thrown(() => guardPath('/administration/manage-partners', 'CompanyAdmin')))).toBe(
      '/403',
    );
    expect(
      redirectTarget(thrown(() => guardPath('/alert-console/configuration/system-alerts', 'PartnerAdmin'))),
    ).toBe('/403');
  });

  it('follows the table\u2019s redirects', () => {
    expect(redirectTarget(thrown(() => guardPath('/settings/pdp-lrp-list', 'SiteAdmin')))).toBe(
      '/settings/pdp-lrp-settings',
    );
    expect(redirectTarget(thrown(() => guardPath('/dashboard/company-overview', 'AGMSAdmin')))).toBe(
      '/administration/manage-partners',
    );
    expect(redirectTarget(thrown(() => guardPath('/alert-console', 'CompanyAdmin')))).toBe(
      '/alert-console/unresolved',
    );
  });

  it('finds no page for a path outside the table', () => {
    expect(isNotFound(thrown(() => guardPath('/no/such/page', 'CompanyAdmin')))).toBe(true);
    expect(isShellPath('/no/such/page')).toBe(false);
    expect(isShellPath('/403')).toBe(true);
  });

  it('lets every role see the shell’s own 403 page, with no table entry', () => {
    expect(guardShell('/403', 'GroupAudit')).toEqual({ access: null });
    expect(guardShell('/403/', 'AGMSAdmin')).toEqual({ access: null });
  });

  it('remembers the role-policy template a page is opened with', () => {
    guardPath('/administration/ignore-events-role', 'CompanyAdmin', { templateId: 't-9', templateType: '3' });
    expect(rolePolicyTemplateStore.get()).toEqual({ id: 't-9', type: 3 });
  });
});
