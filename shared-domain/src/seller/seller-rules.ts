/**
 * What a seller may save and what a profile needs before review. A draft may be incomplete
 * (the score says what is missing) but never malformed: every text is clean and bounded,
 * every number finite and in range, and every price one the pricing engine can use. The
 * studio shows these messages beside the fields; the server refuses the same values with a
 * 400 naming the same fields, and saves nothing.
 */
import { isCategoryKey } from '../catalog/categories';
import { checkText, type TextRule } from '../input/text';
import { attributeFieldsOf } from './seller-draft';
import { MAX_UNITS, NUMBER_BOUNDS, numberProblem, unitBounds, type NumberBounds } from '../input/numbers';
import type { SellerOptionDraft, SellerProfileDraft } from './seller-types';

export const SELLER_LIMITS = {
  name: 120, city: 80, language: 40, subTitle: 160, attributeText: 200, listItems: 20,
  sections: 10, contents: 10, sectionText: 4000, charts: 12, chartPoints: 30, chartLabel: 60,
  options: 30, descriptions: 5, descriptionText: 2000, artworks: 10, creativeSpecs: 10,
  keyValues: 20, keyText: 80, valueText: 500, vendors: 10, pricingUnits: 5, variableUnits: 5,
  variableValues: 50, rateRows: 50, rateFields: 5, audience: 10_000_000_000,
} as const;

/** `/api/seller/files/{24 hex}/{file name}`: the only file links a profile holds (logos, media kits, artworks). */
const SELLER_FILE_URL = /^\/api\/seller\/files\/([0-9a-f]{24})\/[A-Za-z0-9._-]{1,120}$/;

/** The id of an uploaded seller file from its link; null for anything else. */
export function sellerFileIdOf(url: unknown): string | null {
  return typeof url === 'string' ? SELLER_FILE_URL.exec(url)?.[1] ?? null : null;
}

export type DraftFieldErrors = Record<string, string>;
export type DraftCheck = { ok: true; draft: SellerProfileDraft } | { ok: false; fields: DraftFieldErrors };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Collects the first problem of each field while the draft is walked. */
class Checker {
  readonly fields: DraftFieldErrors = {};
  fail(field: string, message: string): void {
    this.fields[field] ??= message;
  }
  text(field: string, label: string, value: unknown, rule: TextRule): string {
    if (value === undefined || value === null) value = '';
    if (typeof value !== 'string') {
      this.fail(field, `${label} must be text`);
      return '';
    }
    const checked = checkText(label, value, rule);
    if (!checked.ok) this.fail(field, checked.message);
    return checked.ok ? checked.value : value;
  }
  number(field: string, label: string, value: unknown, bounds: NumberBounds): number {
    const problem = numberProblem(label, value, bounds);
    if (problem) this.fail(field, problem);
    return problem ? 0 : (value as number);
  }
  list(field: string, label: string, value: unknown, max: number): unknown[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.fail(field, `${label} must be a list`);
      return [];
    }
    if (value.length > max) this.fail(field, `${label} can have at most ${max} entries`);
    return value.slice(0, max);
  }
  fileUrl(field: string, label: string, value: unknown): string {
    if (sellerFileIdOf(value) === null) this.fail(field, `${label}: upload the file; links to other sites are not accepted`);
    return typeof value === 'string' ? value : '';
  }
}

const RUPEES: NumberBounds = NUMBER_BOUNDS.rate;
const PERCENT_CHANGE: NumberBounds = { min: -100, max: 1000, decimals: 2 };
const FLAT_CHANGE: NumberBounds = { min: -RUPEES.max, max: RUPEES.max, decimals: 2 };
const CHART_VALUE: NumberBounds = { min: 0, max: 1e12, decimals: 2 };
const line = (max: number): TextRule => ({ max });
const para = (max: number): TextRule => ({ max, multiline: true });

