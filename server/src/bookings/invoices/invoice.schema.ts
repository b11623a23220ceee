import { Type } from '@sinclair/typebox';
import { CONTENT_TYPES_KEY } from '../../openapi/openapi-collector';
import { AnyJson, errorResponses } from '../../http/schema-helpers';

const security = [{ bearerAuth: [] }];
const tags = ['campaign invoices'];

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = (description: string) => Type.String({ description: `${description} (YYYY-MM-DD, India time)` });
const Money = (description: string) => Type.Number({ description: `${description}, rupees` });

const CampaignParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, description: 'The campaign _id' }) });
const InvoiceParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'The campaign _id' }),
  invoiceId: Type.String({ minLength: 1, maxLength: 64, description: 'The invoice _id' }),
});

const Party = Type.Object({
  legalName: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  stateCode: Type.String({ description: 'GST state code, e.g. 29' }),
  pincode: Nullable(Type.String()),
  gstin: Nullable(Type.String({ description: 'null: an unregistered recipient' })),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});

const Line = Type.Object({
  orderId: Type.String({ description: 'The insertion order billed' }),
  description: Type.String(),
  sac: Type.String({ description: '998363 print space, 998364 TV and radio time, 998365 internet space, 998366 other space or time' }),
  from: Day('First day billed'),
  to: Day('Last day billed'),
  quantity: Type.Number(),
  unit: Type.String(),
  rate: Money('Rate per unit'),
  taxable: Money('Taxable value'),
  gstRate: Type.Number({ description: 'GST percent (5 print, 18 others)' }),
  cgst: Money('CGST'),
  sgst: Money('SGST'),
  igst: Money('IGST'),
  total: Money('Taxable value plus tax'),
});

export const TaxInvoiceSchema = Type.Object({
  _id: Type.String(),
  number: Type.String({ maxLength: 16, description: '<prefix>/<yy-yy>/<5 digits>: unique and consecutive within the financial year' }),
  financialYear: Type.String({ description: "April–March, e.g. '2026-27'" }),
  date: Day('Invoice date'),
  campaignId: Type.String(),
  campaignName: Type.String(),
  period: Type.Union([Type.Object({ from: Day('Period start'), to: Day('Period end') }), Type.Null()]),
  supplier: Party,
  recipient: Party,
  placeOfSupply: Type.Object({ state: Type.String(), stateCode: Type.String() }),
  intraState: Type.Boolean({ description: 'true: CGST + SGST; false: IGST' }),
  lines: Type.Array(Line),
  totals: Type.Object({
    taxable: Money('Taxable value'), cgst: Money('CGST'), sgst: Money('SGST'), igst: Money('IGST'), tax: Money('All tax'),
    total: Money('Invoice total'), totalInWords: Type.String({ description: 'Indian system, e.g. "Rupees One Lakh Only"' }),
  }),
  demo: Type.Boolean({ description: 'Issued by the built-in demo supplier of a development server: not a valid tax invoice' }),
});

export const issueInvoiceSchema = {
  summary: 'Issue a GST tax invoice for the fully signed insertion orders not billed yet (or their days in a period)',
  tags, security,
  params: CampaignParams,
  body: Type.Object({
    periodFrom: Type.Optional(Day('Billing period start; give with periodTo')),
    periodTo: Type.Optional(Day('Billing period end')),
  }, { additionalProperties: false }),
  response: { 201: TaxInvoiceSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
};

export const listInvoicesSchema = {
  summary: "A campaign's tax invoices, oldest first",
  tags, security,
  params: CampaignParams,
  response: { 200: Type.Object({ invoices: Type.Array(TaxInvoiceSchema) }), ...errorResponses(401, 404) },
};

export const invoicePdfSchema = {
  summary: 'The tax invoice as a PDF (attachment <number with / as ->.pdf)',
  tags, security,
  params: InvoiceParams,
  response: { 200: Type.Unsafe<unknown>({ description: 'The PDF', [CONTENT_TYPES_KEY]: ['application/pdf'] }), ...errorResponses(401, 404) },
};

export const eInvoiceSchema = {
  summary: 'The e-invoice JSON (schema INV-01, version 1.1) to upload to the invoice registration portal; registering it is not done here',
  tags, security,
  params: InvoiceParams,
  response: { 200: AnyJson('INV-01 JSON: Version, TranDtls, DocDtls, SellerDtls, BuyerDtls, ItemList, ValDtls (attachment)'), ...errorResponses(401, 404, 409) },
};

export const financeSchema = {
  summary: "A campaign's finance view: ordered, delivered (proofs), invoiced, paid, balance, accepted make-goods",
  tags, security,
  params: CampaignParams,
  response: {
    200: Type.Object({
      currency: Type.Literal('INR'),
      ordered: Money("Fully signed insertion orders' totals, GST included"),
      delivered: Money('The part of ordered whose schedule entries carry a proof'),
      invoiced: Money("Tax invoices' totals"),
      paid: Money('Verified payments'),
      balance: Money('invoiced − paid'),
      lines: Type.Array(Type.Object({
        orderId: Type.String(), description: Type.String(), ordered: Money('Ordered'), delivered: Money('Delivered'), invoiced: Money('Invoiced'),
      })),
      makeGoodCredits: Type.Object({
        total: Money('Accepted make-good credits the buyer is owed (before GST; not taken off balance)'),
        items: Type.Array(Type.Object({
          makeGoodId: Type.String(), lineId: Type.String(), description: Type.String({ description: "The line: 'Media - Option'" }),
          shortUnits: Type.Integer({ description: 'Units without verified proof the credit settles' }),
          unitRate: Money("The line's rate per unit (amount before tax ÷ units bought)"), credit: Money('shortUnits × unitRate'),
          decidedAt: Type.String({ description: 'When the buyer accepted it (ISO-8601 UTC)' }),
        })),
      }, { description: 'Issue 38: make-goods the buyer accepted as a credit' }),
      makeGoodExtras: Type.Array(Type.Object({
        makeGoodId: Type.String(), lineId: Type.String(), description: Type.String({ description: "The line: 'Media - Option'" }),
        extraUnits: Type.Integer({ description: 'Units of the same option at no charge' }),
        days: Type.Array(Type.Object({ day: Day('A day they run'), units: Type.Integer() })),
        decidedAt: Type.String({ description: 'When the buyer accepted it (ISO-8601 UTC)' }),
      }), { description: 'Issue 38: make-goods the buyer accepted as extra units, with their days' }),
    }),
    ...errorResponses(401, 404),
  },
};
