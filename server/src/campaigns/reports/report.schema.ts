import { CONTENT_TYPES_KEY } from '../../openapi/openapi-collector';
import { Type, type TSchema } from '@sinclair/typebox';
import { PROOF_NOTE_MAX, PROOF_URL_MAX } from 'shared-domain';
import { REPORT_CSV_MAX_ROWS } from './report-csv';
import { ErrorResponseWith, errorResponses, StringEnum } from '../../http/schema-helpers';

const security = [{ bearerAuth: [] }];
const tags = ['campaign reports'];

const CampaignId = Type.String({ minLength: 1, maxLength: 64, description: 'The campaign _id' });
export const CampaignParams = Type.Object({ id: CampaignId });

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Rupees = (description: string) => Type.Number({ minimum: 0, description: `${description}, rupees` });

const ReportDaySchema = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD' }),
  brand: Type.String(),
  industry: Type.String(),
  plannedAds: Count('Ads planned that day'),
  actualAds: Count('Ads that ran'),
  plannedSpend: Rupees('Planned spend'),
  actualSpend: Rupees('Actual spend'),
  plannedImpressions: Count('Planned impressions'),
  actualImpressions: Count('Delivered impressions'),
  cpm: Nullable(Type.Number({ description: 'actualSpend / actualImpressions × 1000; null without impressions' })),
  reach: Count('People reached that day'),
  clicks: Count('Clicks'),
});

const ReportTotalsSchema = Type.Object({
  days: Type.Integer(),
  plannedAds: Type.Integer(),
  actualAds: Type.Integer(),
  plannedSpend: Type.Number(),
  actualSpend: Type.Number(),
  plannedImpressions: Type.Integer(),
  actualImpressions: Type.Integer(),
  cpm: Nullable(Type.Number({ description: 'Total actual spend / total actual impressions × 1000' })),
  reach: Type.Integer({ description: 'Sum of daily reach (not de-duplicated across days)' }),
  clicks: Type.Integer(),
});

const PacingSchema = Type.Object({
  asOf: Type.String({ description: 'The day (India time) pacing is measured to, inclusive' }),
  plannedSpendToDate: Type.Number(),
  actualSpendToDate: Type.Number(),
  ratio: Nullable(Type.Number({ description: 'actual / planned to date; null without planned spend' })),
  status: StringEnum(['no-plan', 'behind', 'on-track', 'ahead'] as const, { description: 'within ±10 % of plan is on-track' }),
});

/** Issue 38: a plan line's verified delivery (the delivery ledger's figures). */
const ReportDeliveryLineSchema = Type.Object({
  lineId: Type.String(),
  mediaName: Type.String(),
  optionName: Type.String(),
  unitLabel: Type.String({ description: "What a unit is: 'day', 'insertion', '10-second spot', 'unit'" }),
  bought: Count('Units bought (with accepted make-good days)'),
  verified: Count('Units covered by verified proofs'),
  short: Count("Units without verified proof once each day's proof window closed"),
  days: Type.Array(Type.Object({
    day: Type.String({ description: 'YYYY-MM-DD' }),
    bought: Count('Units bought that day'),
    verified: Count('Verified units that day'),
    short: Count('Short units that day (0 while proof may still arrive)'),
    makeGood: Type.Boolean({ description: 'A day an accepted make-good added' }),
  })),
});

export const ReportResponse = Type.Object({
  campaignId: Type.String(),
  columns: Type.Array(Type.String(), { description: 'Column order of rows and of the CSV' }),
  rows: Type.Array(ReportDaySchema),
  totals: ReportTotalsSchema,
  pacing: PacingSchema,
  delivery: Type.Array(ReportDeliveryLineSchema, {
    description: 'Verified delivery per plan line and day (issue 38). Report rows are per campaign day, not per line, so the ' +
      'CSV keeps its columns and adds this as a second section after the rows: a blank line, a row "Verified delivery", ' +
      'the header Line,Media,Option,Unit,Day,Bought units,Verified units,Short units,Make-good day, and a row per line and day ' +
      '(only when a line bought days). Importing the file (POST report/rows.csv) stops at that section.',
  }),
});

/** A 400 that lists every problem (one per row or CSV line); nothing was saved. */
export const RowsErrorResponse = ErrorResponseWith(
  { errors: Type.Optional(Type.Array(Type.String(), { description: 'Every problem found, e.g. "line 4: clicks must be a whole number, got \\"1.5\\""' })) },
  'Error answer; a refused batch of rows lists every problem in `errors` (by row or line: not fields of one object)',
);

export const getReportSchema = {
  summary: 'The daily report (SPEC.md section 3) with totals, pacing and verified delivery per line; format=csv downloads it',
  tags,
  security,
  params: CampaignParams,
  querystring: Type.Object({
    format: Type.Optional(StringEnum(['json', 'csv'] as const, { description: 'json (default) or csv', default: 'json' })),
  }),
  response: {
    200: Type.Union([ReportResponse, Type.String({ description: 'format=csv: the CSV file (text/csv; charset=utf-8, as an attachment)' })], {
      [CONTENT_TYPES_KEY]: ['application/json', 'text/csv'],
    }),
    ...errorResponses(400, 401, 404),
  },
};