function keyValues(c: Checker, field: string, label: string, value: unknown) {
  return c.list(field, label, value, SELLER_LIMITS.keyValues).map((kv, i) => {
    const at = `${field}.${i}`;
    if (!isRecord(kv)) {
      c.fail(at, `${label} entries need a name and a value`);
      return { key: '', value: '' };
    }
    const v = typeof kv.value === 'number' ? c.number(`${at}.value`, label, kv.value, { min: -1e12, max: 1e12, decimals: 4 })
      : c.text(`${at}.value`, `${label} value`, kv.value, para(SELLER_LIMITS.valueText));
    return { key: c.text(`${at}.key`, `${label} name`, kv.key, { max: SELLER_LIMITS.keyText, required: true }), value: v };
  });
}

function pricing(c: Checker, at: string, o: Record<string, unknown>) {
  const pricingUnits = c.list(`${at}.pricingUnits`, 'Pricing units', o.pricingUnits, SELLER_LIMITS.pricingUnits).map((u, j) => {
    const f = `${at}.pricingUnits.${j}`;
    const unit = isRecord(u) ? u : {};
    const min = unit.min === undefined ? undefined : c.number(`${f}.min`, 'Least units', unit.min, NUMBER_BOUNDS.units);
    return {
      name: c.text(`${f}.name`, 'Unit name', unit.name, { max: SELLER_LIMITS.keyText, required: true }),
      value: c.number(`${f}.value`, 'Units', unit.value, unitBounds(min)),
      ...(min === undefined ? {} : { min }),
      inUse: unit.inUse !== false,
    };
  });
  const variablePricingUnits = c.list(`${at}.variablePricingUnits`, 'Variable units', o.variablePricingUnits, SELLER_LIMITS.variableUnits).map((u, j) => {
    const f = `${at}.variablePricingUnits.${j}`;
    const unit = isRecord(u) ? u : {};
    const name = c.text(`${f}.name`, 'Variable unit name', unit.name, { max: SELLER_LIMITS.keyText, required: true });
    if (unit.type === 'number') {
      const min = unit.min === undefined ? 0 : c.number(`${f}.min`, 'Least value', unit.min, NUMBER_BOUNDS.units);
      return { name, type: 'number' as const, min, value: c.number(`${f}.value`, name || 'Value', unit.value ?? min, unitBounds(min)), inUse: unit.inUse !== false };
    }
    if (unit.type !== 'select') c.fail(`${f}.type`, 'A variable unit is a choice (select) or a number');
    const values = c.list(`${f}.values`, 'Choices', unit.values, SELLER_LIMITS.variableValues)
      .map((v, k) => c.text(`${f}.values.${k}`, 'Choice', typeof v === 'number' ? String(v) : v, { max: SELLER_LIMITS.keyText, required: true }));
    if (values.length === 0) c.fail(`${f}.values`, 'Give at least one choice');
    const chosen = unit.defaultValue === undefined ? values[0] : String(unit.defaultValue);
    if (values.length > 0 && !values.includes(chosen ?? '')) c.fail(`${f}.defaultValue`, 'The default must be one of the choices');
    return { name, type: 'select' as const, values, defaultValue: chosen ?? '', value: chosen ?? '', inUse: unit.inUse !== false };
  });
  const rates = isRecord(o.rates) ? o.rates : {};
  const d = isRecord(rates.defaultRates) ? rates.defaultRates : {};
  const cardRate = c.number(`${at}.rates.cardRate`, 'Card rate', d.cardRate ?? 0, RUPEES);
  const discountedRate = c.number(`${at}.rates.discountedRate`, 'Offer rate', d.discountedRate ?? 0, RUPEES);
  if (cardRate > 0 && discountedRate > cardRate) c.fail(`${at}.rates.discountedRate`, 'The offer rate cannot be above the card rate');
  const minimumBilling = c.number(`${at}.minimumBilling`, 'Minimum billing', o.minimumBilling ?? 0, RUPEES);
  const otherRates = c.list(`${at}.rates.otherRates`, 'Rate rows', rates.otherRates, SELLER_LIMITS.rateRows).map((r, j) => {
    const f = `${at}.rates.otherRates.${j}`;
    const row = isRecord(r) ? r : {};
    const diff = isRecord(row.difference) ? row.difference : {};
    const type = diff.type === 'flat' ? 'flat' as const : 'percentage' as const;
    if (diff.type !== 'flat' && diff.type !== 'percentage') c.fail(`${f}.difference`, 'A rate row changes the rate by a percentage or a flat amount');
    const fields = c.list(`${f}.fields`, 'Conditions', row.fields, SELLER_LIMITS.rateFields).map((x, k) => {
      const cond = isRecord(x) ? x : {};
      const g = `${f}.fields.${k}`;
      return {
        field: c.text(`${g}.field`, 'Condition', cond.field, { max: SELLER_LIMITS.keyText, required: true }),
        ...(cond.value === undefined ? {} : { value: c.text(`${g}.value`, 'Condition value', String(cond.value), line(SELLER_LIMITS.keyText)) }),
        ...(cond.min === undefined ? {} : { min: c.number(`${g}.min`, 'From', cond.min, NUMBER_BOUNDS.units) }),
        ...(cond.max === undefined ? {} : { max: c.number(`${g}.max`, 'To', cond.max, NUMBER_BOUNDS.units) }),
      };
    });
    if (fields.length === 0) c.fail(`${f}.fields`, 'A rate row needs at least one condition');
    return { fields, difference: { type, value: c.number(`${f}.difference.value`, 'Change', diff.value, type === 'flat' ? FLAT_CHANGE : PERCENT_CHANGE), onRunningTotal: diff.onRunningTotal === true } };
  });
  return { pricingUnits, variablePricingUnits, rates: { defaultRates: { cardRate, discountedRate, minimumBilling }, otherRates }, minimumBilling };
}

