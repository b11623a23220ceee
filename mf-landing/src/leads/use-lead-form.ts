import { useRef, useState, type FormEvent } from 'react';
import { bus, storageOrMemory, toApiError } from 'shared-domain';
import { budgetFromText, checkLead, rememberUtm, type LeadErrors, type LeadField } from 'shared-domain/leads';
import type { LeadSender } from './leads-api';

/** The lead form's values, as typed. */
export type LeadValues = { name: string; email: string; phone: string; budget: string; adTimeLine: string; requirements: string };
/** The fields the form shows (the source and utm tags go with the lead unseen). */
export type ShownField = Exclude<LeadField, 'source' | 'utm_source' | 'utm_medium' | 'utm_campaign'>;
/** Where the form is: typing, sending, kept by the server, or refused. */
export type LeadFormState = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; name: string } | { kind: 'failed'; message: string };

const ORDER: readonly ShownField[] = ['name', 'email', 'phone', 'budget', 'adTimeLine', 'requirements'];

const tabStorage = () => storageOrMemory(() => window.sessionStorage);

/**
 * The lead form's state: values checked with shared-domain/leads once a changed field is left (all on
 * sending, focusing the first wrong one); sending with the visit's utm tags, then
 * `lead/created` on the bus and `onSent`.
 */
export function useLeadForm({ source, initialRequirements, send, onSent }: {
  source: string; initialRequirements: string; send: LeadSender; onSent?: (leadId: string) => void;
}) {
  const [values, setValues] = useState<LeadValues>({ name: '', email: '', phone: '', budget: '', adTimeLine: '', requirements: initialRequirements });
  /** Fields the visitor has changed. */
  const edited = useRef<Partial<Record<ShownField, boolean>>>({});
  const [touched, setTouched] = useState<Partial<Record<ShownField, boolean>>>({});
  const [errors, setErrors] = useState<LeadErrors>({});
  const [state, setState] = useState<LeadFormState>({ kind: 'editing' });
  const fields = useRef<Partial<Record<ShownField, HTMLElement | null>>>({});

  const check = (v: LeadValues) => checkLead({ ...v, budget: budgetFromText(v.budget), source });

  const update = (field: ShownField, value: string) => {
    const next = { ...values, [field]: value };
    edited.current[field] = true;
    setValues(next);
    if (touched[field]) {
      const r = check(next);
      setErrors(r.ok ? {} : r.errors);
    }
  };
  // A field left unchanged (focus passing through, a dialog moving focus) shows no error yet.
  const leave = (field: ShownField) => {
    if (!edited.current[field]) return;
    setTouched((t) => ({ ...t, [field]: true }));
    const r = check(values);
    setErrors(r.ok ? {} : r.errors);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.kind === 'sending') return;
    const utm = rememberUtm(window.location.search, tabStorage());
    const r = checkLead({ ...values, budget: budgetFromText(values.budget), source, ...(utm ?? {}) });
    setTouched({ name: true, email: true, phone: true, budget: true, adTimeLine: true, requirements: true });
    if (!r.ok) {
      setErrors(r.errors);
      const first = ORDER.find((f) => r.errors[f]);
      if (first) fields.current[first]?.focus();
      else setState({ kind: 'failed', message: Object.values(r.errors)[0] ?? 'The form cannot be sent' });
      return;
    }
    setErrors({});
    setState({ kind: 'sending' });
    try {
      const leadId = await send(r.value);
      setState({ kind: 'sent', name: r.value.name });
      bus.publish({ type: 'lead/created', leadId, source });
      onSent?.(leadId);
    } catch (err) {
      setState({ kind: 'failed', message: toApiError(err).message });
    }
  };

  /** The error shown beside a field: only once it was left or the form was sent. */
  const shownError = (field: ShownField) => (touched[field] ? errors[field] : undefined);
  /** A field's element, so sending can focus the first wrong one. */
  const register = (field: ShownField) => (el: HTMLElement | null) => {
    fields.current[field] = el;
  };
  return { values, state, update, leave, submit, shownError, register };
}
