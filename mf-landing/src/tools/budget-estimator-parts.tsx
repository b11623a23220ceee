/**
 * What the budget estimator and the IPL calculator share: reading an answer that may be a
 * per-field refusal (400 `{ fields }`), the option a figure names, and the page's styles.
 */
import type { AxiosInstance } from 'axios';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, type PlanLine } from 'shared-domain';
import type { PlanOption } from 'shared-domain/planning';
import { color } from 'shared-ui';
import { FieldHint } from 'shared-ui/forms';

/** An answer, or the server's refusal with each wrong field's message (kept as data, so the server's render can show it). */
export type Refusable<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

/** GET `url`: its body, or a 400's per-field messages; any other failure throws (the page shows it with Retry). */
export async function getRefusable<T>(api: AxiosInstance, url: string): Promise<Refusable<T>> {
  // A 400 is an answer here, not a failure: it names the wrong fields.
  const res = await api.get<unknown>(url, { validateStatus: (status) => (status >= 200 && status < 300) || status === 400 });
  if (res.status !== 400) return { ok: true, value: res.data as T };
  const body = (res.data ?? {}) as { message?: unknown; fields?: unknown };
  const fields = body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
  return { ok: false, message: typeof body.message === 'string' ? body.message : 'The request is not valid', fields };
}

/** The cities with media (GET /planning/cities). */
export async function fetchPlanningCities(api: AxiosInstance): Promise<string[]> {
  return (await api.get<{ cities: string[] }>('/planning/cities')).data.cities;
}

/** A figure's options as bag lines with the units the plan booked. */
export function planLinesOf(options: readonly PlanOption[]): PlanLine[] {
  return options.map((o) => ({ option: { _id: o.optionId, _media: o.mediaId, rates: o.rates }, pricingUnits: o.pricingUnits }));
}

const unitsText = (o: PlanOption) => o.pricingUnits.map((u) => `${u.value} × ${u.name.toLowerCase()}`).join(', ');

/** The option behind a figure: linked to its media page, with its city, units and price. */
export function OptionLine({ option, lead }: { option: PlanOption; lead: string }) {
  return (
    <OptionText>
      {lead} <Link to={option.href}>{option.mediaName}</Link>: {option.optionName}
      {option.city ? ` (${option.city})` : ''}, {formatRupees(option.cost)} for {unitsText(option) || 'one booking'} incl. GST
    </OptionText>
  );
}

/** The page's address holds the values: a reminder under each result. */
export function ShareHint() {
  return <FieldHint>This page’s address holds these values: copy it to share the result.</FieldHint>;
}

export const ToolForm = styled.form`
  max-width: 640px;
  margin: 16px 0 24px;
`;

export const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-width: 0;
  legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
`;

export const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 0 12px;
`;

export const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
  max-width: 240px;
  label { font-weight: 600; }
`;

export const Answer = styled.section`
  max-width: 880px;
  padding: 16px 20px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  h2 { margin-top: 0; }
  h3 { margin: 20px 0 8px; }
`;

export const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 8px 0 12px;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px;
`;

export const Card = styled.li`
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 12px 14px;
  min-width: 0;
`;

export const CardLabel = styled.p`
  margin: 0;
  font-weight: 600;
`;

export const Amount = styled.p`
  margin: 4px 0 8px;
  font-size: 1.375rem;
  font-weight: 600;
`;

const OptionText = styled.p`
  margin: 4px 0 0;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

export const Method = styled.ol`
  padding-left: 20px;
  color: ${color.muted};
  font-size: 0.875rem;
  li { margin-bottom: 4px; }
`;

export const Note = styled.p`
  color: ${color.muted};
`;