function option(c: Checker, raw: unknown, i: number): SellerOptionDraft {
  const at = `options.${i}`;
  const o = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) c.fail(at, 'An option must be an object');
  const template = o._template === 'Popular Media' || o._template === 'Premium Media' ? o._template : '';
  if (o._template !== undefined && o._template !== '' && template === '') c.fail(`${at}._template`, 'Top choice is Popular Media, Premium Media or none');
  const descriptions = c.list(`${at}.descriptions`, 'Descriptions', o.descriptions, SELLER_LIMITS.descriptions)
    .map((d, k) => c.text(`${at}.descriptions.${k}`, 'Description', d, para(SELLER_LIMITS.descriptionText)));
  const descriptionId = o.descriptionId === null || o.descriptionId === undefined || o.descriptionId === '' ? null : String(o.descriptionId);
  if (descriptionId !== null && !(/^\d+$/.test(descriptionId) && Number(descriptionId) < descriptions.length && descriptions[Number(descriptionId)] !== '')) {
    c.fail(`${at}.description`, 'Choose one of the descriptions you wrote');
  }
  const creativeSpecs = c.list(`${at}.creativeSpecs`, 'Creative specs', o.creativeSpecs, SELLER_LIMITS.creativeSpecs).map((s, k) => {
    const spec = isRecord(s) ? s : {};
    const type = ['image', 'video', 'audio', 'text', 'cta'].includes(spec.type as string) ? spec.type as 'image' : 'image';
    if (type !== spec.type) c.fail(`${at}.creativeSpecs.${k}.type`, 'A creative spec is image, video, audio, text or cta');
    return { type, fields: keyValues(c, `${at}.creativeSpecs.${k}.fields`, 'Spec', spec.fields) };
  });
  return {
    _id: c.text(`${at}._id`, 'Option id', o._id, { max: 40, required: true }),
    name: c.text(`${at}.name`, 'Option name', o.name, line(SELLER_LIMITS.name)),
    type: c.text(`${at}.type`, 'Ad type', o.type, line(SELLER_LIMITS.name)),
    _template: template,
    descriptions,
    descriptionId,
    referenceArtworks: c.list(`${at}.referenceArtworks`, 'Reference artworks', o.referenceArtworks, SELLER_LIMITS.artworks)
      .map((a, k) => ({ url: c.fileUrl(`${at}.referenceArtworks.${k}`, 'Reference artwork', isRecord(a) ? a.url : undefined) })),
    creativeSpecs,
    additionalInfo: keyValues(c, `${at}.additionalInfo`, 'Additional info', o.additionalInfo),
    sop: keyValues(c, `${at}.sop`, 'Proof of execution', o.sop),
    _vendors: c.list(`${at}._vendors`, 'Vendors', o._vendors, SELLER_LIMITS.vendors)
      .map((v, k) => c.text(`${at}._vendors.${k}`, 'Vendor', v, { max: SELLER_LIMITS.name, required: true })),
    unitLabel: c.text(`${at}.unitLabel`, 'Charged', o.unitLabel, line(SELLER_LIMITS.keyText)),
    ...pricing(c, at, o),
  };
}

