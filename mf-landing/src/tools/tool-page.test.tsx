import { screen } from '@testing-library/react';
import { renderInRuntime as render } from '../test/test-runtime';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES, matchRoute } from 'shared-domain';
import { ToolPage, isToolPath } from './tool-page';

const TOOL_PATHS = ['/calculators', '/roas-calculator', '/budget-estimator', '/ipl-ad-budget-calculator', '/media-recommendation', '/ai-tools', '/sivi-ai-advertisement-generator'];

describe('planning tool pages', () => {
  it('covers each planning tool of the route table, owned by mf-landing', () => {
    for (const path of TOOL_PATHS) {
      expect({ path, tool: isToolPath(path), owner: matchRoute(path)?.entry.owner }).toEqual({ path, tool: true, owner: 'mf_landing' });
    }
    expect(isToolPath('/about')).toBe(false);
    // Each tool of the route table has its page and its purpose written here.
    for (const entry of ROUTES.filter((r) => r.tool)) {
      const { unmount } = render(<MemoryRouter><ToolPage path={entry.pattern} /></MemoryRouter>);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(entry.title);
      expect(screen.queryByText(/not open yet|Page not found/)).not.toBeInTheDocument();
      expect(document.title).toBe(`${entry.title} | MediaMart`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).not.toMatch(/^Planning tools for media buyers/);
      unmount();
    }
  });

  it('a path with no tool is not found, with links to real pages', () => {
    render(<MemoryRouter><ToolPage path="/not-a-tool" /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect({ href, known: Boolean(matchRoute(href)) }).toEqual({ href, known: true });
  });
});

describe('/calculators', () => {
  it('lists the three calculators with what each is for, all open', () => {
    render(<MemoryRouter><ToolPage path="/calculators" /></MemoryRouter>);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual(['/roas-calculator', '/budget-estimator', '/ipl-ad-budget-calculator']);
    expect(items[0]).toHaveTextContent(/return on ad spend/i);
    expect(items[1]).toHaveTextContent(/low, typical and high budget/i);
  });
});
