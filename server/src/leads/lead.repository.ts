import { createHash, randomUUID } from 'node:crypto';
import { sql, type SqlBool, type Expression, type ExpressionBuilder, type Selectable } from 'kysely';
import { leadDedupeText, LEAD_DEDUPE_WINDOW_MS, type LeadFields, type LeadFilters, type LeadStatus, type LeadView } from 'shared-domain';
import { likePattern } from '../catalog/catalog.repository';
import { dialectOf, type Db } from '../db/database';
import type { DatabaseSchema, LeadTable } from '../db/schema';
import { contactOf } from '../users/user.repository';

type LeadRow = Selectable<LeadTable>;

export function leadView(row: LeadRow): LeadView {
  return {
    ...contactOf(row),
    budget: row.budget === null ? null : Number(row.budget),
    adTimeLine: row.ad_time_line,
    requirements: row.requirements,
    source: row.source,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    userId: row.user_id,
    status: row.status as LeadStatus,
    note: row.note,
    assignee: row.assignee,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The start of an India Standard Time day (`YYYY-MM-DD`) as an ISO UTC time, `days` later. */
export function istDayStart(date: string, days = 0): string {
  const start = new Date(`${date}T00:00:00+05:30`);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Not a date: ${date}`);
  return new Date(start.getTime() + days * 86_400_000).toISOString();
}

/** Whose leads a reader sees: every lead (null, staff) or one organisation's (a white-label-admin). */
export type LeadScope = string | null;

function where(filters: LeadFilters, scope: LeadScope = null) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'leads'>): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [];
    if (scope !== null) all.push(eb('organization_id', '=', scope));
    if (filters.status) all.push(eb('status', '=', filters.status));
    if (filters.source) all.push(eb('source', '=', filters.source));
    if (filters.utm_source) all.push(eb('utm_source', '=', filters.utm_source));
    if (filters.from) all.push(eb('created_at', '>=', istDayStart(filters.from)));
    if (filters.to) all.push(eb('created_at', '<', istDayStart(filters.to, 1)));
    const q = filters.q?.trim();
    if (q) {
      const pattern = likePattern(q);
      const digits = q.replace(/[\s\-()+]/g, '');
      const phonePattern = /^\d+$/.test(digits) ? likePattern(digits) : pattern;
      all.push(sql<SqlBool>`(lower(name) like ${pattern} escape '\\' or email like ${pattern} escape '\\' or phone like ${phonePattern} escape '\\')`);
    }
    return eb.and(all);
  };
}

export type NewLead = {
  fields: LeadFields;
  userId: string | null;
  /** The organisation whose host it was sent from; null on the product's own hosts. */
  organizationId?: string | null;
};

export function createLeadRepository(db: Db, now: () => Date) {
  const isPostgres = dialectOf(db) === 'postgres';
  return {
    /**
     * Stores a lead, or, when the same lead (leadDedupeText) came within the dedupe window,
     * answers that one's id and stores nothing. One transaction; the unique dedupe key makes
     * two identical leads at the same moment one.
     */
    async create(lead: NewLead): Promise<{ id: string; created: boolean }> {
      const at = now();
      // The same words sent on two organisations' hosts are two leads (each organisation sees its own).
      const organizationId = lead.organizationId ?? null;
      const key = createHash('sha256').update(leadDedupeText(lead.fields)).update(organizationId ? `\u0000${organizationId}` : '').digest('hex');
      const cutoff = new Date(at.getTime() - LEAD_DEDUPE_WINDOW_MS).toISOString();
      const f = lead.fields;
      return db.transaction().execute(async (tx) => {
        // A lead older than the window no longer holds its key: the new one is new.
        await tx.updateTable('leads').set({ dedupe_key: null }).where('dedupe_key', '=', key).where('created_at', '<', cutoff).execute();
        const id = randomUUID();
        const inserted = await tx
          .insertInto('leads')
          .values({
            id, name: f.name, email: f.email, phone: f.phone, budget: f.budget, ad_time_line: f.adTimeLine, requirements: f.requirements,
            source: f.source, utm_source: f.utm_source, utm_medium: f.utm_medium, utm_campaign: f.utm_campaign, user_id: lead.userId, organization_id: organizationId,
            status: 'new', note: '', assignee: '', dedupe_key: key, created_at: at.toISOString(), updated_at: at.toISOString(),
          })
          .onConflict((oc) => oc.column('dedupe_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) return { id: inserted.id, created: true };
        const first = await tx.selectFrom('leads').select('id').where('dedupe_key', '=', key).executeTakeFirstOrThrow();
        return { id: first.id, created: false };
      });
    },

    async find(id: string, scope: LeadScope = null): Promise<LeadView | null> {
      let q = db.selectFrom('leads').selectAll().where('id', '=', id);
      if (scope !== null) q = q.where('organization_id', '=', scope);
      const row = await q.executeTakeFirst();
      return row ? leadView(row) : null;
    },

    /** One page of the filtered leads, newest first, with their count. */
    async list(filters: LeadFilters, page: number, pageSize: number, scope: LeadScope = null): Promise<{ leads: LeadView[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.selectFrom('leads').selectAll().where(where(filters, scope)).orderBy('created_at', 'desc').orderBy('id', 'desc')
          .limit(pageSize).offset((page - 1) * pageSize).execute(),
        db.selectFrom('leads').select((eb) => eb.fn.countAll<number | string>().as('n')).where(where(filters, scope)).executeTakeFirstOrThrow(),
      ]);
      return { leads: rows.map(leadView), total: Number(count.n) };
    },

    /** Every filtered lead, newest first, up to `max` (the CSV export). */
    async all(filters: LeadFilters, max: number, scope: LeadScope = null): Promise<LeadView[]> {
      const rows = await db.selectFrom('leads').selectAll().where(where(filters, scope)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(max).execute();
      return rows.map(leadView);
    },

    /** The distinct sources and utm sources seen (for the inbox's filters). */
    async facets(scope: LeadScope = null): Promise<{ sources: string[]; utmSources: string[] }> {
      const scoped = (eb: ExpressionBuilder<DatabaseSchema, 'leads'>) => (scope === null ? eb.and([]) : eb('organization_id', '=', scope));
      const [sources, utm] = await Promise.all([
        db.selectFrom('leads').select('source').distinct().where(scoped).orderBy('source').limit(500).execute(),
        db.selectFrom('leads').select('utm_source').distinct().where('utm_source', '<>', '').where(scoped).orderBy('utm_source').limit(500).execute(),
      ]);
      return { sources: sources.map((r) => r.source), utmSources: utm.map((r) => r.utm_source) };
    },

    /**
     * Reads the lead, lets `change` decide the new values (it may throw to refuse) and writes
     * them, in one transaction; null when there is no such lead.
     */
    async update(id: string, change: (lead: LeadView) => { status: LeadStatus; note: string; assignee: string }, scope: LeadScope = null): Promise<LeadView | null> {
      return db.transaction().execute(async (tx) => {
        let query = tx.selectFrom('leads').selectAll().where('id', '=', id);
        if (scope !== null) query = query.where('organization_id', '=', scope);
        if (isPostgres) query = query.forUpdate();
        const row = await query.executeTakeFirst();
        if (!row) return null;
        const next = change(leadView(row));
        const updated_at = now().toISOString();
        await tx.updateTable('leads').set({ ...next, updated_at }).where('id', '=', id).execute();
        return { ...leadView(row), ...next, updatedAt: updated_at };
      });
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
