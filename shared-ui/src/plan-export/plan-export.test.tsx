import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MediaPlanInput } from 'shared-domain/plan-export';
import { GENERATED_AT, pricedBag } from '../../../shared-domain/src/plan-export/test/fixtures';
import * as files from './files';
import * as api from './index';
import { PLAN_DOWNLOAD_FAILED, PlanExportButtons, usePlanDownload, type PlanFile } from './index';

const input = (): MediaPlanInput => ({ name: 'Diwali Blast 2026', lines: pricedBag().options, generatedAt: GENERATED_AT });

describe('the module', () => {
  it('exports what the bag and the campaign page call', () => {
    for (const fn of ['mediaPlanXlsx', 'mediaPlanPdf', 'fetchBillTo', 'billToOf', 'usePlanDownload', 'PlanExportButtons'] as const) {
      expect(typeof api[fn]).toBe('function');
    }
  });
});

describe('a build without the libraries', () => {
  afterEach(() => jest.resetModules());

  it('mediaPlanXlsx / mediaPlanPdf reject with a clear error when exceljs or jsPDF is aliased away', async () => {
    jest.doMock('exceljs', () => ({}));
    jest.doMock('jspdf', () => ({}));
    const { mediaPlanXlsx, mediaPlanPdf } = await import('./index');
    await expect(mediaPlanXlsx(input())).rejects.toThrow('The XLSX export is not available in this build.');
    await expect(mediaPlanPdf(input())).rejects.toThrow('The PDF export is not available in this build.');
  });
});

/** The buttons wired to the hook, as a remote uses them. */
function Harness({ prepare, publish }: { prepare: () => Promise<PlanFile> | PlanFile; publish: jest.Mock }) {
  const { downloading, download } = usePlanDownload(prepare, { publish });
  return <PlanExportButtons downloading={downloading} onDownload={(f) => void download(f)} label="Plan files" />;
}

describe('PlanExportButtons with usePlanDownload', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let saved: { name: string; type: string }[];
  let made: jest.SpyInstance;
  beforeEach(() => {
    saved = [];
    // The files themselves are tested in xlsx.test.ts and pdf.test.ts (Node); here, what the hook does with one.
    made = jest.spyOn(files, 'mediaPlanFile').mockImplementation(async (format) => new Blob(['plan'], { type: format === 'xlsx' ? api.XLSX_MIME : api.PDF_MIME }));
    URL.createObjectURL = jest.fn(() => 'blob:mediamart/plan');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: '' });
    });
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    jest.restoreAllMocks();
  });

  it('makes the file asked for, under the name given, saying "Preparing…" meanwhile', async () => {
    const publish = jest.fn();
    let release: (file: PlanFile) => void = () => undefined;
    const prepare = jest.fn(() => new Promise<PlanFile>((resolve) => { release = resolve; }));
    render(<Harness prepare={prepare} publish={publish} />);
    const group = screen.getByRole('group', { name: 'Plan files' });
    expect(group).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    expect(screen.getByRole('button', { name: 'Preparing…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    const plan = input();
    await act(async () => release({ input: plan, fileName: (f) => `plan-v2.${f}` }));
    await waitFor(() => expect(saved).toEqual([{ name: 'plan-v2.xlsx', type: '' }]));
    expect(made).toHaveBeenCalledWith('xlsx', plan);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe(api.XLSX_MIME);
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeEnabled();
    expect(publish).not.toHaveBeenCalled();
  });

  it('says in a snackbar when the plan cannot be made, and saves nothing', async () => {
    const publish = jest.fn();
    render(<Harness prepare={() => { throw new Error('no price'); }} publish={publish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(publish).toHaveBeenCalledWith({ type: 'snackbar/shown', message: PLAN_DOWNLOAD_FAILED, tone: 'error' }));
    expect(saved).toEqual([]);
    expect(made).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('both buttons are off when there is no plan to download', () => {
    render(<PlanExportButtons downloading={null} onDownload={jest.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Download the media plan' })).toBeInTheDocument();
  });
});
