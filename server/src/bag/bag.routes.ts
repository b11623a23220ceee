import { cloneOption, rateAuthorityOf, resetOption } from 'shared-domain';
import type { RateAuthority } from 'shared-domain';
import { InputError, NotFoundError } from '../errors';
import { REPLAYED_HEADER } from '../http/idempotency';
import type { SignedInFastify } from '../http/type-provider';
import { bagName, bagTermsAfter, bulkEdit, lineWithTerms, replaceUnits, setUnitValue } from './bag.edits';
import { needsWholeBag, newObjectId, pricedLine, toBagResponse, toCountResponse, type BagLine, type BagRecord } from './bag.model';
import { LINE_NOT_IN_BAG, type BagEdit, type BagRepository, type MutateLineResult } from './bag.repository';
import {
  addToBagSchema, bagCountSchema, bulkEditSchema, changeNameSchema, cloneMopSchema, deleteBagSchema, getBagSchema,
  pricingUnitSchema, replaceUnitsSchema, resetMopSchema, updateInfoSchema, type UpdateInfoBodyType,
} from './bag.schema';

/** The index of line `id` in the bag; another user's line or an unknown id is a 404. */
function indexOfLine(lines: readonly BagLine[], id: string): number {
  const index = lines.findIndex((l) => l._id === id);
  if (index < 0) throw new NotFoundError(LINE_NOT_IN_BAG);
  return index;
}

/**
 * `{ data: item }` for a line route: the line priced within its bag. Only a bulk discount
 * makes a line's price depend on the others, and only then did the edit read them all.
 */
function pricedLineAnswer({ bag, line, lines }: MutateLineResult) {
  return { data: pricedLine(bag, lines ?? [line], line._id) };
}

const replaceAt = (lines: readonly BagLine[], index: number, line: BagLine): BagLine[] =>
  lines.map((l, i) => (i === index ? line : l));

/**
 * PUT /bag/update-info's edit: a line's agency rate, discount or schedule (which need
 * `mediaOptionId`, else 400) and the bag's bulk discount and dates, as of `at`. With
 * `authority` 'request' (a caller who may not set rates) the agency rate, discount and bulk
 * discount are kept as requests, never priced.
 */
function infoEdit(body: UpdateInfoBodyType, at: Date, authority: RateAuthority): BagEdit<null> {
  const { mediaOptionId, agencyRate, discount, schedule, startDate, endDate, discountOnTotal } = body;
  const lineFields = agencyRate !== undefined || discount !== undefined || schedule !== undefined;
  if (lineFields && mediaOptionId === undefined) {
    throw new InputError('mediaOptionId is required with agencyRate, discount or schedule');
  }
  return ({ bag, lines }) => {
    const fields: Partial<BagRecord> = bagTermsAfter(bag, { startDate, endDate, discountOnTotal }, at, authority);
    if (mediaOptionId === undefined) return { lines, bag: fields, result: null };
    const index = indexOfLine(lines, mediaOptionId);
    return { lines: replaceAt(lines, index, lineWithTerms(lines[index], { agencyRate, discount, schedule }, authority)), bag: fields, result: null };
  };
}

/** Every bag call of service A, in its signed-in scope (each write is one transaction). */
export function registerBagRoutes(app: SignedInFastify, bags: BagRepository, now: () => Date = () => new Date()): void {

  app.get('/bag', { schema: getBagSchema }, async (request) => {
    const { user } = request;
    const found = await bags.findBag(user._id);
    return toBagResponse(found?.bag ?? null, found?.lines ?? []);
  });

  app.get('/bag/count', { schema: bagCountSchema }, async (request) => {
    const { user } = request;
    return toCountResponse(await bags.listLines(user._id));
  });

  app.post('/bag', { schema: addToBagSchema }, async (request, reply) => {
    const { user } = request;
    const items = request.body.items.map((item) => ({ optionId: item._id, pricingUnits: item.pricingUnits }));
    const { count, replayed } = await bags.addItems(user._id, items, request.headers['idempotency-key']);
    if (replayed) void reply.header(REPLAYED_HEADER, 'true');
    return { count };
  });

  app.delete('/bag', { schema: deleteBagSchema }, async (request) => {
    const { user } = request;
    const ids = new Set(request.body.ids);
    const { lines } = await bags.mutate(user._id, {}, (state) => {
      for (const id of ids) indexOfLine(state.lines, id);
      return { lines: state.lines.filter((l) => !ids.has(l._id)), result: null };
    });
    return { count: lines.length };
  });

  app.patch('/bag/pricingUnit', { schema: pricingUnitSchema }, async (request) => {
    const { user } = request;
    const { mediaOptionId, type, pricingUnitIdx, val, bagId } = request.body;
    const out = await bags.mutateLine(user._id, { bagId, withLines: needsWholeBag }, mediaOptionId, (line) =>
      setUnitValue(line, type, pricingUnitIdx, val));
    return pricedLineAnswer(out);
  });

  app.patch('/bag/bulkedit', { schema: bulkEditSchema }, async (request) => {
    const { user } = request;
    const { bagId, pricingUnits, variablePricingUnits } = request.body;
    const out = await bags.mutate(user._id, { bagId }, ({ lines }) => ({
      lines: bulkEdit(lines, { pricingUnits, variablePricingUnits }),
      result: null,
    }));
    return toBagResponse(out.bag, out.lines);
  });

  app.patch('/bag/resetMop', { schema: resetMopSchema }, async (request) => {
    const { user } = request;
    const { mediaOptionId, bagId } = request.body;
    const out = await bags.mutateLine(user._id, { bagId, withLines: needsWholeBag }, mediaOptionId, (line) => resetOption(line));
    return pricedLineAnswer(out);
  });

  app.put('/bag/:id/pricing-units', { schema: replaceUnitsSchema }, async (request) => {
    const { user } = request;
    const lineId = request.params.id;
    const { pricingUnits, variablePricingUnits } = request.body;
    const out = await bags.mutate(user._id, {}, ({ lines }) => {
      const index = indexOfLine(lines, lineId);
      return { lines: replaceAt(lines, index, replaceUnits(lines[index], pricingUnits, variablePricingUnits)), result: null };
    });
    return toBagResponse(out.bag, out.lines);
  });

  app.patch('/bag/changeName', { schema: changeNameSchema }, async (request) => {
    const { user } = request;
    const name = bagName(request.body.name);
    const out = await bags.mutate(user._id, { createBag: true }, () => ({ bag: { name }, result: null }));
    return toBagResponse(out.bag, out.lines);
  });

  app.patch('/bag/cloneMop', { schema: cloneMopSchema }, async (request) => {
    const { user } = request;
    const { mediaOption, index } = request.body;
    const cloneId = newObjectId();
    const out = await bags.mutate(user._id, {}, ({ lines }) => {
      const at = indexOfLine(lines, mediaOption);
      if (index >= lines.length) throw new InputError(`index ${index} is out of range: the bag has ${lines.length} item(s)`);
      // The line id decides what is cloned and where; a stale index from the client is not trusted.
      return { lines: cloneOption(lines, at, () => cloneId), result: null };
    });
    return { data: pricedLine(out.bag, out.lines, cloneId) };
  });

  app.put('/bag/update-info', { schema: updateInfoSchema }, async (request) => {
    const authority = rateAuthorityOf(request.user);
    const out = await bags.mutate(request.user._id, { createBag: request.body.mediaOptionId === undefined }, infoEdit(request.body, now(), authority));
    return toBagResponse(out.bag, out.lines);
  });
}
