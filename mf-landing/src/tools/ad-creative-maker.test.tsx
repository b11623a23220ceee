import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createMemoryStorage, createServiceAClient, createTestBus } from 'shared-domain';
import { TestRuntime } from '../test/test-runtime';
import { ToolPage } from './tool-page';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

type Answer = { status: number; data: unknown };

const DIGITAL = {
  sizes: [
    { width: 300, height: 250, label: '300 × 250 px', scaled: false, optionCount: 7, options: [{ mediaOptionId: 'o1', mediaName: 'Site A', optionName: 'Banner 300x250 – CPM' }] },
    { width: 970, height: 250, label: '970 × 250 px', scaled: false, optionCount: 1, options: [{ mediaOptionId: 'o2', mediaName: 'Site B', optionName: 'Homepage Takeover – per day' }] },
  ],
};
const OPTION = {
  option: { mediaOptionId: 'o2', mediaName: 'Site B', optionName: 'Homepage Takeover – per day', category: 'digital' },
  sizes: [
    { width: 970, height: 250, label: '970 × 250 px', scaled: false, optionCount: 1, options: [] },
    { width: 728, height: 90, label: '728 × 90 px', scaled: false, optionCount: 1, options: [] },
  ],
};

function renderAt(url: string, answer: (params: URLSearchParams) => Answer = (p) => (p.get('option') ? { status: 200, data: OPTION } : { status: 200, data: DIGITAL })) {
  const calls: string[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const params = new URLSearchParams(config.params as Record<string, string>);
    calls.push(`${config.url}?${params}`);
    const { status, data } = answer(params);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 300) throw Object.assign(new Error('Request failed'), { isAxiosError: true, response });
    return response;
  };
  const api = createServiceAClient({ baseURL: '/api', adapter });
  const view = render(
    <TestRuntime api={api} bus={createTestBus()} storage={createMemoryStorage()}>
      <MemoryRouter initialEntries={[url]}>
        <ToolPage path="/sivi-ai-advertisement-generator" />
        <Address />
      </MemoryRouter>
    </TestRuntime>,
  );
  return { ...view, calls };
}

