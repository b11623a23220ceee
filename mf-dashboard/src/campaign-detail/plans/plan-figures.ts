import type { CampaignDetail, CampaignMediaOption } from '../../api/campaigns.api';
import type { PlanView } from '../../api/campaigns.api';
import { num } from '../media-options/media-option-figures';

/** A plan's version number: the one service B stored, else its place in the list (1 for the first). */
export const planVersionOf = (plan: Pick<PlanView, 'version'>, index: number): number => (typeof plan.version === 'number' ? plan.version : index + 1);

/** The campaign's current plan version: the newest shared (the last in the list), or null before any plan is shared. */
export function currentPlanVersion(plans: readonly Pick<PlanView, 'version'>[]): number | null {
  return plans.length === 0 ? null : planVersionOf(plans[plans.length - 1]!, plans.length - 1);
}

/** The media options the plan holds, or null for an older plan that does not list them. */
export function planOptions(plan: PlanView): CampaignMediaOption[] | null {
  if (!Array.isArray(plan.mediaOptions)) return null;
  return plan.mediaOptions.filter(
    (o): o is CampaignMediaOption => typeof o === 'object' && o !== null && typeof (o as { _id?: unknown })._id === 'string',
  );
}

/** The plan's own subtotal, GST and total (what service B priced it at), each when known. */
export function planTotals(plan: PlanView): { subTotal?: number; serviceTax?: number; totalPrice?: number } {
  const t = plan.totals;
  return { subTotal: num(t?.subTotal), serviceTax: num(t?.serviceTax), totalPrice: num(t?.totalPrice) };
}

/**
 * True when a plan awaiting approval still lists an option the campaign no longer has while
 * sharing others with it: the owner removed that option here, and service B took it out of
 * the plan too, so the plan on the page is out of date. (A plan the team built from other
 * options shares none with the campaign and is not taken for one.)
 */
export function plansOutOfDate(plans: readonly PlanView[], campaignOptions: readonly CampaignMediaOption[]): boolean {
  const ids = new Set(campaignOptions.map((o) => o._id));
  return plans.some((plan) => {
    if (plan.approved) return false;
    const options = planOptions(plan) ?? [];
    return options.some((o) => ids.has(o._id)) && options.some((o) => !ids.has(o._id));
  });
}

/** Who is looking and who may have asked: what naming the author of a change request needs. */
export type ChangeRequestContext = {
  viewerId: string | null;
  ownerId: string | null;
  access: CampaignDetail['access'];
  users: CampaignDetail['_users'];
};

/**
 * The label of a plan's change request: "Your change request" only for the person who wrote
 * it, "Change request from Meera" when the plan records someone else, else neutral.
 */
export function changeRequestLabel(plan: PlanView, who: ChangeRequestContext): string {
  const by = typeof plan.changesRequestedBy === 'string' && plan.changesRequestedBy ? plan.changesRequestedBy : null;
  if (!by) return 'Change request';
  if (by === who.viewerId || (who.access === 'owner' && by === who.ownerId)) return 'Your change request';
  const user = who.users.find((u) => u._id === by);
  const name = user?.name?.trim() || user?.email?.trim();
  if (name) return `Change request from ${name}`;
  if (by === who.ownerId) return 'Change request from the campaign owner';
  return 'Change request';
}
