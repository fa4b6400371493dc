// Alert conditions and their categories: reads, and the writes of a condition. Who may configure
// which kind is the access table's rule; the handlers ask it with the kind read here.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import type { RequestBody } from '../../http/types';
import { Params } from '../sql';
import { iso } from '../timestamps';

type S = components['schemas'];
type Kind = S['AlarmConditionKind'];

const CONDITION_SELECT = `select k.id as "conditionId", k.name, k.description, k.category_id as "categoryId", cat.name as category, cat.kind,
  k.enabled, k.threshold, k.window_minutes as "windowMinutes", k.severity, k.notify_emails as "notifyEmails",
  co.guid::text as "companyGuid", ${iso('k.updated_on')} as "updatedOn"
  from alarm_conditions k join alarm_categories cat on cat.id = k.category_id left join companies co on co.id = k.company_id`;

export async function conditionById(db: Queryable, id: number): Promise<S['AlarmCondition'] | null> {
  const [row] = await db.query<S['AlarmCondition']>(`${CONDITION_SELECT} where k.id = $1`, [id]);
  return row ?? null;
}

export interface ConditionRow {
  id: number;
  company_id: number | null;
  kind: Kind;
}

/** A condition's owner and kind, for the checks of a change. */
export async function conditionRow(db: Queryable, id: number): Promise<ConditionRow | null> {
  const [row] = await db.query<ConditionRow>(
    'select k.id, k.company_id, cat.kind from alarm_conditions k join alarm_categories cat on cat.id = k.category_id where k.id = $1',
    [id],
  );
  return row ?? null;
}

/** The categories of one kind, or of every kind but those refused. */
export function conditionCategories(
  db: Queryable,
  kind: Kind | undefined,
  refused: readonly Kind[],
): Promise<S['AlarmConditionCategory'][]> {
  const p = new Params();
  const where: string[] = [];
  if (kind) where.push(`kind = ${p.add(kind)}`);
  if (refused.length > 0) where.push(`kind <> all(${p.add(refused)}::text[])`);
  return db.query<S['AlarmConditionCategory']>(
    `select id as "categoryId", name, kind from alarm_categories ${where.length ? `where ${where.join(' and ')}` : ''} order by id`,
    p.values,
  );
}

/** A company's Security and DeploymentHealth conditions. */
export const companyConditions = (db: Queryable, companyId: number) =>
  db.query<S['AlarmCondition']>(
    `${CONDITION_SELECT} where k.company_id = $1 and cat.kind in ('Security', 'DeploymentHealth') order by k.id`,
    [companyId],
  );

/** The conditions of a kind: the global ones (companyId null) or a company's. */
export const conditionsOfKind = (db: Queryable, kind: Kind, companyId: number | null) =>
  companyId === null
    ? db.query<S['AlarmCondition']>(
        `${CONDITION_SELECT} where k.company_id is null and cat.kind = $1 order by k.id`,
        [kind],
      )
    : db.query<S['AlarmCondition']>(
        `${CONDITION_SELECT} where k.company_id = $1 and cat.kind = $2 order by k.id`,
        [companyId, kind],
      );

export async function categoryKind(db: Queryable, categoryId: number): Promise<Kind | null> {
  const [row] = await db.query<{ kind: Kind }>('select kind from alarm_categories where id = $1', [
    categoryId,
  ]);
  return row?.kind ?? null;
}

type ConditionFields = RequestBody<'Alarm_UpdateCondition'>;

const fieldValues = (body: ConditionFields, now: Date) => [
  body.name,
  body.description ?? null,
  body.categoryId,
  body.enabled,
  body.threshold,
  body.windowMinutes,
  body.severity,
  body.notifyEmails,
  now,
];

/** A new condition (companyId null for a global one): its id. */
export function insertCondition(
  db: Database,
  body: ConditionFields,
  companyId: number | null,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into alarm_conditions (name, description, category_id, enabled, threshold, window_minutes, severity, notify_emails, updated_on, company_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [...fieldValues(body, now), companyId],
    );
    return row!.id;
  });
}

export async function updateCondition(db: Database, id: number, body: ConditionFields, now: Date) {
  await db.transaction(async (tx) => {
    await tx.query(
      `update alarm_conditions set name = $1, description = $2, category_id = $3, enabled = $4, threshold = $5, window_minutes = $6,
         severity = $7, notify_emails = $8, updated_on = $9 where id = $10`,
      [...fieldValues(body, now), id],
    );
  });
}

export async function setConditionEnabled(db: Database, id: number, enabled: boolean, now: Date) {
  await db.transaction(async (tx) => {
    await tx.query('update alarm_conditions set enabled = $2, updated_on = $3 where id = $1', [
      id,
      enabled,
      now,
    ]);
  });
}

export async function removeCondition(db: Database, id: number) {
  await db.transaction(async (tx) => {
    await tx.query('delete from alarm_conditions where id = $1', [id]);
  });
}
