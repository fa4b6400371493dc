// The shell against the sandbox: the sidebar of each demo role (spec section 6, by accessible
// name), the guards (403 page, redirects), the not-found page, Japanese, the remembered sidebar,
// and a legacy page framed with its path and parameters.
import { expect, test, type Page } from '@playwright/test';
import type { RoleName } from '../../src/domain/roles';
import { legacyUrl } from './support/legacy-requests';
import { signInAs } from './support/sign-in';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

// Spec section 6, in the console's English labels. The dashboard entry is every role's but the
// Global admin's. Policy review, tuning and compare are shown disabled to company and site roles.
const MENUS: Record<RoleName, { links: string[]; disabled?: string[] }> = {
  AGMSAdmin: {
    links: [
      'Manage partners',
      'Users',
      'Install package',
      'Audit viewer',
      'Single sign-on',
      'Hash lookup',
      'Email (SMTP)',
      'PDP/LRP servers',
      'Alert console',
    ],
  },
  PartnerAdmin: {
    links: [
      'Dashboard',
      'Company dashboard',
      'Company list',
      'Users',
      'Licenses',
      'Add publisher',
      'Audit viewer',
      'Global role policies',
      'User activity',
      'Assets',
      'Single sign-on',
      'PDP/LRP servers',
    ],
  },
  CompanyAdmin: {
    links: [
      'Dashboard',
      'Manage dashboard',
      'Company management',
      'Agent settings',
      'Role policy list',
      'Users',
      'Audit viewer',
      'User activity',
      'Publishers',
      'Policy overview',
      'Single sign-on',
      'Syslog',
      'Agent',
      'Admin mode',
      'Installation',
      'PDP/LRP servers',
      'Alert console',
      'Hash inspection',
      'Event inspection',
      'Threat intelligence',
      'Assets',
    ],
    disabled: ['Policy review', 'Policy tuning', 'Policy compare'],
  },
  SiteAdmin: {
    links: ['Dashboard', 'Site overview', 'Group list', 'Agent task', 'Policy overview', 'PDP/LRP servers'],
    disabled: ['Policy review', 'Policy tuning', 'Policy compare'],
  },
  GroupAdmin: {
    links: [
      'Dashboard',
      'Group dashboard',
      'Agent task',
      'Policy overview',
      'Policy review',
      'Policy compare',
      'PDP/LRP servers',
    ],
  },
  SiteAudit: {
    links: [
      'Dashboard',
      'Alert console',
      'Hash inspection',
      'Event inspection',
      'Threat intelligence',
      'Assets',
    ],
  },
  GroupAudit: {
    links: [
      'Dashboard',
      'Alert console',
      'Hash inspection',
      'Event inspection',
      'Threat intelligence',
      'Assets',
    ],
  },
};

// The group admin's policy pages appear once an agms group with a main id is selected.
const GROUP_POLICY_PAGES = [
  'Default enclave',
  'Trusted folders',
  'Summary events',
  'Policy tuning',
  'Ignore events',
];

test.describe('the sidebar of each demo role', () => {
  for (const [role, menu] of Object.entries(MENUS) as [RoleName, (typeof MENUS)[RoleName]][]) {
    test(`${role} sees the entries of spec section 6`, async ({ page }) => {
      await signInAs(page, role);
      const nav = sidebar(page);
      for (const name of menu.links) {
        await expect(nav.getByRole('link', { name, exact: true }), name).toBeVisible();
      }
      for (const name of menu.disabled ?? []) {
        await expect(nav.getByRole('button', { name, exact: true }), name).toBeDisabled();
      }
      const links = await nav.getByRole('link').allInnerTexts();
      const extra = links.map((text) => text.trim()).filter((text) => !menu.links.includes(text));
      if (role === 'GroupAdmin') {
        // Only the policy pages of an agms group may come on top.
        expect(extra.filter((text) => !isGroupPolicyPage(text))).toEqual([]);
      } else {
        expect(extra).toEqual([]);
      }
      if (role === 'AGMSAdmin')
        await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    });
  }

  test('a Group admin with an agms group selected gets the policy pages', async ({ page }) => {
    await signInAs(page, 'GroupAdmin');
    // The demo group admin starts in their first group, an agms group (it has a main id).
    const groupMainId = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('group') ?? 'null') as { mainId?: number | null } | null)?.mainId ??
        null,
    );
    expect(groupMainId).toEqual(expect.any(Number));
    const nav = sidebar(page);
    for (const name of GROUP_POLICY_PAGES)
      await expect(nav.getByRole('link', { name, exact: true }), name).toBeVisible();
  });
});

