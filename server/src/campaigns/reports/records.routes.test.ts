import { setUpCampaignActors } from '../../../test/support/campaign-actors';
import { csvHeaders, reportCampaign } from '../../../test/support/report.fixtures';

const actors = setUpCampaignActors();
const { call, ids } = actors;
const newCampaign = (name?: string, brief?: unknown) => reportCampaign(actors, name, brief);

describe('report CSV', () => {
  let id: string;
  beforeAll(async () => {
    id = await newCampaign();
  });
  const rows = async () => (await call('owner', 'GET', `/campaigns/${id}/report`)).json().rows;

  it('imports a file (header in any order and spelling, BOM, CRLF, quoted cells, Indian digit groups)', async () => {
    const file = '\uFEFFDate,Actual Spend,Actual Impressions,brand,Clicks\r\n'
      + '2025-03-01,"1,00,000",2000000,"Acme, India",12\r\n'
      + '2025-03-02,500.5,0,,0\r\n';
    const res = await call('staff', 'POST', `/campaigns/${id}/report/rows.csv`, file, { 'content-type': 'text/csv; charset=utf-8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().saved).toBe(2);
    expect(await rows()).toEqual([
      { date: '2025-03-01', brand: 'Acme, India', industry: 'FMCG', plannedAds: 0, actualAds: 0, plannedSpend: 0, actualSpend: 100000, plannedImpressions: 0, actualImpressions: 2000000, cpm: 50, reach: 0, clicks: 12 },
      { date: '2025-03-02', brand: 'Acme Soaps', industry: 'FMCG', plannedAds: 0, actualAds: 0, plannedSpend: 0, actualSpend: 500.5, plannedImpressions: 0, actualImpressions: 0, cpm: null, reach: 0, clicks: 0 },
    ]);
  });

  it('accepts the content types browsers give .csv files', async () => {
    const scratch = await newCampaign();
    for (const type of ['application/vnd.ms-excel', 'application/octet-stream', 'text/plain']) {
      const res = await call('staff', 'POST', `/campaigns/${scratch}/report/rows.csv`, 'date,clicks\n2025-03-02,0\n', { 'content-type': type });
      expect({ type, status: res.statusCode }).toEqual({ type, status: 200 });
    }
  });

  it('refuses a file with a bad line, naming the lines, and changes nothing', async () => {
    const before = await rows();
    const file = 'date,actualSpend,clicks\n2025-03-05,100,1\n2025-03-06,abc,2\n2025-03-07,100,-1\n2025-03-08,100\n';
    const res = await call('staff', 'POST', `/campaigns/${id}/report/rows.csv`, file, csvHeaders);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: 'The file has 1 problem; nothing was saved: line 5: has 2 cells but the header has 3',
      errors: ['line 5: has 2 cells but the header has 3'],
    });
    const fixedShape = 'date,actualSpend,clicks\n2025-03-05,100,1\n2025-03-06,abc,2\n2025-03-07,100,-1\n';
    const res2 = await call('staff', 'POST', `/campaigns/${id}/report/rows.csv`, fixedShape, csvHeaders);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().errors).toEqual([
      'line 3: actualSpend must be a number, got "abc"',
      'line 4: clicks must not be negative, got "-1"',
    ]);
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['date,spend\n2025-03-01,1\n', 'unknown column "spend"'],
    ['clicks\n1\n', 'the header has no "date" column'],
    ['date\n"2025-03-01\n', 'a quoted cell is not closed'],
    ['', 'the file is empty; the first line must name the columns'],
  ])('refuses %j', async (file, message) => {
    const res = await call('staff', 'POST', `/campaigns/${id}/report/rows.csv`, file, csvHeaders);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a file that is not UTF-8 (a sheet saved in a Windows code page)', async () => {
    const latin1 = Buffer.from('date,brand\n2025-03-01,Caf\xe9\n', 'latin1');
    const res = await call('staff', 'POST', `/campaigns/${id}/report/rows.csv`, latin1, csvHeaders);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file is not UTF-8 text; in Excel choose "CSV UTF-8 (Comma delimited)" when saving');
  });

  it('exports a CSV attachment that is safe to open in a spreadsheet and imports back unchanged', async () => {
    await call('staff', 'POST', `/campaigns/${id}/report/rows`, [
      { date: '2025-03-03', brand: '=HYPERLINK("http://evil.example","click")', industry: '+tv', actualSpend: 10, actualImpressions: 1000 },
      { date: '2025-03-04', brand: '@SUM(A1:A2)', industry: '-x' },
    ]);
    const res = await call('shared', 'GET', `/campaigns/${id}/report?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="campaign-${id}-report.csv"`);
    const text = res.body;
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('date,brand,industry,plannedAds,actualAds,plannedSpend,actualSpend,plannedImpressions,actualImpressions,cpm,reach,clicks');
    expect(lines[1]).toBe('2025-03-01,"Acme, India",FMCG,0,0,0,100000,0,2000000,50,0,12');
    expect(lines[2]).toBe('2025-03-02,Acme Soaps,FMCG,0,0,0,500.5,0,0,,0,0');
    expect(lines[3]).toBe('2025-03-03,"\'=HYPERLINK(""http://evil.example"",""click"")",\'+tv,0,0,0,10,0,1000,10,0,0');
    expect(lines[4]).toBe("2025-03-04,'@SUM(A1:A2),'-x,0,0,0,0,0,0,,0,0");
    expect(lines.slice(1).every((l) => l === '' || !/^[=+\-@]|,[=+\-@]/.test(l))).toBe(true);

    const before = await rows();
    const again = await call('staff', 'POST', `/campaigns/${id}/report/rows.csv`, text, csvHeaders);
    expect(again.statusCode).toBe(200);
    expect(await rows()).toEqual(before);
  });
});

