/**
 * Where the bag lives: the signed-in user's server bag (service A, SPEC.md section 7) or the
 * guest's local bag (localStorage `selectedMediaOptions`, priced in the browser from the
 * catalog's option data). Each `send` answers how to fold the server's answer into the
 * confirmed bag, so the store can reconcile what it showed optimistically.
 */
import type { AxiosInstance } from 'axios';
import {
  LOCAL_BAG_KEY, parseLocalBag, type BagMediaOption, type LocalBagItem, type CatalogMediaOption,
  type EventBus, type StorageLike,
} from 'shared-domain';
import { BagEditError, newBagLine, type BagLineMedia } from 'shared-domain/pricing';
import { planUnitsOf, withPlanUnits } from 'shared-domain/planning';
import { applyOp, docFromServer, emptyDoc, toStoredLine, type BagDoc, type BagOp, type ServerBag } from './bag-doc';

export type Reconcile = {
  apply(confirmed: BagDoc): BagDoc;
  /** A line the server created under another id (a clone): later edits must name the server's id. */
  remap?: { from: string; to: string };
};

export type BagTransport = {
  readonly guest: boolean;
  /** Why this bag cannot take `op` at all (a guest's rate edit, say); null when it can. */
  refusal(op: BagOp): string | null;
  load(): Promise<BagDoc>;
  send(op: BagOp, view: BagDoc): Promise<Reconcile>;
};

type Data<T> = { data: T };

const replaceLine = (line: BagMediaOption): Reconcile => ({
  apply: (doc) => ({ ...doc, lines: doc.lines.map((l) => (l._id === line._id ? line : l)) }),
});
const wholeBag = (data: ServerBag): Reconcile => ({ apply: () => docFromServer(data) });

/** The signed-in user's bag on service A. */
export function serverTransport(api: AxiosInstance): BagTransport {
  const bagId = (view: BagDoc) => view._id ?? undefined;
  return {
    guest: false,
    refusal: () => null,
    async load() {
      const res = await api.get<Data<ServerBag>>('/bag');
      return docFromServer(res.data.data);
    },
    async send(op, view) {
      switch (op.kind) {
        case 'setUnit': {
          const res = await api.patch<Data<BagMediaOption>>('/bag/pricingUnit', {
            mediaOptionId: op.lineId, type: op.type, pricingUnitIdx: op.index, val: op.value, bagId: bagId(view),
          });
          return replaceLine(toStoredLine(res.data.data));
        }
        case 'reset': {
          const res = await api.patch<Data<BagMediaOption>>('/bag/resetMop', { mediaOptionId: op.lineId, bagId: bagId(view) });
          return replaceLine(toStoredLine(res.data.data));
        }
        case 'setUnits': {
          const res = await api.put<Data<ServerBag>>(`/bag/${encodeURIComponent(op.lineId)}/pricing-units`, {
            pricingUnits: op.pricingUnits, variablePricingUnits: op.variablePricingUnits,
          });
          return wholeBag(res.data.data);
        }
        case 'bulkEdit': {
          const res = await api.patch<Data<ServerBag>>('/bag/bulkedit', {
            bagId: bagId(view), pricingUnits: op.pricingUnits, variablePricingUnits: op.variablePricingUnits,
          });
          return wholeBag(res.data.data);
        }
        case 'clone': {
          const index = view.lines.findIndex((l) => l._id === op.lineId);
          const res = await api.patch<Data<BagMediaOption>>('/bag/cloneMop', { mediaOption: op.lineId, index: Math.max(0, index) });
          const clone = toStoredLine(res.data.data);
          return {
            apply: (doc) => {
              const at = doc.lines.findIndex((l) => l._id === op.lineId);
              const lines = [...doc.lines];
              lines.splice(at < 0 ? lines.length : at + 1, 0, clone);
              return { ...doc, lines };
            },
            remap: { from: op.cloneId, to: clone._id },
          };
        }
        case 'remove': {
          await api.delete('/bag', { data: { ids: op.ids } });
          const ids = new Set(op.ids);
          return { apply: (doc) => ({ ...doc, lines: doc.lines.filter((l) => !ids.has(l._id)) }) };
        }
        case 'rename': {
          const res = await api.patch<Data<ServerBag>>('/bag/changeName', { name: op.name.trim() });
          return wholeBag(res.data.data);
        }
        case 'lineInfo': {
          const res = await api.put<Data<ServerBag>>('/bag/update-info', {
            mediaOptionId: op.lineId, agencyRate: op.agencyRate, discount: op.discount, schedule: op.schedule,
          });
          return wholeBag(res.data.data);
        }
        case 'bagInfo': {
          const res = await api.put<Data<ServerBag>>('/bag/update-info', {
            startDate: op.startDate, endDate: op.endDate, discountOnTotal: op.discountOnTotal,
          });
          return wholeBag(res.data.data);
        }
        default:
          throw new BagEditError('Unknown edit');
      }
    },
  };
}

