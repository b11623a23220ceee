import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { toApiError } from 'shared-domain';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { Button } from '../ui/primitives';
import { color } from 'shared-ui';

const Box = styled.div`
  border: 1px dashed ${color.line};
  border-radius: 8px;
  padding: 12px 16px;
  margin: 0 0 16px;
  p { margin: 4px 0; }
`;
const Problems = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  color: ${color.danger};
`;

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; saved: number } | { kind: 'error'; message: string; problems: string[] };

/** What the server says about a refused file: its message and, per line, what is wrong. */
function refusal(err: unknown): { message: string; problems: string[] } {
  const error = toApiError(err);
  const body = (err as { response?: { data?: { errors?: unknown } } } | null)?.response?.data;
  const problems = Array.isArray(body?.errors) ? body!.errors.filter((e): e is string => typeof e === 'string').slice(0, 20) : [];
  return { message: errorText(error), problems };
}

/**
 * Staff: import daily report rows from a CSV file (`POST …/report/rows.csv`). The server takes
 * the whole file or nothing, so a refused file shows what is wrong line by line and changes nothing.
 */
export function ReportImport({ campaignId, onImported }: { campaignId: string; onImported(): void }) {
  const { campaignApi, bus } = useDashboardServices();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const upload = async (file: File) => {
    setState({ kind: 'busy' });
    try {
      const text = await file.text();
      const res = await campaignApi.post<{ saved?: number }>(`/campaigns/${encodeURIComponent(campaignId)}/report/rows.csv`, text, {
        headers: { 'Content-Type': 'text/csv' },
      });
      const saved = res.data.saved ?? 0;
      setState({ kind: 'done', saved });
      bus.publish({ type: 'snackbar/shown', message: `Imported ${saved} day${saved === 1 ? '' : 's'} of report rows`, tone: 'info' });
      onImported();
    } catch (err) {
      setState({ kind: 'error', ...refusal(err) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box>
      <p><strong>Staff:</strong> add daily rows from a CSV file (a date already in the report is replaced).</p>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(e) => { const file = e.target.files?.[0]; if (file) void upload(file); }}
      />
      <Button type="button" $variant="secondary" disabled={state.kind === 'busy'} onClick={() => input.current?.click()}>
        {state.kind === 'busy' ? 'Importing…' : 'Import report rows (CSV)'}
      </Button>
      {state.kind === 'error' ? (
        <div role="alert">
          <p>Nothing was imported. {state.message}</p>
          {state.problems.length > 0 ? <Problems>{state.problems.map((p) => <li key={p}>{p}</li>)}</Problems> : null}
        </div>
      ) : null}
    </Box>
  );
}