/*
 * Fields are untyped here on purpose: Fastify's Ajv coerces types (null → 0, "" → 0), which
 * would save a blank as a real zero; shared-domain's validateReportRow checks each value and
 * names the row and field in its message.
 */
const RowInput = Type.Object(
  {
    date: Type.Optional(Type.Unknown({ description: 'YYYY-MM-DD (required)' })),
    brand: Type.Optional(Type.Unknown({ description: "Default: the brief's brand, else the campaign name" })),
    industry: Type.Optional(Type.Unknown({ description: "Default: the brief's brand category" })),
    plannedAds: Type.Optional(Type.Unknown({ description: 'Whole number ≥ 0; default 0' })),
    actualAds: Type.Optional(Type.Unknown()),
    plannedSpend: Type.Optional(Type.Unknown({ description: 'Rupees ≥ 0, kept to the paisa; default 0' })),
    actualSpend: Type.Optional(Type.Unknown()),
    plannedImpressions: Type.Optional(Type.Unknown()),
    actualImpressions: Type.Optional(Type.Unknown()),
    cpm: Type.Optional(Type.Unknown({ description: 'Ignored: CPM is computed' })),
    reach: Type.Optional(Type.Unknown()),
    clicks: Type.Optional(Type.Unknown()),
  },
  // Kept (not stripped by Ajv) so the validator can name a misspelt column instead of saving 0.
  { additionalProperties: true },
);

export const addRowsSchema = {
  summary: 'Staff: adds daily report rows; a day already present is replaced; all or nothing',
  tags,
  security,
  params: CampaignParams,
  body: Type.Array(RowInput, { minItems: 1, maxItems: REPORT_CSV_MAX_ROWS }),
  response: {
    200: Type.Intersect([Type.Object({ saved: Type.Integer({ description: 'Rows written' }) }), ReportResponse]),
    400: RowsErrorResponse,
    ...errorResponses(401, 403, 404),
  },
};

export const addRowsCsvSchema = {
  summary: 'Staff: adds daily report rows from a CSV file (the body, text/csv, UTF-8); all or nothing',
  description: 'Header names the columns in any order (date required; cpm ignored). A bad line saves nothing; the answer lists every problem by line.',
  tags,
  security,
  params: CampaignParams,
  // Browsers label .csv files text/csv, application/vnd.ms-excel (Windows) or octet-stream.
  consumes: ['text/csv', 'application/vnd.ms-excel', 'application/octet-stream'],
  body: Type.String({ description: 'The CSV text' }),
  response: {
    200: Type.Intersect([Type.Object({ saved: Type.Integer() }), ReportResponse]),
    400: RowsErrorResponse,
    ...errorResponses(401, 403, 404, 413, 415),
  },
};

const OrderId = (description: string) => Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description });

export const ScheduleParams = Type.Object({
  id: CampaignId,
  optionId: Type.String({ minLength: 1, maxLength: 100, description: 'The media option _id within the campaign' }),
  index: Type.Integer({ minimum: 0, maximum: 10_000, description: 'Position in the option schedule, from 0' }),
});

const OptionResponse = Type.Object(
  { _id: Type.String() },
  { additionalProperties: true, description: 'The media option with its schedule' },
);

export const setScheduleOrdersSchema = {
  summary: 'Staff: sets or clears the purchase order and invoice of a schedule entry',
  description: 'A field left out stays as it is; null removes it. A PO or invoice id moves the progress stepper to Execution.',
  tags,
  security,
  params: ScheduleParams,
  body: Type.Object(
    {
      po: Type.Optional(Nullable(Type.Object({ id: OrderId('Purchase order number') }, { additionalProperties: false }))),
      invoice: Type.Optional(Nullable(Type.Object(
        { id: OrderId('Invoice number'), cancelled: Type.Optional(Type.Boolean({ description: 'Default false' })) },
        { additionalProperties: false },
      ))),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  response: { 200: OptionResponse, ...errorResponses(400, 401, 403, 404) },
};

export const addProofSchema = {
  summary: 'Staff: records proof of execution of a schedule entry (a campaign file or a link, with a note)',
  tags,
  security,
  params: ScheduleParams,
  body: Type.Object(
    {
      uploadId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'A file of this campaign (upload it with kind=proof first)' })),
      url: Type.Optional(Type.String({ minLength: 1, maxLength: PROOF_URL_MAX, description: 'An http(s) link' })),
      note: Type.Optional(Type.String({ maxLength: PROOF_NOTE_MAX })),
    },
    { additionalProperties: false },
  ),
  response: { 201: OptionResponse, ...errorResponses(400, 401, 403, 404) },
};
