import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { LEAD_FORM_ACTION, LEAD_LABELS, LEAD_LIMITS, LEAD_THANKS_TEXT, LEAD_TIMELINES, leadThanksHeading } from 'shared-domain/leads';
import { useContentServices } from '../content/content-services';
import { sendLead, type LeadSender } from './leads-api';
import { color } from 'shared-ui';
import { Button, FieldError, FieldHint } from 'shared-ui/forms';
import { useLeadForm, type ShownField } from './use-lead-form';

export type LeadFormProps = {
  /** Where the lead comes from: the page path (`/contact-us`) or the popup (`lead-magnet:radio`). */
  source: string;
  /** Text the requirements box starts with (the lead magnet names its rate card). */
  initialRequirements?: string;
  submitLabel?: string;
  /** Said under the confirmation heading once the lead is kept. */
  successText?: string;
  /** Called once the server kept the lead. */
  onSent?: (leadId: string) => void;
  /** Sends the lead (a fake in tests); the page runtime's `POST /leads` by default. */
  send?: LeadSender;
  /** Focus the first field on mount (in a dialog: the dialog's focus trap starts there, not on its Close button). */
  autoFocus?: boolean;
};

/**
 * The one lead form (issue 14): name, e-mail, mobile, budget, when to start and requirements,
 * checked with shared-domain/leads as the server checks them. Errors show beside each field
 * (after it is changed and left, or on sending: an untouched field opens without one); the visit's utm tags go with the lead; on success it
 * says so on screen and publishes `lead/created`.
 */
export function LeadForm({ source, initialRequirements = '', submitLabel = 'Send', successText, onSent, send, autoFocus }: LeadFormProps) {
  const id = useId();
  const { api } = useContentServices();
  const { values, state, update, leave, submit, shownError, register } = useLeadForm({ source, initialRequirements, send: send ?? ((lead) => sendLead(api, lead)), onSent });

  if (state.kind === 'sent') return <SentNotice name={state.name} text={successText ?? LEAD_THANKS_TEXT} />;

  const describe = (field: ShownField, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', shownError(field) ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const input = (field: ShownField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': shownError(field) ? true : undefined,
    onBlur: () => leave(field),
    ref: register(field),
  });
  const error = (field: ShownField) =>
    shownError(field) ? <FieldError id={`${id}-${field}-error`}>{shownError(field)}</FieldError> : null;

  return (
    // Without script the browser posts the form itself (method=post: nothing typed goes in the
    // URL) and the server answers a thank-you page; with script, submit sends it here.
    <Form method="post" action={LEAD_FORM_ACTION} noValidate onSubmit={(e) => void submit(e)} aria-busy={state.kind === 'sending'}>
      <input type="hidden" name="source" value={source} />
      <Row>
        <label htmlFor={`${id}-name`}>{LEAD_LABELS.name} <Req aria-hidden="true">*</Req></label>
        <input {...input('name')} type="text" autoComplete="name" required maxLength={LEAD_LIMITS.name + 20} autoFocus={autoFocus}
          data-autofocus={autoFocus ? '' : undefined}
          aria-describedby={describe('name')} onChange={(e) => update('name', e.target.value)} />
        {error('name')}
      </Row>
      <Row>
        <label htmlFor={`${id}-email`}>{LEAD_LABELS.email} <Req aria-hidden="true">*</Req></label>
        <input {...input('email')} type="email" autoComplete="email" inputMode="email" required
          aria-describedby={describe('email')} onChange={(e) => update('email', e.target.value)} />
        {error('email')}
      </Row>
      <Row>
        <label htmlFor={`${id}-phone`}>{LEAD_LABELS.phone} <Req aria-hidden="true">*</Req></label>
        <input {...input('phone')} type="tel" autoComplete="tel" inputMode="tel" required placeholder="+91 98765 43210"
          aria-describedby={describe('phone', true)} onChange={(e) => update('phone', e.target.value)} />
        <FieldHint id={`${id}-phone-hint`}>Indian mobile: +91 and 10 digits, or 10 digits starting 6–9.</FieldHint>
        {error('phone')}
      </Row>
      <Row>
        <label htmlFor={`${id}-budget`}>{LEAD_LABELS.budget} (₹, optional)</label>
        <input {...input('budget')} type="text" inputMode="numeric" autoComplete="off" placeholder="e.g. 2,50,000"
          aria-describedby={describe('budget', true)} onChange={(e) => update('budget', e.target.value)} />
        <FieldHint id={`${id}-budget-hint`}>Whole rupees, ₹1 to ₹100 crore.</FieldHint>
        {error('budget')}
      </Row>
      <Row>
        <label htmlFor={`${id}-adTimeLine`}>{LEAD_LABELS.adTimeLine} (optional)</label>
        <select {...input('adTimeLine')} aria-describedby={describe('adTimeLine')} onChange={(e) => update('adTimeLine', e.target.value)}>
          <option value="">Choose…</option>
          {LEAD_TIMELINES.map((t) => (
            <option key={t} value={t}>{t}</option>
          ))}
        </select>
        {error('adTimeLine')}
      </Row>
      <Row>
        <label htmlFor={`${id}-requirements`}>{LEAD_LABELS.requirements} (optional)</label>
        <textarea {...input('requirements')} rows={4} aria-describedby={describe('requirements', true)}
          onChange={(e) => update('requirements', e.target.value)} />
        <FieldHint id={`${id}-requirements-hint`}>Media, cities, audience — up to {LEAD_LIMITS.requirements} characters.</FieldHint>
        {error('requirements')}
      </Row>
      {state.kind === 'failed' && <Failed role="alert">{state.message}</Failed>}
      <Submit type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending…' : submitLabel}
      </Submit>
      <Small>
        We use these details only to answer this request; see the <a href="/privacy-policy">privacy policy</a>.
      </Small>
    </Form>
  );
}