function isGroupPolicyPage(text: string): boolean {
  return [
    ...GROUP_POLICY_PAGES,
    'Trusted publishers',
    'Power apps',
    'Global policy',
    'Code load',
    'Netlock policy',
    'Trusted enclave',
    'Removable media',
    'Custom scripts',
    'Space rule',
    'Ignore message',
    'File extensions',
    'Agent alerts',
    'Event severity',
    'Policy management',
    'Unique blocks',
    'Policy change checklist',
  ].includes(text);
}

test.describe('guards and redirects', () => {
  test('a page the role may not open shows the 403 page with its link back', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.goto('/administration/manage-partners');
    await expect(page.getByText('Access to this resource on the server is denied !')).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to the dashboard' });
    await expect(back).toHaveAttribute('href', '/dashboard/company-overview');
    await back.click();
    await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Company overview' })).toBeVisible();
  });

  test('an unknown route shows the not-found page, signed in or not', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('This page not found!')).toBeVisible();
    await signInAs(page, 'SiteAudit');
    await page.goto('/administration/no-such-page');
    await expect(page.getByText('This page not found!')).toBeVisible();
  });

  test('/ opens the company overview, titled for the role', async ({ page }) => {
    await signInAs(page, 'PartnerAdmin');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/company-overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Partner dashboard | Endpoint Console');
  });

  test('a Global Admin arriving at the company overview goes to manage partners', async ({ page }) => {
    await signInAs(page, 'AGMSAdmin');
    await page.goto('/dashboard/company-overview');
    await expect(page).toHaveURL(/\/administration\/manage-partners$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage partners' })).toBeVisible();
  });

  test('a Global Admin opening /dashboard goes to manage partners', async ({ page }) => {
    await signInAs(page, 'AGMSAdmin');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/administration\/manage-partners$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage partners' })).toBeVisible();
  });

  // The first page of the section in the role's sidebar; a role with none there gets the 403 page.
  const SECTION_HOMES: Record<RoleName, { administration: string | null; settings: string | null }> = {
    AGMSAdmin: { administration: '/administration/manage-partners', settings: '/settings/sso-settings' },
    PartnerAdmin: { administration: '/administration/manage-company', settings: '/settings/sso-settings' },
    CompanyAdmin: { administration: '/administration/manage-dashboard', settings: '/settings/sso-settings' },
    SiteAdmin: { administration: '/administration/site-overview', settings: '/settings/pdp-lrp-settings' },
    GroupAdmin: { administration: '/administration/group-dashboard', settings: '/settings/pdp-lrp-settings' },
    SiteAudit: { administration: null, settings: null },
    GroupAudit: { administration: null, settings: null },
  };
  for (const [role, homes] of Object.entries(SECTION_HOMES) as [
    RoleName,
    (typeof SECTION_HOMES)[RoleName],
  ][]) {
    test(`${role}: bare /administration and /settings open the section's first page`, async ({ page }) => {
      await signInAs(page, role);
      for (const [path, home] of [
        ['/administration', homes.administration],
        ['/settings', homes.settings],
      ] as const) {
        await page.goto(path);
        if (home) {
          await expect(page, path).toHaveURL(new RegExp(`${home}$`));
          await expect(page.getByText('This page not found!')).toHaveCount(0);
        } else {
          await expect(
            page.getByText('Access to this resource on the server is denied !'),
            path,
          ).toBeVisible();
        }
      }
    });
  }

  test('pdp-lrp-list sends anyone but a Partner Admin to pdp-lrp-settings', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await page.goto('/settings/pdp-lrp-list');
    await expect(page).toHaveURL(/\/settings\/pdp-lrp-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'PDP/LRP settings' })).toBeVisible();
  });

  test('the shortcuts open their pages, with the breadcrumb of their area', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    // Built screens show themselves.
    for (const [path, title, built] of [
      ['/hash-inspection/malicious', 'Malicious hashes', true],
      ['/event-inspection/all-events', 'All events', true],
      ['/alert-console/all', 'All alerts', true],
      ['/endpoints/computers/all', 'All computers', true],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
      await expect(page.getByText('Not built yet', { exact: true }), path).toHaveCount(built ? 0 : 1);
    }
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await page.goto('/alert-console/resolved');
    await expect(crumbs.getByRole('link', { name: 'Alert console' })).toHaveAttribute(
      'href',
      '/alert-console/unresolved',
    );
  });

  test('a guest is sent to sign in and comes back to the page asked for', async ({ page }) => {
    await page.goto('/settings/syslog-settings');
    await expect(page).toHaveURL(/\/bff\/login\?redirect=/);
    await page.getByRole('textbox', { name: 'Email' }).fill('company.admin@sandbox.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('Sandbox-Demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/settings\/syslog-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Syslog settings' })).toBeVisible();
  });
});