/** What `GET /catalog/options` answers per option. */
export type CatalogOptionEntry = { option: CatalogMediaOption; media: BagLineMedia };

/**
 * Guest line ids: the catalog option id and which copy of it this is (the first, second…
 * line of that option in the local bag), so an edit or a removal names one stored item.
 */
const guestLineId = (optionId: string, copy: number) => `${optionId}~${copy}`;

/** Each item with its guest line id. */
function withGuestIds(items: readonly LocalBagItem[]): { item: LocalBagItem; id: string }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const copy = seen.get(item._id) ?? 0;
    seen.set(item._id, copy + 1);
    return { item, id: guestLineId(item._id, copy) };
  });
}

export const GUEST_EDIT_MESSAGE = 'Sign in to change options, rates and discounts';

/**
 * What a guest may do to the local bag: remove lines and change their pricing units (the
 * quantity: insertions, spots, days…). Those units are what the local bag keeps beside the
 * option (`pricingUnits` by name), and what the login sync's `POST /bag` carries into the
 * account, so nothing a guest edits is lost at sign-in. Other edits need an account.
 */
export function guestRefusal(op: BagOp): string | null {
  if (op.kind === 'remove') return null;
  if (op.kind === 'setUnit' && op.type === 'pricingUnits') return null;
  return GUEST_EDIT_MESSAGE;
}

/** The local bag item's units from its edited line: name and value of each unit in use. */
const storedUnits = (line: BagMediaOption) => planUnitsOf({ pricingUnits: line.pricingUnits.filter((u) => u.inUse !== false) });

/**
 * The guest's local bag, priced in the browser from the catalog's option data by the same
 * engine as the server bag. Guests can remove lines and change their pricing units (kept in
 * localStorage across reloads); other edits need an account (`guestRefusal`).
 */
export function guestTransport(api: AxiosInstance, storage: StorageLike, bus: EventBus): BagTransport {
  const read = () => parseLocalBag(storage.getItem(LOCAL_BAG_KEY));
  const write = (items: readonly LocalBagItem[]) => storage.setItem(LOCAL_BAG_KEY, JSON.stringify(items));
  const transport: BagTransport = {
    guest: true,
    refusal: guestRefusal,
    async load() {
      const items = read();
      if (items.length === 0) return emptyDoc();
      const ids = [...new Set(items.map((i) => i._id))];
      const res = await api.get<Data<CatalogOptionEntry[]>>('/catalog/options', { params: { ids: ids.join(',') } });
      const found = new Map(res.data.data.map((e) => [e.option._id, e]));
      const lines = withGuestIds(items).flatMap(({ item, id }) => {
        const entry = found.get(item._id);
        // The chosen units (a plan's or the guest's own edit) price the line, as the server applies them at the login sync.
        return entry ? [newBagLine(withPlanUnits(entry.option, item.pricingUnits ?? []), entry.media, id)] : [];
      });
      return { ...emptyDoc(), lines };
    },
    async send(op, view) {
      const refused = guestRefusal(op);
      if (refused) throw new BagEditError(refused);
      if (op.kind === 'setUnit') {
        // The shared rules check the value (whole number, the unit's minimum…) before anything is stored.
        const line = applyOp(view, op).lines.find((l) => l._id === op.lineId);
        const stored = withGuestIds(read());
        const at = stored.findIndex((e) => e.id === op.lineId);
        if (!line || at < 0) throw new BagEditError('This item is no longer in your bag');
        write(stored.map((e, i) => (i === at ? { ...e.item, pricingUnits: storedUnits(line) } : e.item)));
        return replaceLine(line);
      }
      if (op.kind !== 'remove') throw new BagEditError(GUEST_EDIT_MESSAGE);
      // The named lines only: copies of one option may now carry different units.
      const ids = new Set(op.ids);
      const next = withGuestIds(read()).filter((e) => !ids.has(e.id)).map((e) => e.item);
      write(next);
      bus.publish({ type: 'bag/count-changed', count: next.length });
      const doc = await transport.load();
      return { apply: () => doc };
    },
  };
  return transport;
}
