/**
 * What the budget estimator and the IPL calculator share: reading an answer that may be a
 * per-field refusal (400 `{ fields }`), the option a figure names, and the page's styles.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ToolAnswer, ToolRow } from './tool-parts';
import { formatRupees, type PlanLine } from 'shared-domain';
import type { PlanOption } from 'shared-domain/planning';
import { color } from 'shared-ui';
import { FieldError, FieldHint, Input } from 'shared-ui/forms';
import { ErrorState, LoadingState, useResource, type OptionalResource } from 'shared-ui/states';
import { useContentServices } from '../content/content-services';

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

/** A calculator's rules, from shared-domain: its values in and out of the address, and its check. */
export type PlanningTool<F extends string, V, I> = {
  /** The fields in the form's order (the first wrong one takes focus). */
  order: readonly F[];
  valuesFrom(search: string): V;
  query(values: V): string;
  asked(values: V): boolean;
  check(values: V): { ok: true; value: I } | { ok: false; errors: Partial<Record<F, string>> };
  /** The API's address of checked input, e.g. `/planning/ipl-budget?…`. */
  apiPath(input: I): string;
};

/**
 * The state of a calculator page: the form's values (from the address at first), the answer of
 * the address's values (checked here first, then by the server, whose refusal names its fields),
 * each field's error, and the submit that writes the values to the address and moves focus to
 * the first wrong field. `${id}-${field}` is the element that holds a field's control.
 */
export function usePlanningTool<F extends string, V, I, T>(tool: PlanningTool<F, V, I>) {
  const id = useId();
  const { api } = useContentServices();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shared = tool.valuesFrom(search);
  const [values, setValues] = useState<V>(shared);
  const submitted = useRef(false);
  const check = tool.asked(shared) ? tool.check(shared) : null;
  const path = check?.ok ? tool.apiPath(check.value) : null;
  const [answer, retry] = useResource(path === null ? null : `planning:${path}`, () => getRefusable<T>(api, path ?? ''));
  const refused = answer.status === 'success' && !answer.data.ok ? (answer.data.fields as Partial<Record<F, string>>) : null;
  const errors: Partial<Record<F, string>> = check && !check.ok ? check.errors : (refused ?? {});

  const focusFirst = (wrong: Partial<Record<F, string>>) => {
    const first = tool.order.find((f) => wrong[f]);
    if (first) document.getElementById(`${id}-${first}`)?.querySelector<HTMLElement>('input')?.focus();
  };
  useEffect(() => {
    // A refusal that answers this visitor's own submit moves focus to its first field.
    if (!refused || !submitted.current) return;
    submitted.current = false;
    focusFirst(refused);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`${pathname}${tool.query(values)}`, { replace: true });
    const result = tool.check(values);
    submitted.current = result.ok;
    if (!result.ok) focusFirst(result.errors);
  };
  /** The ids of a field's hint (when it has one) and error, for aria-describedby. */
  const described = (field: F, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return { id, pathname, values, setValues, answer: answer as OptionalResource<Refusable<T>>, retry, errors, submit, described };
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

/** A whole-number field of a calculator (`id` holds it; the control is `${id}-input`), its hint and error tied to the control. */
export function NumberRow({ id, name, label, hint, placeholder, value, error, onChange }: {
  id: string; name: string; label: string; hint: string; placeholder: string; value: string; error?: string; onChange: (text: string) => void;
}) {
  return (
    <Row id={id}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <Input
        id={`${id}-input`}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        maxLength={8}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Row>
  );
}

/** The answer's states: loading, failed (with Retry), refused without a field to name, or the answer itself. */
export function AnswerStates<T>({ answer, retry, loading, failed, children }: {
  answer: OptionalResource<Refusable<T>>; retry: () => void; loading: string; failed: string; children: (value: T) => ReactNode;
}) {
  if (answer.status === 'loading') return <LoadingState label={loading} />;
  if (answer.status === 'error') return <ErrorState title={failed} message={answer.error.message} onRetry={retry} />;
  if (answer.status !== 'success') return null;
  if (answer.data.ok) return <>{children(answer.data.value)}</>;
  // A refusal that names fields shows beside them; one that names none shows here.
  return Object.keys(answer.data.fields).length ? null : <Note role="alert">{answer.data.message}</Note>;
}

/** The page's address holds the values: a reminder under each result. */
export function ShareHint() {
  return <FieldHint>This page’s address holds these values: copy it to share the result.</FieldHint>;
}

export { ToolCards as Cards, ToolCard as Card } from './tool-parts';

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

// The form, its groups and choices and the answer box are every tool's; a number row here stays narrow.
export { ToolForm, ToolGroup as Group, ToolChoices as Choices } from './tool-parts';
export const Row = styled(ToolRow)`
  max-width: 240px;
`;
export const Answer = styled(ToolAnswer)`
  h3 { margin: 20px 0 8px; }
`;