/** A 2D context that records what is drawn; text is 0.6 em per character wide. */
function fakeCanvas() {
  const texts: string[] = [];
  const ctx = {
    font: '10px sans-serif', fillStyle: '', textAlign: 'left', textBaseline: 'alphabetic',
    measureText(text: string) {
      return { width: Array.from(text).length * Number(/(\d+)px/.exec(this.font)?.[1] ?? 10) * 0.6 };
    },
    fillRect: jest.fn(), fillText: (text: string) => texts.push(text), drawImage: jest.fn(),
    beginPath: jest.fn(), moveTo: jest.fn(), arcTo: jest.fn(), closePath: jest.fn(), fill: jest.fn(),
  };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  return texts;
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

afterEach(() => jest.restoreAllMocks());

describe('/sivi-ai-advertisement-generator', () => {
  it('draws one creative per chosen size at its exact pixels and puts the values in the address', async () => {
    const texts = fakeCanvas();
    const { calls } = renderAt('/sivi-ai-advertisement-generator');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ad creative maker');
    expect(screen.getByText(/no AI model is\s+involved/)).toBeInTheDocument();
    type('Brand name', 'Chai Point');
    type('Headline', 'Fresh chai at your desk');
    type('Call to action', 'Order now');
    fireEvent.change(screen.getByLabelText('Media category'), { target: { value: 'digital' } });
    const asked = await screen.findByRole('checkbox', { name: /970 × 250 px/ });
    expect(calls).toContain('/planning/creative-sizes?category=digital');
    expect(asked.closest('label')).toHaveTextContent('Asked for by 1 option: Site B (Homepage Takeover – per day).');
    expect(screen.getByRole('checkbox', { name: /300 × 250 px/ }).closest('label')).toHaveTextContent('Asked for by 7 options: Site A (Banner 300x250 – CPM), and 6 more.');
    // A size the category asks for is listed there, not again among the common ones.
    expect(screen.getAllByRole('checkbox', { name: /^300 × 250 px/ })).toHaveLength(1);
    fireEvent.click(asked);
    fireEvent.click(screen.getByRole('checkbox', { name: '320 × 50 px' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the creatives' }));

    expect(screen.getByLabelText('address')).toHaveTextContent(
      '/sivi-ai-advertisement-generator?brand=Chai+Point&headline=Fresh+chai+at+your+desk&cta=Order+now&bg=%231f3a93&fg=%23ffffff&category=digital&sizes=970x250%2C320x50',
    );
    const results = screen.getByRole('region', { name: 'Creatives' });
    const canvases = results.querySelectorAll('canvas');
    expect([...canvases].map((c) => [c.width, c.height])).toEqual([[970, 250], [320, 50]]);
    await waitFor(() => expect(texts).toEqual(expect.arrayContaining(['Chai Point', 'Order now'])));
    expect(texts.join(' ')).toContain('Fresh chai');
    expect(within(results).getByRole('button', { name: 'Download 970 × 250 PNG' })).toBeEnabled();
    expect(within(results).getByRole('button', { name: /Download all \(2 PNG, \.zip\)/ })).toBeEnabled();
    expect(within(results).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the contrast is below 4.5:1 and redraws with the better of black and white', async () => {
    fakeCanvas();
    renderAt('/sivi-ai-advertisement-generator?brand=B&headline=H&cta=Go&bg=%23ffff00&fg=%23ffffff&sizes=300x250');
    expect(screen.getByText(/^Contrast 1\.07:1: below the 4\.5:1/)).toBeInTheDocument();
    const warning = within(screen.getByRole('region', { name: 'Creatives' })).getByRole('alert');
    expect(warning).toHaveTextContent('contrast of 1.07:1, below the 4.5:1');
    expect(warning).toHaveTextContent('Black (#000000) gives 19.55:1');
    fireEvent.click(within(warning).getByRole('button', { name: 'Use black text' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('fg=%23000000');
    expect(screen.getByLabelText('Text and button colour (hex code)')).toHaveValue('#000000');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Creatives' })).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('explains each wrong field, focuses the first and draws nothing', () => {
    fakeCanvas();
    renderAt('/sivi-ai-advertisement-generator');
    type('Headline', 'h'.repeat(91));
    type('Background colour (hex code)', 'blue');
    fireEvent.click(screen.getByRole('button', { name: 'Make the creatives' }));
    const brand = screen.getByLabelText('Brand name');
    expect(brand).toHaveAttribute('aria-invalid', 'true');
    expect(brand).toHaveAccessibleDescription(/Enter the brand name\./);
    expect(brand).toHaveFocus();
    expect(screen.getByLabelText('Headline')).toHaveAccessibleDescription(/at most 90 characters \(it has 91\)/);
    expect(screen.getByLabelText('Background colour (hex code)')).toHaveAccessibleDescription('Enter the background colour as a hex code, e.g. #1f3a93.');
    expect(screen.getByRole('group', { name: 'Sizes' })).toHaveAccessibleDescription(/Choose at least one size\./);
    expect(screen.queryByRole('region', { name: 'Creatives' })).not.toBeInTheDocument();
  });

  it('a link to one media option ticks the sizes it asks for', async () => {
    fakeCanvas();
    const { calls } = renderAt('/sivi-ai-advertisement-generator?option=o2');
    expect(await screen.findByText(/Site B – Homepage Takeover – per day asks for 970 × 250 px, 728 × 90 px: ticked below\./)).toBeInTheDocument();
    expect(calls).toContain('/planning/creative-sizes?option=o2');
    await waitFor(() => expect(screen.getByLabelText('Media category')).toHaveValue('digital'));
    expect(await screen.findByRole('checkbox', { name: /970 × 250 px/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '728 × 90 px' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '320 × 50 px' })).not.toBeChecked();
  });

  it('says when a category’s sizes cannot be loaded, and retries', async () => {
    fakeCanvas();
    let fail = true;
    renderAt('/sivi-ai-advertisement-generator?category=digital', () => (fail ? { status: 500, data: { error: 'internal', message: 'Server Error!' } } : { status: 200, data: { sizes: [] } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sizes could not be loaded');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No Digital media option lists image sizes/)).toBeInTheDocument();
  });

  it('refuses a logo that is not PNG, JPEG or SVG, without reading it', async () => {
    fakeCanvas();
    renderAt('/sivi-ai-advertisement-generator');
    const input = screen.getByLabelText('Logo (optional)');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    });
    expect(await screen.findByText('The logo must be a PNG, JPEG or SVG file.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('Ad copy: drafts editable headline, body and call to action from the brief, and puts the chosen one in the creative', () => {
    fakeCanvas();
    renderAt('/sivi-ai-advertisement-generator');
    type('Brand name', 'Kite Homes');
    type('What you sell', 'home loans');
    fireEvent.change(screen.getByLabelText('Objective'), { target: { value: 'Lead generation' } });
    type('Target group', 'first-time home buyers');
    type('Cities or regions', 'Pune, Nashik');
    type('Offer (optional)', 'Zero processing fee');
    fireEvent.click(screen.getByRole('button', { name: 'Draft copy' }));
    const drafts = within(screen.getByRole('list', { name: 'Copy drafts' })).getAllByRole('listitem');
    expect(drafts).toHaveLength(3);
    expect(screen.getByLabelText('Headline, draft 1')).toHaveValue('Zero processing fee at Kite Homes');
    expect((screen.getByLabelText('Body copy, draft 1') as HTMLTextAreaElement).value).toMatch(/^Home loans by Kite Homes\. Zero processing fee\./);
    expect(screen.getByLabelText('Call to action, draft 2')).toHaveValue('Enquire now');
    type('Headline, draft 2', 'Pune, your home loan is here');
    fireEvent.click(screen.getByRole('button', { name: 'Use draft 2 in the creative' }));
    expect(screen.getByLabelText('Headline')).toHaveValue('Pune, your home loan is here');
    expect(screen.getByLabelText('Call to action')).toHaveValue('Enquire now');
    expect(screen.getByText(/headline and call to action are now in the creative/)).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('checkbox', { name: '320 × 50 px' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the creatives' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('headline=Pune%2C+your+home+loan+is+here&cta=Enquire+now');
  });

  it('Ad copy: fits the drafts to a linked option’s text and call-to-action limits, and says whose they are', async () => {
    fakeCanvas();
    const answer = (p: URLSearchParams): Answer => (p.get('option') ? { status: 200, data: { ...OPTION, copyLimits: { text: 40, cta: 8 } } } : { status: 200, data: DIGITAL });
    renderAt('/sivi-ai-advertisement-generator?option=o2', answer);
    expect(await screen.findByText(/Fitted to 40 characters for the headline, 40 for the body and 8 for the call to action \(the limits of Site B, Homepage Takeover – per day\)/)).toBeInTheDocument();
    type('Brand name', 'Kite Homes');
    type('What you sell', 'home loans for first-time buyers across Maharashtra');
    type('Offer (optional)', 'Zero processing fee till the end of March');
    fireEvent.click(screen.getByRole('button', { name: 'Draft copy' }));
    for (const field of screen.getAllByLabelText(/^(Headline|Body copy), draft/)) expect((field as HTMLInputElement).value.length).toBeLessThanOrEqual(40);
    for (const field of screen.getAllByLabelText(/^Call to action, draft/)) expect((field as HTMLInputElement).value.length).toBeLessThanOrEqual(8);
  });

  it('Ad copy: asks for the brand name before drafting', () => {
    fakeCanvas();
    renderAt('/sivi-ai-advertisement-generator');
    fireEvent.click(screen.getByRole('button', { name: 'Draft copy' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the brand name first');
    expect(screen.queryByRole('list', { name: 'Copy drafts' })).not.toBeInTheDocument();
  });
});
