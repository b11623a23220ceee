import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatRupees } from 'shared-domain';
import { LEAD_LIMITS, LEAD_STATUS_LABELS, nextLeadStatuses, type LeadPatch, type LeadStatus, type LeadView } from 'shared-domain/leads';
import type { Action } from '../../app/use-action';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Field, FieldRow, Input, Select, TextArea } from 'shared-ui/forms';
import { Button } from '../../ui/primitives';
import { color, mobile } from 'shared-ui';

const TONE: Record<LeadStatus, BadgeTone> = { new: 'warning', contacted: 'neutral', qualified: 'neutral', won: 'success', lost: 'danger' };

/** A time in India: "12 Mar 2026, 3:05 pm". */
export function indiaTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}

/** One lead: who, what they asked, where from; and staff's status (allowed steps only), note and assignee. */
export function LeadCard({ lead, save }: { lead: LeadView; save: Action<[string, LeadPatch], LeadView> }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note);
  const [assignee, setAssignee] = useState(lead.assignee);
  const changed = status !== lead.status || note !== lead.note || assignee !== lead.assignee;
  const options = [lead.status, ...nextLeadStatuses(lead.status)];
  const headingId = `lead-${lead._id}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const patch: LeadPatch = {};
    if (status !== lead.status) patch.status = status;
    if (note !== lead.note) patch.note = note;
    if (assignee !== lead.assignee) patch.assignee = assignee;
    await save.run(lead._id, patch);
  };

  return (
    <Card aria-labelledby={headingId}>
      <Top>
        <h2 id={headingId}>{lead.name}</h2>
        <Badge $tone={TONE[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
      </Top>
      <Facts>
        <div><dt>Received</dt><dd>{indiaTime(lead.createdAt)}</dd></div>
        <div><dt>E-mail</dt><dd><a href={`mailto:${lead.email}`}>{lead.email}</a></dd></div>
        <div><dt>Mobile</dt><dd><a href={`tel:${lead.phone}`}>{lead.phone}</a></dd></div>
        <div><dt>Budget</dt><dd>{lead.budget === null ? '—' : formatRupees(lead.budget)}</dd></div>
        <div><dt>When to start</dt><dd>{lead.adTimeLine || '—'}</dd></div>
        <div><dt>Source</dt><dd>{lead.source}</dd></div>
        <div><dt>utm</dt><dd>{[lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(' / ') || '—'}</dd></div>
        <div><dt>Sender</dt><dd>{lead.userId ? 'Signed-in user' : 'Guest'}</dd></div>
      </Facts>
      {lead.requirements ? <Requirements>{lead.requirements}</Requirements> : null}
      <form onSubmit={submit} aria-label={`Update the lead from ${lead.name}`}>
        <FieldRow>
          <Field label="Status" hint={options.length === 1 ? 'This lead is closed.' : undefined}>
            <Select value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)} disabled={options.length === 1}>
              {options.map((s) => (
                <option key={s} value={s}>{LEAD_STATUS_LABELS[s]}</option>
              ))}
            </Select>
          </Field>
          <Field label="Assignee">
            <Input value={assignee} maxLength={LEAD_LIMITS.assignee} onChange={(e) => setAssignee(e.target.value)} />
          </Field>
        </FieldRow>
        <Field label="Note">
          <TextArea value={note} maxLength={LEAD_LIMITS.note} rows={2} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <Button type="submit" disabled={!changed || save.pending}>{save.pending ? 'Saving…' : 'Save'}</Button>
      </form>
    </Card>
  );
}

const Card = styled.article`
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  padding: 16px;
  margin-bottom: 12px;
  ${mobile} { padding: 12px; }
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h2 { margin: 0; font-size: 1.125rem; overflow-wrap: anywhere; }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 8px 16px;
  margin: 12px 0;
  dt { color: ${color.muted}; font-size: 0.8125rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const Requirements = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0 0 12px;
  padding: 8px 12px;
  border-left: 3px solid ${color.line};
`;
