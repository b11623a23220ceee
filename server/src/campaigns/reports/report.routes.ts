import {
  indiaDay, proofProblem, REPORT_COLUMNS, reportDays, reportDelivery, reportPacing, reportTotals, validateReportRows,
  type DeliveryLedger, type ReportRowInput,
} from 'shared-domain';
import { InputError } from '../../errors';
import { registerRole, staffRole, type StaffUser } from '../../auth/roles';
import type { RoleProvider, TypedFastify } from '../../http/type-provider';
import { accessOf, campaignAccessHook } from './records-access';
import { readReportCsv, reportToCsv } from './report-csv';
import type { ReportRepository } from './report.repository';
import { addProofSchema, addRowsCsvSchema, addRowsSchema, getReportSchema, setScheduleOrdersSchema } from './report.schema';
import type { CampaignRepository, LoadedCampaign } from '../campaign.repository';
import type { ScheduleActions } from './schedule.actions';
import type { Clock } from '../../clock';

export type ReportRouteDeps = Clock & {
  campaigns: CampaignRepository;
  reports: ReportRepository;
  schedules: ScheduleActions;
  /** The campaign's delivery ledger (issue 38): the report's verified delivery. */
  delivery: { ledger(loaded: LoadedCampaign): Promise<DeliveryLedger> };
};

const STAFF = staffRole('Only staff may do this');

/** At most this many problems are spelt out in the 400's message (all are in `errors`). */
const MESSAGE_ERRORS = 5;

/** The 400 of a refused batch: every problem by row or line in `errors` (a list: they are not fields of one object). */
function rejectRows(what: string, errors: readonly string[]): InputError {
  const shown = errors.slice(0, MESSAGE_ERRORS).join('; ');
  const more = errors.length > MESSAGE_ERRORS ? `; and ${errors.length - MESSAGE_ERRORS} more` : '';
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
  return new InputError(`${what} has ${count}; nothing was saved: ${shown}${more}`, { errors: [...errors] });
}

/**
 * The report of SPEC.md section 3 and the staff actions on a campaign's execution (service B):
 * GET /campaigns/:id/report, POST …/report/rows and …/report/rows.csv, PUT and POST on
 * …/media-options/:optionId/schedule/:index.
 */
export function registerReportRoutes(app: TypedFastify, deps: ReportRouteDeps): void {
  const { campaigns, reports, schedules, delivery, now } = deps;

  const reportOf = async (loaded: LoadedCampaign) => {
    const campaignId = loaded.campaign._id;
    const rows = await reports.listRows(campaignId);
    return {
      campaignId,
      columns: [...REPORT_COLUMNS],
      rows: reportDays(rows),
      totals: reportTotals(rows),
      // Report days are Indian calendar days.
      pacing: reportPacing(rows, indiaDay(now())),
      delivery: reportDelivery(await delivery.ledger(loaded)),
    };
  };

  const save = async (loaded: LoadedCampaign, userId: string, rows: ReportRowInput[]) => {
    await reports.upsertRows(loaded.campaign._id, rows, userId, now().toISOString());
    return { saved: rows.length, ...(await reportOf(loaded)) };
  };

  app.get('/campaigns/:id/report', {
    schema: getReportSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request, reply) => {
    const report = await reportOf(accessOf(request).loaded);
    if (request.query.format !== 'csv') return report;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="campaign-${report.campaignId.replace(/[^\w-]/g, '_')}-report.csv"`)
      .header('cache-control', 'private, no-store')
      .send(reportToCsv(report.rows, report.delivery));
  });

  // Staff only: 403 for anyone else before anything is looked up (they reveal nothing), then 404 for a campaign there is not.
  registerRole(app, STAFF, (staff) => {
    staff.post('/campaigns/:id/report/rows', {
      schema: addRowsSchema,
      onRequest: campaignAccessHook(campaigns, 'staff'),
    }, async (request) => {
      const { user, loaded } = accessOf(request);
      const result = validateReportRows(request.body, rowDefaults(loaded));
      if (!result.ok) throw rejectRows('The report', result.errors);
      return save(loaded, user._id, result.rows);
    });

    staff.register(async (scope) => {
      const csv = scope.withTypeProvider<RoleProvider<StaffUser>>();
      for (const type of addRowsCsvSchema.consumes) {
        csv.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 }, (_request, body, done) => done(null, body));
      }
      csv.post('/campaigns/:id/report/rows.csv', {
        schema: addRowsCsvSchema,
        bodyLimit: 2 * 1024 * 1024,
        onRequest: campaignAccessHook(campaigns, 'staff'),
      }, async (request) => {
        const { user, loaded } = accessOf(request);
        const text = request.body;
        // Node decodes bytes that are not UTF-8 as U+FFFD: a sheet saved in a Windows code page.
        if (text.includes('\uFFFD')) {
          throw new InputError('The file is not UTF-8 text; in Excel choose "CSV UTF-8 (Comma delimited)" when saving');
        }
        const file = readReportCsv(text);
        if (!file.ok) throw rejectRows('The file', file.errors);
        const result = validateReportRows(file.inputs, rowDefaults(loaded), (i) => `line ${file.lines[i]}`);
        if (!result.ok) throw rejectRows('The file', result.errors);
        return save(loaded, user._id, result.rows);
      });
    });

    staff.put('/campaigns/:id/media-options/:optionId/schedule/:index', {
      schema: setScheduleOrdersSchema,
      onRequest: campaignAccessHook(campaigns, 'staff'),
    }, async (request) => {
      const { po, invoice } = request.body;
      const trimmed = {
        po: po ? { id: po.id.trim() } : po,
        invoice: invoice ? { id: invoice.id.trim(), cancelled: invoice.cancelled } : invoice,
      };
      const { user, campaignId } = accessOf(request);
      return schedules.setOrders(user, campaignId, request.params.optionId, request.params.index, trimmed);
    });

    staff.post('/campaigns/:id/media-options/:optionId/schedule/:index/proof', {
      schema: addProofSchema,
      onRequest: campaignAccessHook(campaigns, 'staff'),
    }, async (request, reply) => {
      const { user, campaignId } = accessOf(request);
      const { uploadId, url, note } = request.body;
      const problem = proofProblem({ uploadId, url, note });
      if (problem) throw new InputError(problem);
      const option = await schedules.addProof(
        user, campaignId, request.params.optionId, request.params.index, { uploadId, url: url?.trim(), note: (note ?? '').trim() },
      );
      return reply.code(201).send(option);
    });
  });
}

/** Brand and industry for rows that leave them out: the brief's brand and its category, else the campaign name. */
function rowDefaults(loaded: LoadedCampaign): { brand: string; industry: string } {
  const brand = loaded.campaign.brief?.brand;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return { brand: text(brand?.name) || loaded.campaign.name, industry: text(brand?.category) };
}
