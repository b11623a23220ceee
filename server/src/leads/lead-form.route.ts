import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { budgetFromText, checkLead, DEFAULT_THEME, SITE_NAME, themeFromOrganisation, utmFromSearch, type LeadFields, type Organization } from 'shared-domain';
import { HttpError, UnsupportedMediaTypeError } from '../errors';
import { CONTENT_TYPES_KEY } from '../openapi/openapi-collector';
import { refererPath, refererSearch } from './referer';
import { leadFormAgainPage, leadRefusedPage, leadThanksPage, type LeadFormValues, type SiteLook } from './lead-form-page';

/** The most a posted form may weigh: the six fields at their limits, with room for encoding. */
const FORM_BODY_LIMIT = 32 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

const html = (description: string) => Type.String({ description, [CONTENT_TYPES_KEY]: ['text/html'] });
const field = (description: string) => Type.Optional(Type.String({ description }));

const leadFormSchema = {
  summary: 'Send a lead from the Contact Us form without script (a form post): answers a thank-you page, or the form again with its errors; nothing goes in the URL',
  tags: ['leads'],
  consumes: [FORM_TYPE],
  body: Type.Object({
    name: field('Name'), email: field('E-mail'), phone: field('Mobile number'), budget: field('Budget as typed, e.g. 2,50,000'),
    adTimeLine: field('When to start'), requirements: field('Requirements'), source: field('The page the form is on, e.g. /contact-us'),
  }),
  response: {
    200: html('The thank-you page: the lead is kept (a repeat within 10 minutes is the same lead)'),
    400: html('The form again with what to correct and the values as sent; nothing was kept'),
    413: html('The form is too large; nothing was kept'),
    415: html('Not a form post; nothing was kept'),
    429: html('Too many leads from this address: the wait (Retry-After); nothing was kept'),
  },
};

type Deps = {
  /** POST /leads's limit: a lead counts once, however it is sent. */
  submitLimit: (request: FastifyRequest) => Promise<void>;
  /** Stores a checked lead as POST /leads does; its id. */
  keep: (request: FastifyRequest, fields: LeadFields) => Promise<string>;
  organizationOf?: (request: FastifyRequest) => Promise<Organization | null>;
};

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * POST /leads/form: the Contact Us form as a browser posts it without script (method=post, so
 * nothing the visitor typed goes in the URL). The same rules as POST /leads (checkLead), the
 * same limit and the same storing; the answer is a page: the thank-you, or the form again with
 * its errors and the values as entered, nothing stored. Its own scope: the form body parser and
 * HTML errors apply to this route only.
 */
export function registerLeadFormRoute(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scoped) => {
    // The look of the request's host: an organisation's name and colour on its host, else the product's.
    const siteLook = async (request: FastifyRequest): Promise<SiteLook> => {
      const org = deps.organizationOf ? await deps.organizationOf(request).catch(() => null) : null;
      return org ? { name: org.name, primary: themeFromOrganisation(org).primary } : { name: SITE_NAME, primary: DEFAULT_THEME.primary };
    };
    scoped.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scoped.setErrorHandler(async (err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
      const known = err instanceof HttpError;
      const status = known ? err.statusCode : (err as FastifyError).validation ? 400 : ((err as FastifyError).statusCode ?? 500);
      if (known && err.retryAfterSeconds !== undefined) void reply.header('retry-after', String(err.retryAfterSeconds));
      if (status >= 500) request.log.error({ err }, 'the lead form could not be handled');
      const message = known ? err.message
        : status === 413 ? 'The form is too large to send.'
          : status === 415 ? 'This address takes the Contact Us form only.'
            : status >= 500 ? 'Something went wrong on our side; your request was not sent. Please try again.'
              : 'The form could not be read. Please fill it in again.';
      return reply.code(status >= 500 ? 500 : status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(leadRefusedPage(await siteLook(request), message));
    });

    scoped.post('/leads/form', { schema: leadFormSchema, onRequest: deps.submitLimit }, async (request, reply) => {
      // A form post only (the service's JSON parser would read a JSON body too).
      if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE)) {
        throw new UnsupportedMediaTypeError('This address takes the Contact Us form only.');
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      const referer = request.headers.referer;
      const values: LeadFormValues = {
        name: text(body.name), email: text(body.email), phone: text(body.phone), budget: text(body.budget),
        adTimeLine: text(body.adTimeLine), requirements: text(body.requirements), source: text(body.source) || refererPath(referer),
      };
      const utm = utmFromSearch(refererSearch(referer));
      const checked = checkLead({ ...values, budget: budgetFromText(values.budget), ...(utm ?? {}) });
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!checked.ok) return reply.code(400).send(leadFormAgainPage(await siteLook(request), values, checked.errors));
      await deps.keep(request, checked.value);
      return reply.code(200).send(leadThanksPage(await siteLook(request), checked.value.name));
    });
  });
}
