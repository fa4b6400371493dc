// Policy review applies (issue 28): a review moved to Applied writes its Approved decisions into
// the draft of its group's local block, Published publishes that draft (policy versions move for
// exactly the scopes the block reaches) and the version names the review, Keep enforcing writes
// nothing; another tenant's review never writes here; a refused or failed write leaves the review
// where it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import { CHICAGO, ENGINEERING, FABRIKAM, FINANCE, TOKYO_KEIRI, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

const FINANCE_ADDINS = 33;
const QUARTER_END = 502;
const KINTAI = 507;
const TELLER_DRIVERS = 509;
const FINANCE_SCOPE = { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO, 'x-group-guid': FINANCE };

const move = (who: Who, reviewId: number, status: 'Drafted' | 'Applied' | 'Published' | 'KeepEnforcing') =>
  api(who, 'POST', '/restapi/PolicyReview/ChangeReviewStatus', { payload: { reviewId, status } });
const block = async (blockId: number) => {
  const reply = await api('global', 'GET', '/restapi/Policy/GetBlock', { query: { blockId } });
  expect(reply.status).toBe(200);
  return reply.body.entityData!;
};
const components = async (blockId: number, draft: boolean) => {
  const reply = await api('global', 'POST', '/restapi/Policy/ListBlockComponents', {
    payload: { page: 1, pageSize: 100, blockId, draft },
  });
  expect(reply.status).toBe(200);
  return reply.body.entityData!.map((c) => ({ kind: c.kind, action: c.action, target: c.target }));
};
const versionAt = async (scope: Record<string, string>) => {
  const reply = await api('global', 'GET', '/restapi/Policy/GetEffectivePolicy', { scope });
  return reply.body.entityData!.version;
};
const reviewStatus = async (reviewId: number) => {
  const [row] = await sb.db.query<{ status: string }>('select status from reviews where id = $1', [reviewId]);
  return row!.status;
};

// The rules of review 502's Approved items: Trust publisher (EXCEL.EXE), Keep blocking
// (invoice_viewer.exe) and Allow hash (AcroRd32.exe); its Pending and Deferred items write none.
const QUARTER_END_RULES = [
  { kind: 'trustedPublisher', action: 'allow', target: 'CN=Microsoft Corporation' },
  {
    kind: 'hash',
    action: 'deny',
    target: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  },
  {
    kind: 'hash',
    action: 'allow',
    target: '7abba0dd5d158aa65c3e0e45d23e2ffc9a6bcbdd6232b21affa278f79ec42d4e',
  },
];
const FINANCE_DRAFT_BEFORE = [
  { kind: 'trustedFolder', action: 'allow', target: 'C:\\Program Files\\Fabrikam\\Finance Add-ins\\*' },
];

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ['global', 'partner', 'group']));
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

