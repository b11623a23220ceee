import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePageResource } from 'shared-ui/runtime';
import { isLeadStatus, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadFilters, type LeadPatch, type LeadView } from 'shared-domain/leads';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { saveBlob } from 'shared-ui/download';
import { useAction } from '../../app/use-action';
import { useDocumentTitle } from '../../app/use-document-title';
import { Field, FieldRow, Input, Select } from 'shared-ui/forms';
import { Actions, Button, Muted, Page, PageTitle, SpreadRow } from '../../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { LeadCard } from './lead-card';
import { downloadLeadsCsv, fetchLeads, LEADS_PAGE_SIZE, patchLead } from './leads.api';

const FILTER_KEYS = ['status', 'source', 'utm_source', 'from', 'to', 'q'] as const;

function filtersFrom(params: URLSearchParams): LeadFilters {
  const f: LeadFilters = {};
  const status = params.get('status');
  if (isLeadStatus(status)) f.status = status;
  for (const key of ['source', 'utm_source', 'q'] as const) {
    const v = params.get(key)?.trim();
    if (v) f[key] = v;
  }
  for (const key of ['from', 'to'] as const) {
    const v = params.get(key);
    if (v && /^\d{4}-\d{2}-\d{2}$/.test(v)) f[key] = v;
  }
  return f;
}

/**
 * `/staff/leads`: the staff lead inbox. Filters live in the address (shareable); each lead
 * can move along its allowed status steps and carry a note and an assignee; the filtered
 * leads download as CSV. For staff and organisation administrators (the route's access level).
 */
export function LeadsInboxPage() {
  const { mainApi } = useDashboardServices();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filterKey = JSON.stringify([filters, page]);
  // Leads saved on this page since the list loaded: shown as saved without reloading the list.
  const [saved, setSaved] = useState<Record<string, LeadView>>({});
  const [result, retry] = usePageResource(filterKey, () => fetchLeads(mainApi, filters, page));
  useDocumentTitle('Leads');

  const save = useAction(
    async (id: string, patch: LeadPatch) => {
      const lead = await patchLead(mainApi, id, patch);
      setSaved((all) => ({ ...all, [lead._id]: lead }));
      return lead;
    },
    { success: 'Lead saved', failure: 'Could not save the lead' },
  );
  const exportCsv = useAction(
    async () => saveBlob(await downloadLeadsCsv(mainApi, filters), `leads-${new Date().toISOString().slice(0, 10)}.csv`),
    { failure: 'Could not export the leads' },
  );

  const setFilters = (next: LeadFilters) =>
    setParams(() => {
      const p = new URLSearchParams();
      for (const key of FILTER_KEYS) {
        const v = next[key];
        if (v) p.set(key, v);
      }
      return p;
    });
  const goTo = (n: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (n > 1) p.set('page', String(n));
      else p.delete('page');
      return p;
    });

  const data = result.status === 'success' ? result.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / LEADS_PAGE_SIZE)) : 1;
  const filtered = Object.keys(filters).length > 0;
  return (
    <Page>
      <PageTitle>Leads</PageTitle>
      <Filters key={filterKey} filters={filters} sources={data?.sources ?? []} utmSources={data?.utmSources ?? []} onApply={setFilters} />
      <Bar>
        <Muted aria-live="polite">{data ? `${data.total} lead${data.total === 1 ? '' : 's'}${filtered ? ' match the filters' : ''}` : ' '}</Muted>
        <Button type="button" $variant="secondary" onClick={() => void exportCsv.run()} disabled={exportCsv.pending || !data || data.total === 0}>
          {exportCsv.pending ? 'Preparing CSV…' : 'Export CSV'}
        </Button>
      </Bar>
      {result.status === 'loading' || result.status === 'idle' ? (
        <div aria-busy="true">
          <LoadingState label="Loading leads…" />
          <SkeletonBlock $height={160} aria-hidden="true" />
          <SkeletonBlock $height={160} aria-hidden="true" />
        </div>
      ) : result.status === 'error' ? (
        <ErrorState title="Could not load the leads" message={errorText(result.error)} onRetry={retry} />
      ) : data && data.leads.length === 0 ? (
        <EmptyState action={filtered ? <Button type="button" $variant="secondary" onClick={() => setFilters({})}>Clear the filters</Button> : undefined}>
          {filtered ? 'No lead matches these filters.' : 'No leads yet. They arrive from the Contact Us page, the landing pages and the popups.'}
        </EmptyState>
      ) : (
        <>
          {data?.leads.map((listed) => {
            const lead = saved[listed._id] && saved[listed._id]!.updatedAt > listed.updatedAt ? saved[listed._id]! : listed;
            return <LeadCard key={`${lead._id}#${lead.updatedAt}`} lead={lead} save={save} />;
          })}
          {pages > 1 ? (
            <Pager aria-label="Pages">
              <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>Previous</Button>
              <span>Page {page} of {pages}</span>
              <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>Next</Button>
            </Pager>
          ) : null}
        </>
      )}
    </Page>
  );
}

function Filters({ filters, sources, utmSources, onApply }: { filters: LeadFilters; sources: string[]; utmSources: string[]; onApply: (f: LeadFilters) => void }) {
  const [draft, setDraft] = useState<LeadFilters>(filters);
  const set = (key: keyof LeadFilters, value: string) => setDraft((d) => ({ ...d, [key]: value || undefined }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  // Keep a chosen value listed even before the list arrives.
  const withCurrent = (list: string[], current?: string) => (current && !list.includes(current) ? [current, ...list] : list);
  return (
    <form onSubmit={submit} aria-label="Filter leads" role="search">
      <FieldRow>
        <Field label="Status">
          <Select value={draft.status ?? ''} onChange={(e) => set('status', e.target.value)}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((s) => <option key={s} value={s}>{LEAD_STATUS_LABELS[s]}</option>)}
          </Select>
        </Field>
        <Field label="Source page">
          <Select value={draft.source ?? ''} onChange={(e) => set('source', e.target.value)}>
            <option value="">Any source</option>
            {withCurrent(sources, draft.source).map((s) => <option key={s} value={s}>{s}</option>)}
          </Select>
        </Field>
        <Field label="utm source">
          <Select value={draft.utm_source ?? ''} onChange={(e) => set('utm_source', e.target.value)}>
            <option value="">Any utm source</option>
            {withCurrent(utmSources, draft.utm_source).map((s) => <option key={s} value={s}>{s}</option>)}
          </Select>
        </Field>
      </FieldRow>
      <FieldRow>
        <Field label="From (India time)">
          <Input type="date" value={draft.from ?? ''} onChange={(e) => set('from', e.target.value)} />
        </Field>
        <Field label="To (India time)">
          <Input type="date" value={draft.to ?? ''} min={draft.from} onChange={(e) => set('to', e.target.value)} />
        </Field>
        <Field label="Search" hint="Name, e-mail or mobile">
          <Input type="search" value={draft.q ?? ''} maxLength={100} onChange={(e) => set('q', e.target.value)} />
        </Field>
      </FieldRow>
      <Actions>
        <Button type="submit">Apply filters</Button>
        <Button type="button" $variant="ghost" onClick={() => { setDraft({}); onApply({}); }}>Clear</Button>
      </Actions>
    </form>
  );
}

const Bar = styled(SpreadRow)`
  margin: 16px 0 12px;
`;
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 16px;
`;