describe('purchase orders, invoices and proof on schedule entries', () => {
  let id: string;
  beforeAll(async () => {
    id = await newCampaign();
  });
  const progress = async () => {
    const res = await call('owner', 'GET', `/campaigns/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().progress.map((s: { name: string; state: string; description: string }) => `${s.name}: ${s.state} (${s.description})`);
  };
  const put = (index: number, body: unknown, optionId = 'mo-2') =>
    call('staff', 'PUT', `/campaigns/${id}/media-options/${optionId}/schedule/${index}`, body);

  // The campaign is Approved: execution is under way, waiting for a PO or invoice, until one is set.
  const waiting = [
    'Planning: Done (Plan approved)',
    'Execution: In Progress (Plan approved; waiting for a purchase order or invoice)',
    'Analytics & Report: Pending (Waits for the campaign to run and end)',
  ];
  const ordered = [
    'Planning: Done (Plan approved)',
    'Execution: In Progress (Purchase order or invoice issued; runs until the campaign ends)',
    'Analytics & Report: Pending (Waits for the campaign to end)',
  ];

  it('a PO moves the stepper on in Execution; clearing it moves it back', async () => {
    expect(await progress()).toEqual(waiting);
    const res = await put(1, { po: { id: '  PO-2025-17 ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: 'mo-2', schedule: [{ date: '2025-03-01', units: 1 }, { date: '2025-03-02', units: 2, po: { id: 'PO-2025-17' } }] });
    expect(await progress()).toEqual(ordered);

    const cleared = await put(1, { po: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().schedule[1]).toEqual({ date: '2025-03-02', units: 2 });
    expect(await progress()).toEqual(waiting);
  });

  it('an invoice (cancelled or not) is set and kept apart from the PO', async () => {
    expect((await put(0, { po: { id: 'PO-1' } })).statusCode).toBe(200);
    const res = await put(0, { invoice: { id: 'INV-9' } });
    expect(res.json().schedule[0]).toEqual({ date: '2025-03-01', units: 1, po: { id: 'PO-1' }, invoice: { id: 'INV-9', cancelled: false } });
    const cancelled = await put(0, { invoice: { id: 'INV-9', cancelled: true } });
    expect(cancelled.json().schedule[0].invoice).toEqual({ id: 'INV-9', cancelled: true });
    expect(await progress()).toEqual(ordered);
    // The campaign keeps its other options and figures.
    const campaign = (await call('owner', 'GET', `/campaigns/${id}`)).json();
    expect(campaign.mediaOptions.map((o: { _id: string }) => o._id)).toEqual(['mo-1', 'mo-2']);
    expect(campaign.mediaOptions[0]).toMatchObject({ totalPrice: 3540, schedule: [{ date: '2025-03-01', units: 1 }, { date: '2025-03-02', units: 2 }] });
  });

  it.each([
    [0, {}, 'mo-2', 400, 'must NOT have fewer than 1 properties'],
    [0, { po: { id: '   ' } }, 'mo-2', 400, 'must match pattern'],
    [0, { invoice: { cancelled: true } }, 'mo-2', 400, "must have required property 'id'"],
    [2, { po: { id: 'PO' } }, 'mo-2', 404, 'Schedule entry 2 not found: the media option has 2 schedule entries (numbered from 0)'],
    [0, { po: { id: 'PO' } }, 'mo-9', 404, 'Media option mo-9 is not in this campaign'],
  ])('index %s body %j on %s → %s', async (index, body, optionId, status, message) => {
    const res = await put(index, body, optionId);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('refuses unknown fields of the body, naming them, and changes nothing', async () => {
    const before = (await put(0, { po: { id: 'PO-KEEP' } })).json().schedule[0].po;
    const res = await put(0, { po: { id: 'PO-X', extra: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body/po has an unknown field "extra"');
    expect(before).toEqual({ id: 'PO-KEEP' });
    const stored = (await call('staff', 'GET', `/campaigns/${id}`)).json().mediaOptions.find((o: { _id: string }) => o._id === 'mo-2');
    expect(stored.schedule[0].po).toEqual({ id: 'PO-KEEP' });
  });

  it('refuses a non-numeric index', async () => {
    const res = await call('staff', 'PUT', `/campaigns/${id}/media-options/mo-2/schedule/first`, { po: { id: 'x' } });
    expect(res.statusCode).toBe(400);
  });

  it('records proof by link and by campaign file; a proof file can no longer be deleted', async () => {
    const byLink = await call('staff', 'POST', `/campaigns/${id}/media-options/mo-1/schedule/1/proof`, { url: ' https://photos.example/holi ', note: ' Hoarding up ' });
    expect(byLink.statusCode).toBe(201);
    expect(byLink.json().schedule[1].proofs).toEqual([
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), url: 'https://photos.example/holi', note: 'Hoarding up', createdAt: expect.any(String), createdBy: ids.staff },
    ]);

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const up = await call('staff', 'POST', `/campaigns/${id}/uploads?name=site-photo.png&kind=proof`, png, { 'content-type': 'image/png' });
    expect(up.statusCode).toBe(201);
    const uploadId = up.json()._id as string;
    const byFile = await call('staff', 'POST', `/campaigns/${id}/media-options/mo-1/schedule/1/proof`, { uploadId });
    expect(byFile.statusCode).toBe(201);
    expect(byFile.json().schedule[1].proofs[1]).toMatchObject({ uploadId, name: 'site-photo.png', note: '' });
    // The proof shows on the campaign.
    const campaign = (await call('shared', 'GET', `/campaigns/${id}`)).json();
    expect(campaign.mediaOptions[0].schedule[1].proofs).toHaveLength(2);

    const del = await call('staff', 'DELETE', `/campaigns/${id}/uploads/${uploadId}`);
    expect(del.statusCode).toBe(409);
    expect((await call('owner', 'DELETE', `/campaigns/${id}/uploads/${uploadId}`)).statusCode).toBe(403);
  });

  it.each([
    [{ note: 'nothing' }, 'Give either uploadId (a file of this campaign) or url (a link), not both or neither'],
    [{ url: 'https://x.example', uploadId: 'abc' }, 'Give either uploadId'],
    [{ url: 'javascript:alert(1)' }, 'Enter a full link starting with http:// or https://'],
    [{ uploadId: 'ffffffffffffffffffffffff' }, 'File ffffffffffffffffffffffff is not a file of this campaign'],
  ])('refuses proof %j', async (body, message) => {
    const res = await call('staff', 'POST', `/campaigns/${id}/media-options/mo-1/schedule/0/proof`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("refuses another campaign's file as proof", async () => {
    const other = await newCampaign();
    const pdf = Buffer.from('%PDF-1.4 proof');
    const up = await call('staff', 'POST', `/campaigns/${other}/uploads?name=proof.pdf&kind=proof`, pdf, { 'content-type': 'application/pdf' });
    const res = await call('staff', 'POST', `/campaigns/${id}/media-options/mo-1/schedule/0/proof`, { uploadId: up.json()._id });
    expect(res.statusCode).toBe(400);
  });
});