test.describe('the shell', () => {
  test('renders Japanese with no missing key, and keeps it after a reload', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    // The language switch: its options are radios behind their labels.
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();
    const japaneseSidebar = page.getByRole('navigation', { name: 'メイン ナビゲーション' });
    await expect(japaneseSidebar.getByRole('link', { name: 'ダッシュボード', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '企業の概要' })).toBeVisible();
    await expectNoRawKeys(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // A page from each kind: a legacy frame's surroundings, the 403 page.
    await page.goto('/administration/company-overview');
    await expect(page.getByRole('heading', { level: 1, name: '企業管理' })).toBeVisible();
    await expectNoRawKeys(page);
    await page.goto('/administration/manage-partners');
    await expect(page.getByRole('heading', { level: 1, name: 'アクセス拒否' })).toBeVisible();
    await expectNoRawKeys(page);
  });

  test('the sidebar opens and closes, and stays so after a reload', async ({ page }) => {
    await signInAs(page, 'SiteAdmin');
    await expect(sidebar(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(sidebar(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.reload();
    await expect(sidebar(page)).toBeVisible();
  });

  test('a tablet gets the sidebar behind the burger', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInAs(page, 'CompanyAdmin');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
  });

  test('the dark color scheme is remembered', async ({ page }) => {
    await signInAs(page, 'GroupAudit');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('the footer carries the current year', async ({ page }) => {
    await signInAs(page, 'GroupAudit');
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Endpoint Console`);
  });
});

test.describe('legacy pages', () => {
  test('frame the legacy server with the page\u2019s path and the role parameter set', async ({ page }) => {
    await signInAs(page, 'CompanyAdmin');
    await sidebar(page).getByRole('link', { name: 'Company management', exact: true }).click();
    const frame = page.locator('iframe[title="Company management (management server)"]');
    await expect(frame).toBeVisible();
    const src = new URL((await frame.getAttribute('src')) ?? '');
    const company = await page.evaluate(
      () => JSON.parse(localStorage.getItem('company') ?? 'null') as { guid: string },
    );
    // The legacy stub of this run listens on a free port of its own (not 8081, not the console's
    // port + 1): the console frames it there because the sandbox says so.
    expect(src.origin).toBe(new URL(legacyUrl()).origin);
    expect(src.pathname).toBe('/Company/Management');
    expect(src.searchParams.get('role')).toBe('CompanyAdmin');
    expect(src.searchParams.get('companyGuid')).toBe(company.guid);
    expect(src.searchParams.get('partnerGuid')).toMatch(/^[0-9a-f-]{36}$/i);
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    // The legacy server answered: its page names what was asked for.
    const legacy = page.frameLocator('iframe[title="Company management (management server)"]');
    await expect(legacy.getByTestId('legacy-page')).toHaveText('/Company/Management');
    await expect(legacy.getByRole('row', { name: /companyGuid/ })).toContainText(company.guid);
  });

  test('a policy page carries its policy type id and the agms group\u2019s main id', async ({ page }) => {
    await signInAs(page, 'GroupAdmin');
    const group = await page.evaluate(
      () => JSON.parse(localStorage.getItem('group') ?? 'null') as { guid: string; mainId: number },
    );
    await sidebar(page).getByRole('link', { name: 'Trusted folders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trusted folders' })).toBeVisible();
    const frame = page.locator('iframe[title="Trusted folders (management server)"]');
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.pathname).toBe('/Policy/TrustedFolders');
    expect(src.searchParams.get('policyType')).toBe('14');
    expect(src.searchParams.get('mainId')).toBe(String(group.mainId));
    expect(src.searchParams.get('role')).toBe('GroupAdmin');
    expect(src.searchParams.get('groupGuid')).toBe(group.guid);
    const legacy = page.frameLocator('iframe[title="Trusted folders (management server)"]');
    await expect(legacy.getByRole('row', { name: /policyType/ })).toContainText('14');
  });
});

/** No message key shows through untranslated (i18next shows the key when it has no text). */
async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(?:nav|shell|scope|auth|errors|app|session|common)\.[a-zA-Z]+/);
}