/**
 * A draft as sent by a client → the draft to store (texts normalised), or a message per
 * field (`name`, `attributes.monthlyUsers`, `options.2.rates.discountedRate`…).
 */
export function checkSellerDraft(input: unknown): DraftCheck {
  const c = new Checker();
  const d = isRecord(input) ? input : {};
  if (!isRecord(input)) c.fail('draft', 'The profile must be an object');
  const category = typeof d.category === 'string' && isCategoryKey(d.category) ? d.category : null;
  if (!category) c.fail('category', 'Choose one of the eleven media categories');
  const logo = d.logo === null || d.logo === undefined ? null : isRecord(d.logo) ? {
    url: c.fileUrl('logo', 'Logo', d.logo.url),
    width: c.number('logo', 'Logo width', d.logo.width, { min: 1, max: 20_000, decimals: 0 }),
    height: c.number('logo', 'Logo height', d.logo.height, { min: 1, max: 20_000, decimals: 0 }),
  } : (c.fail('logo', 'Upload the logo'), null);
  const attributes: SellerProfileDraft['attributes'] = {};
  const rawAttributes = isRecord(d.attributes) ? d.attributes : {};
  if (Object.keys(rawAttributes).length > SELLER_LIMITS.keyValues) c.fail('attributes', `At most ${SELLER_LIMITS.keyValues} attributes`);
  const labels = category ? attributeFieldsOf(category) : [];
  for (const [key, raw] of Object.entries(rawAttributes).slice(0, SELLER_LIMITS.keyValues)) {
    const a = isRecord(raw) ? raw : {};
    const at = `attributes.${key}`;
    const label = labels.find((f) => f.key === key)?.label ?? key;
    const value = a.value === undefined || a.value === null ? undefined
      : typeof a.value === 'number' ? c.number(at, label, a.value, { min: 0, max: 1e12, decimals: 2 })
        : Array.isArray(a.value) ? c.list(at, label, a.value, SELLER_LIMITS.listItems).map((v) => c.text(at, label, v, line(SELLER_LIMITS.keyText)))
          : c.text(at, label, a.value, line(SELLER_LIMITS.attributeText));
    const toolTip = a.toolTip === undefined ? undefined : c.text(`${at}.toolTip`, `Tooltip of ${label}`, a.toolTip, line(SELLER_LIMITS.attributeText));
    attributes[c.text('attributes', 'Attribute name', key, { max: 40, required: true })] = {
      ...(value === undefined ? {} : { value }), ...(toolTip === undefined ? {} : { toolTip }),
    };
  }
  const sections = c.list('sections', 'Sections', d.sections, SELLER_LIMITS.sections).map((s, i) => {
    const sec = isRecord(s) ? s : {};
    return {
      title: c.text(`sections.${i}.title`, 'Section title', sec.title, { max: SELLER_LIMITS.keyText, required: true }),
      contents: c.list(`sections.${i}.contents`, 'Section texts', sec.contents, SELLER_LIMITS.contents).map((t, k) => ({
        type: 'text', value: c.text(`sections.${i}.contents.${k}`, 'Section text', isRecord(t) ? t.value : t, para(SELLER_LIMITS.sectionText)),
      })),
    };
  });
  const demographics = c.list('demographics', 'Charts', d.demographics, SELLER_LIMITS.charts).map((ch, i) => {
    const chart = isRecord(ch) ? ch : {};
    return {
      type: chart.type === 'pie' ? 'pie' : 'bar',
      title: c.text(`demographics.${i}.title`, 'Chart title', chart.title, { max: SELLER_LIMITS.keyText, required: true }),
      data: c.list(`demographics.${i}.data`, 'Chart rows', chart.data, SELLER_LIMITS.chartPoints).map((p, k) => {
        const point = isRecord(p) ? p : {};
        return {
          label: c.text(`demographics.${i}.data.${k}.label`, 'Label', point.label, { max: SELLER_LIMITS.chartLabel, required: true }),
          value: c.number(`demographics.${i}.data.${k}.value`, 'Value', point.value, CHART_VALUE),
        };
      }),
    };
  });
  const mediaOptions = c.list('options', 'Media options', d.mediaOptions, SELLER_LIMITS.options).map((o, i) => option(c, o, i));
  const ids = mediaOptions.map((o) => o._id);
  ids.forEach((id, i) => { if (ids.indexOf(id) !== i) c.fail(`options.${i}._id`, 'Two options have the same id'); });
  const draft: SellerProfileDraft = {
    category: category ?? 'newspaper',
    name: c.text('name', 'Media name', d.name, line(SELLER_LIMITS.name)),
    city: c.text('city', 'City', d.city, line(SELLER_LIMITS.city)),
    language: c.text('language', 'Language', d.language, line(SELLER_LIMITS.language)),
    subTitle: c.text('subTitle', 'Subtitle', d.subTitle, line(SELLER_LIMITS.subTitle)),
    audience: c.number('audience', 'Audience', d.audience ?? 0, { min: 0, max: SELLER_LIMITS.audience, decimals: 0 }),
    logo,
    attributes,
    sections,
    mediaKitUrl: d.mediaKitUrl === null || d.mediaKitUrl === undefined || d.mediaKitUrl === '' ? null : c.fileUrl('mediaKit', 'Media kit', d.mediaKitUrl),
    demographics,
    mediaOptions,
  };
  return Object.keys(c.fields).length > 0 ? { ok: false, fields: c.fields } : { ok: true, draft };
}

/** What a checked draft still needs before staff can review it (a message per field); empty when ready. */
export function reviewProblems(draft: SellerProfileDraft): DraftFieldErrors {
  const fields: DraftFieldErrors = {};
  if (!draft.name.trim()) fields.name = 'Enter the media name';
  if (!draft.city.trim()) fields.city = 'Enter the city (or "Pan India")';
  if (draft.mediaOptions.length === 0) fields.options = 'Add at least one media option';
  draft.mediaOptions.forEach((o, i) => {
    if (!o.name.trim()) fields[`options.${i}.name`] = 'Name the option';
    if (!o.unitLabel.trim()) fields[`options.${i}.unitLabel`] = 'Say how the rate is charged, e.g. "per insertion"';
    if (!(o.rates.defaultRates.discountedRate > 0)) fields[`options.${i}.rates.discountedRate`] = 'Enter the offer rate';
    if (!o.pricingUnits.some((u) => u.inUse !== false)) fields[`options.${i}.pricingUnits`] = 'Add a pricing unit';
    if (o.pricingUnits.some((u) => u.value > MAX_UNITS)) fields[`options.${i}.pricingUnits`] = 'Too many units';
  });
  return fields;
}