/**
 * The confirmation, where the eye is: it takes focus and is scrolled into view (on a phone the
 * form was long, and the page would otherwise show the space below where the form had been).
 */
function SentNotice({ name, text }: { name: string; text: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView?.({ block: 'center', behavior: 'auto' });
  }, []);
  return (
    <Sent ref={box} role="status" aria-live="polite" tabIndex={-1}>
      <strong>{leadThanksHeading(name)}</strong>
      <p>{text}</p>
    </Sent>
  );
}

const Form = styled.form`
  display: grid;
  gap: 14px;
  max-width: 560px;
  width: 100%;
`;
const Row = styled.div`
  display: grid;
  gap: 4px;
  label { font-weight: 600; }
  input, select, textarea {
    font: inherit;
    padding: 10px 12px;
    border: 1px solid ${color.lineStrong};
    border-radius: 6px;
    background: ${color.surface};
    width: 100%;
    box-sizing: border-box;
    min-height: 44px;
  }
  input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 1px; }
  [aria-invalid='true'] { border-color: ${color.danger}; }
`;
const Req = styled.span`
  color: ${color.danger};
`;
const Failed = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 6px;
  background: ${color.dangerSurface};
  color: ${color.danger};
`;
/** shared-ui's Button, wider and bolder as the page's one action. */
const Submit = styled(Button)`
  justify-self: start;
  padding: 10px 28px;
  border: 0;
  border-radius: 8px;
  font-weight: 700;
  &:disabled { opacity: 0.7; cursor: progress; }
  &:focus-visible { outline-offset: 3px; }
`;
const Small = styled.small`
  color: ${color.muted};
  a { color: ${color.primary}; }
`;
const Sent = styled.div`
  padding: 16px;
  border-radius: 8px;
  background: ${color.successSurface};
  color: ${color.success};
  p { margin: 6px 0 0; }
  &:focus { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`;