describe('a review’s moves write into its group’s local block', () => {
  const others = { engineering: '', site: '', company: '', finance: '' };

  it('Applied: the draft holds exactly the review’s decisions beside what it held; nothing in force changes', async () => {
    others.finance = (await versionAt({ 'x-group-guid': FINANCE }))!;
    others.engineering = (await versionAt({ 'x-group-guid': ENGINEERING }))!;
    others.site = (await versionAt({ 'x-site-guid': CHICAGO }))!;
    others.company = (await versionAt({ 'x-company-guid': FABRIKAM }))!;
    const before = await block(FINANCE_ADDINS);
    expect(await components(FINANCE_ADDINS, true)).toEqual(FINANCE_DRAFT_BEFORE);

    const applied = await move('group', QUARTER_END, 'Applied');
    expect(applied.status).toBe(200);
    expect(applied.body.entityData.status).toBe('Applied');
    expect(applied.body.entityData.policyChange).toEqual({
      blockId: FINANCE_ADDINS,
      blockName: 'Finance add-ins',
      version: null,
      componentCount: 3,
    });
    const draft = await components(FINANCE_ADDINS, true);
    expect(draft).toHaveLength(4);
    expect(draft).toEqual(expect.arrayContaining([...FINANCE_DRAFT_BEFORE, ...QUARTER_END_RULES]));
    // Each rule says where it comes from: the review, the unique block, the item's comment.
    const reader = await api('global', 'POST', '/restapi/Policy/ListBlockComponents', {
      payload: { page: 1, pageSize: 10, blockId: FINANCE_ADDINS, draft: true, search: '7abba0dd5d158aa6' },
    });
    expect(reader.body.entityData!.map((c) => [c.expiresAt, c.provenance])).toEqual([
      [
        null,
        expect.objectContaining({
          source: 'review',
          reviewId: QUARTER_END,
          uniqueBlockId: 8108,
          reason: 'Reader update pushed by IT.',
        }),
      ],
    ]);
    const after = await block(FINANCE_ADDINS);
    expect(after.revision).toBeGreaterThan(before.revision);
    expect(after.version).toBe(0);
    expect(after.versions).toEqual([]);
    expect(await versionAt({ 'x-group-guid': FINANCE })).toBe(others.finance);
  });

  it('Published: the draft becomes version 1, which names the review; only the block’s scopes move on', async () => {
    const published = await move('group', QUARTER_END, 'Published');
    expect(published.status).toBe(200);
    expect(published.body.entityData.policyChange).toMatchObject({ blockId: FINANCE_ADDINS, version: 1 });
    const after = await block(FINANCE_ADDINS);
    expect(after.version).toBe(1);
    expect(after.hasDraft).toBe(false);
    expect(after.versions[0]).toMatchObject({
      version: 1,
      componentCount: 4,
      review: { reviewId: QUARTER_END, name: 'Quarter-end reporting tools' },
    });
    expect(await versionAt({ 'x-group-guid': FINANCE })).not.toBe(others.finance);
    expect(await versionAt({ 'x-group-guid': ENGINEERING })).toBe(others.engineering);
    expect(await versionAt({ 'x-site-guid': CHICAGO })).toBe(others.site);
    expect(await versionAt({ 'x-company-guid': FABRIKAM })).toBe(others.company);
    // The review's allow is in force in Finance Workstations.
    const rules = await api('group', 'POST', '/restapi/Policy/ListEffectiveRules', {
      payload: { page: 1, pageSize: 10, search: '7abba0dd5d158aa6' },
      scope: FINANCE_SCOPE,
    });
    expect(rules.body.entityData!.map((r) => [r.component.action, r.state, r.origin.blockId])).toEqual([
      ['allow', 'inForce', FINANCE_ADDINS],
    ]);
    // Review lists read the same link.
    const list = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: { page: 1, pageSize: 50, status: 'Published' },
      scope: FINANCE_SCOPE,
    });
    expect(list.body.entityData!.find((r) => r.reviewId === QUARTER_END)?.policyChange?.version).toBe(1);
  });

  it('Keep enforcing: writes nothing', async () => {
    const before = await block(FINANCE_ADDINS);
    const finance = await versionAt({ 'x-group-guid': FINANCE });
    const kept = await move('group', QUARTER_END, 'KeepEnforcing');
    expect(kept.status).toBe(200);
    expect(kept.body.entityData.policyChange).toMatchObject({ version: 1 });
    const after = await block(FINANCE_ADDINS);
    expect([after.revision, after.version, after.hasDraft]).toEqual([before.revision, 1, false]);
    expect(await versionAt({ 'x-group-guid': FINANCE })).toBe(finance);
  });
});

