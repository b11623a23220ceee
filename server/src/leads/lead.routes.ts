import {
  checkLead, checkText, formatCount, leadsCsv, leadTransitionProblem, LEAD_LIMITS, type LeadField, type LeadFilters, type LeadView,
} from 'shared-domain';
import { organizationScopeOf, registerSignedIn, type SessionUser } from '../auth/auth.hook';
import type { OtpDelivery } from '../delivery/delivery';
import { InputError, NotFoundError } from '../errors';
import type { OrganizationIdOf, SignedInRequest, TypedFastify } from '../http/type-provider';
import { byClient, rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { LeadsConfig } from './leads-config';
import type { LeadRepository } from './lead.repository';
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
};

const FORBIDDEN = 'Only MediaMart staff and white-label admins can see and change leads';

/**
 * Staff (every lead) or a white-label-admin (its organisation's leads only): 403 for anyone
 * else, before validation (the signed-in scope has answered 401 without a valid token).
 * Another organisation's lead is 404 to a white-label-admin, as if it did not exist.
 */
const leadReader = async (request: SignedInRequest): Promise<void> => {
  organizationScopeOf(request.user, FORBIDDEN);
};
const scopeOf = (user: SessionUser): string | null => organizationScopeOf(user, FORBIDDEN);

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

/** Every field problem in one 400: "phone: Enter a valid …; budget: …". */
function inputError(errors: Partial<Record<LeadField, string>>): InputError {
  return new InputError(Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join('; '));
}

/** The path of the page that sent a request (its Referer), '' when there is none to read. */
function refererPath(referer: string | undefined): string {
  if (!referer) return '';
  try {
    return new URL(referer).pathname.slice(0, LEAD_LIMITS.source);
  } catch {
    return '';
  }
}

function filtersOf(query: LeadFilters): LeadFilters {
  if (query.from && query.to && query.from > query.to) throw new InputError('from: the first day must not be after the last day (to)');
  return query;
}

/** POST /leads (anyone), GET /leads and /leads.csv, PATCH /leads/{id} (staff). */
export function registerLeadRoutes(app: TypedFastify, deps: LeadRouteDeps): void {
  const { leads } = deps;
  const submitLimit = rateLimitHook(deps.limiter, { ...deps.config.submitLimit, name: 'lead', what: 'Too many leads sent from this address' }, byClient);

  app.post('/leads', { schema: createLeadSchema, onRequest: submitLimit }, async (request, reply) => {
    const checked = checkLead({ ...request.body, source: request.body.source || refererPath(request.headers.referer) });
    if (!checked.ok) throw inputError(checked.errors);
    const organizationId = deps.organizationIdOf ? await deps.organizationIdOf(request) : null;
    const { id, created } = await leads.create({ fields: checked.value, userId: request.user?._id ?? null, organizationId });
    if (created) {
      // The lead is stored: a failed notification is logged, never the visitor's problem.
      try {
        const lead = await leads.find(id);
        if (lead) await deps.delivery.send({ to: deps.config.salesEmail, channel: 'email', ...leadNotification(lead) });
      } catch (err) {
        request.log.error({ err, leadId: id }, 'the sales notification of a new lead could not be sent');
      }
    }
    return reply.code(201).send({ _id: id });
  });

  registerSignedIn(app, (signedIn) => {
    signedIn.get('/leads', { schema: listLeadsSchema, onRequest: leadReader }, async (request) => {
      const scope = scopeOf(request.user);
      const { page = 1, pageSize = 25, ...rest } = request.query;
      const filters = filtersOf(rest);
      const [{ leads: list, total }, facets] = await Promise.all([leads.list(filters, page, pageSize, scope), leads.facets(scope)]);
      return { leads: list, total, page, pageSize, ...facets };
    });

    signedIn.get('/leads.csv', { schema: exportLeadsSchema, onRequest: leadReader }, async (request, reply) => {
      const list = await leads.all(filtersOf(request.query), CSV_MAX_ROWS, scopeOf(request.user));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        // A byte-order mark so spreadsheet programs read the file as UTF-8 (₹, names in Indian scripts).
        .send(`\uFEFF${leadsCsv(list)}`);
    });

    signedIn.patch('/leads/:id', { schema: patchLeadSchema, onRequest: leadReader }, async (request) => {
      const scope = scopeOf(request.user);
      const body = request.body;
      const text = (field: 'note' | 'assignee', raw: string, max: number, multiline: boolean) => {
        const checked = checkText(field === 'note' ? 'Note' : 'Assignee', raw, { max, multiline });
        if (!checked.ok) throw new InputError(`${field}: ${checked.message}`);
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
        if (problem) throw new InputError(`status: ${problem}`);
        return { status, note: note ?? current.note, assignee: assignee ?? current.assignee };
      }, scope);
      if (!lead) throw new NotFoundError('There is no lead with this id');
      return { lead };
    });
  });
}
