import type { FastifyRequest } from 'fastify';
import {
  checkLead, checkText, formatCount, leadsCsv, leadTransitionProblem, LEAD_LIMITS, type LeadFields, type LeadFilters, type LeadView, type Organization,
} from 'shared-domain';
import { organisationAdminRole, registerRole } from '../auth/roles';
import type { OtpDelivery } from '../delivery/delivery';
import { FieldsError, InputError, NotFoundError } from '../errors';
import type { OrganizationIdOf, TypedFastify } from '../http/type-provider';
import { byClient, rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { LeadsConfig } from './leads-config';
import type { LeadRepository } from './lead.repository';
import { registerLeadFormRoute } from './lead-form.route';
import { refererPath } from './referer';
import { createLeadSchema, exportLeadsSchema, listLeadsSchema, patchLeadSchema } from './lead.schema';

/** The most leads one CSV export holds. */
export const CSV_MAX_ROWS = 50_000;

export type LeadRouteDeps = {
  leads: LeadRepository;
  config: LeadsConfig;
  limiter: RateLimiter;
  /** The sign-in codes' delivery: the sales notification goes out through its e-mail channel. */
  delivery: OtpDelivery;
  /** The organisation whose host a request came to: a lead sent there is tagged with it. None when absent. */
  organizationIdOf?: OrganizationIdOf;
  /** The organisation whose host a request came to (its name and colour on the pages the form route answers); the product's look when absent or null. */
  organizationOf?: (request: FastifyRequest) => Promise<Organization | null>;
};

/**
 * Staff (every lead) or a white-label-admin (its organisation's leads only): 401 without a
 * session, 403 for anyone else, before validation. Another organisation's lead is 404 to a
 * white-label-admin, as if it did not exist.
 */
const LEAD_READERS = organisationAdminRole('Only staff and white-label admins can see and change leads');

/** The notification e-mail to sales: every field, plain text. */
export function leadNotification(lead: LeadView): { subject: string; text: string } {
  const line = (label: string, value: string) => `${label}: ${value || '—'}`;
  return {
    subject: `New lead: ${lead.name} (${lead.source})`,
    text: [
      'A new lead arrived on MediaMart.',
      '',
      line('Name', lead.name),
      line('E-mail', lead.email),
      line('Mobile', lead.phone),
      line('Budget', lead.budget === null ? '' : `₹${formatCount(lead.budget)}`),
      line('When to start', lead.adTimeLine),
      line('Source', lead.source),
      line('utm_source', lead.utm_source),
      line('utm_medium', lead.utm_medium),
      line('utm_campaign', lead.utm_campaign),
      line('Signed-in user', lead.userId ?? 'guest'),
      '',
      'Requirements:',
      lead.requirements || '—',
      '',
      `Lead id ${lead._id}. Open the inbox at /staff/leads.`,
    ].join('\n'),
  };
}

function filtersOf(query: LeadFilters): LeadFilters {
  if (query.from && query.to && query.from > query.to) throw new FieldsError({ from: 'the first day must not be after the last day (to)' });
  return query;
}

/** POST /leads (anyone), POST /leads/form (the form sent without script: lead-form.route.ts), GET /leads and /leads.csv, PATCH /leads/{id} (staff). */
export function registerLeadRoutes(app: TypedFastify, deps: LeadRouteDeps): void {
  const { leads } = deps;
  const submitLimit = rateLimitHook(deps.limiter, { ...deps.config.submitLimit, name: 'lead', what: 'Too many leads sent from this address' }, byClient);

  /** Stores a checked lead (a repeat within 10 minutes answers the first one's id) and tells sales of a new one. */
  const keep = async (request: FastifyRequest, fields: LeadFields): Promise<string> => {
    const organizationId = deps.organizationIdOf ? await deps.organizationIdOf(request) : null;
    const { id, created } = await leads.create({ fields, userId: request.user?._id ?? null, organizationId });
    if (created) {
      // The lead is stored: a failed notification is logged, never the visitor's problem.
      try {
        const lead = await leads.find(id);
        if (lead) await deps.delivery.send({ to: deps.config.salesEmail, channel: 'email', ...leadNotification(lead) });
      } catch (err) {
        request.log.error({ err, leadId: id }, 'the sales notification of a new lead could not be sent');
      }
    }
    return id;
  };

  app.post('/leads', { schema: createLeadSchema, onRequest: submitLimit }, async (request, reply) => {
    const checked = checkLead({ ...request.body, source: request.body.source || refererPath(request.headers.referer) });
    if (!checked.ok) throw new FieldsError(checked.errors);
    return reply.code(201).send({ _id: await keep(request, checked.value) });
  });

  registerLeadFormRoute(app, { submitLimit, keep, organizationOf: deps.organizationOf });

  registerRole(app, LEAD_READERS, (readers) => {
    readers.get('/leads', { schema: listLeadsSchema }, async (request) => {
      const scope = request.user.organizationScope;
      const { page = 1, pageSize = 25, ...rest } = request.query;
      const filters = filtersOf(rest);
      const [{ leads: list, total }, facets] = await Promise.all([leads.list(filters, page, pageSize, scope), leads.facets(scope)]);
      return { leads: list, total, page, pageSize, ...facets };
    });

    readers.get('/leads.csv', { schema: exportLeadsSchema }, async (request, reply) => {
      const list = await leads.all(filtersOf(request.query), CSV_MAX_ROWS, request.user.organizationScope);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        // A byte-order mark so spreadsheet programs read the file as UTF-8 (₹, names in Indian scripts).
        .send(`\uFEFF${leadsCsv(list)}`);
    });

    readers.patch('/leads/:id', { schema: patchLeadSchema }, async (request) => {
      const scope = request.user.organizationScope;
      const body = request.body;
      const text = (field: 'note' | 'assignee', raw: string, max: number, multiline: boolean) => {
        const checked = checkText(field === 'note' ? 'Note' : 'Assignee', raw, { max, multiline });
        if (!checked.ok) throw new FieldsError({ [field]: checked.message });
        return checked.value;
      };
      const note = body.note === undefined ? undefined : text('note', body.note, LEAD_LIMITS.note, true);
      const assignee = body.assignee === undefined ? undefined : text('assignee', body.assignee, LEAD_LIMITS.assignee, false);
      if (body.status === undefined && note === undefined && assignee === undefined) {
        throw new InputError('Send at least one of status, note or assignee');
      }
      const lead = await leads.update(request.params.id, (current) => {
        const status = body.status ?? current.status;
        const problem = leadTransitionProblem(current.status, status);
        if (problem) throw new FieldsError({ status: problem });
        return { status, note: note ?? current.note, assignee: assignee ?? current.assignee };
      }, scope);
      if (!lead) throw new NotFoundError('There is no lead with this id');
      return { lead };
    });
  });
}