describe('tenants and refusals', () => {
  it('another tenant’s review cannot be moved, so writes nothing here; its own admin writes into its group', async () => {
    const tokyoBlocks = () =>
      sb.db.query<{ id: number }>(
        `select b.id from policy_blocks b join groups g on g.id = b.group_id where g.guid = $1`,
        [TOKYO_KEIRI],
      );
    expect(await tokyoBlocks()).toEqual([]);
    for (const who of ['group', 'partner'] as const) {
      const refused = await move(who, KINTAI, 'Applied');
      expect(refused.status).toBe(404);
    }
    expect(await reviewStatus(KINTAI)).toBe('Drafted');
    expect(await tokyoBlocks()).toEqual([]);
    // The Global Admin may: the block is made in the review's group, Tokyo's, and nowhere else.
    const applied = await move('global', KINTAI, 'Applied');
    expect(applied.status).toBe(200);
    const made = await tokyoBlocks();
    expect(made).toHaveLength(1);
    expect(applied.body.entityData.policyChange).toMatchObject({ blockId: made[0]!.id, componentCount: 1 });
    const drafted = await block(made[0]!.id);
    expect(drafted.owner).toMatchObject({ nodeType: 'group', guid: TOKYO_KEIRI });
    expect(drafted.level).toBe('local');
    expect(await components(made[0]!.id, true)).toEqual([
      { kind: 'trustedPublisher', action: 'allow', target: 'CN=さくらソフト株式会社' },
    ]);
  });

  it('a write the role may not make leaves the review where it was, with the reason', async () => {
    // A role-policy review of Fabrikam writes into the company's block: not the group admin's.
    const created = await api('group', 'POST', '/restapi/PolicyReview/CreateReview', {
      payload: {
        name: 'Fabrikam role policy',
        riskLevel: 'Low',
        permissionLevel: 'Approver',
        mode: 'Summary',
        scope: 'RolePolicy',
      },
      scope: FINANCE_SCOPE,
    });
    expect(created.status).toBe(200);
    const reviewId = created.body.entityData.reviewId;
    expect((await move('group', reviewId, 'Drafted')).status).toBe(200);
    const companyBlocks = `select count(*)::int as n from policy_blocks b join companies c on c.id = b.company_id
      where c.guid = $1 and b.group_id is null and b.site_id is null`;
    const [before] = await sb.db.query<{ n: number }>(companyBlocks, [FABRIKAM]);
    const refused = await move('group', reviewId, 'Applied');
    expect(refused.status).toBe(400);
    expect(refused.body.errors![0]).toMatchObject({
      field: '/status',
      messageKey: 'validation.review.policy.notWritable',
    });
    expect(await reviewStatus(reviewId)).toBe('Drafted');
    expect(await sb.db.query(companyBlocks, [FABRIKAM])).toEqual([before]);
    // The Partner Admin may write the company's block.
    expect((await move('partner', reviewId, 'Applied')).status).toBe(200);
  });

  it('the move and the write are one: a write that fails leaves both undone', async () => {
    const blocksBefore = await sb.db.query('select id, revision from policy_blocks order by id');
    const draftsBefore = await sb.db.query(
      'select block_id, components from policy_block_drafts order by block_id',
    );
    await sb.db.exec(`create function refuse_review_write() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await sb.db.exec(
      'create trigger refuse_review_write before insert on review_policy_writes for each row execute function refuse_review_write()',
    );
    try {
      const failed = await move('global', TELLER_DRIVERS, 'Applied');
      expect(failed.status).toBe(500);
    } finally {
      await sb.db.exec('drop trigger refuse_review_write on review_policy_writes');
      await sb.db.exec('drop function refuse_review_write()');
    }
    expect(await reviewStatus(TELLER_DRIVERS)).toBe('Drafted');
    expect(await sb.db.query('select id, revision from policy_blocks order by id')).toEqual(blocksBefore);
    expect(
      await sb.db.query('select block_id, components from policy_block_drafts order by block_id'),
    ).toEqual(draftsBefore);
    expect((await move('global', TELLER_DRIVERS, 'Applied')).status).toBe(200);
    expect(await reviewStatus(TELLER_DRIVERS)).toBe('Applied');
  });
});
