import { render, screen } from '@testing-library/react';
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
    // Each tool of the route table has its purpose written here.
    for (const entry of ROUTES.filter((r) => r.tool)) {
      render(<MemoryRouter><ToolPage path={entry.pattern} /></MemoryRouter>);
      expect(screen.getAllByText(/not open yet/).length).toBeGreaterThan(0);
      expect(document.title).toBe(`${entry.title} | MediaMart`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).not.toMatch(/^Planning tools for media buyers/);
    }
  });

  it('names the tool, says it is not open yet and links only to real pages', () => {
    render(<MemoryRouter><ToolPage path="/roas-calculator" /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ROAS Calculator');
    expect(screen.getByText(/not open yet/)).toBeInTheDocument();
    expect(document.title).toBe('ROAS Calculator | MediaMart');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect({ href, known: Boolean(matchRoute(href)) }).toEqual({ href, known: true });
  });
});
