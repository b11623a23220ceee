import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createServiceAClient, createTestBus } from 'shared-domain';
import type { StoredContentPage } from 'shared-domain/content';
import { TestRuntime } from './test-runtime';
import LandingRoutes from '../routes';

const stored = { version: 1, updatedAt: '2025-01-01T00:00:00.000Z' };

/** A landing page as the API stores it (test data, not the site's texts). */
export const NEWSPAPER_LP: StoredContentPage = {
  ...stored,
  url: '/lp/newspaper-advertising',
  kind: 'landing',
  title: 'Newspaper ads test title',
  subTitle: 'Book newspapers',
  verticalData: [{ title: '200+', subTitle: 'Publications' }, { title: '20+', subTitle: 'Languages' }],
  faqs: [{ question: 'How do I book?', answer: '<ol><li>Choose the dates.</li></ol><img src=x onerror="window.__xss=1">' }],
  metaTags: { title: 'Newspaper LP meta title', description: 'Newspaper LP description' },
  sections: [],
  items: [],
};

/** A content page with sections, listed examples, a site link and a sign-up link. */
export const CLIENTS_PAGE: StoredContentPage = {
  ...stored,
  url: '/clients',
  kind: 'content',
  title: 'Our clients',
  subTitle: 'Brands that plan with us',
  verticalData: [],
  faqs: [{ question: 'Can I be listed?', answer: '<p>Yes, <a href="/contact-us">ask us</a>.</p>' }],
  metaTags: { title: 'Clients | MediaMart', description: 'Brands that plan media with MediaMart.' },
  sections: [
    { heading: 'Who we work with', html: '<p>Read <a href="/about">about us</a> or <a href="#sign-up">sign up</a>.</p>' },
    { heading: 'Second section', html: '<p>More text<script>window.__xss=2</script></p>' },
  ],
  items: [
    { name: 'Example Foods Pvt Ltd', detail: 'FMCG, Pune', quote: '', example: true },
    { name: 'Real Co', detail: 'Retail', quote: 'Planned in a day.', example: false },
  ],
};

/** Answers GET /content/pages from `pages`; `fail` answers 500 while it returns true. */
export function contentAdapter(pages: readonly StoredContentPage[], fail: () => boolean = () => false): AxiosAdapter & { calls: string[] } {
  const calls: string[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = String((config.params as { url?: string } | undefined)?.url);
    calls.push(url);
    const respond = (status: number, data: unknown): AxiosResponse => ({ data, status, statusText: String(status), headers: {}, config });
    if (fail()) throw Object.assign(new Error('Request failed'), { isAxiosError: true, response: respond(500, { error: 'internal', message: 'Internal server error' }) });
    const page = pages.find((p) => p.url === url);
    if (!page) throw Object.assign(new Error('Request failed'), { isAxiosError: true, response: respond(404, { error: 'not_found', message: `There is no content page at ${url}` }) });
    return respond(200, { data: page });
  };
  return Object.assign(adapter, { calls });
}

/** Renders the remote's routes at `path` over a fake API and a test bus. */
export function renderAt(path: string, adapter: AxiosAdapter = contentAdapter([NEWSPAPER_LP, CLIENTS_PAGE])) {
  const bus = createTestBus();
  const api = createServiceAClient({ baseURL: '/api', adapter });
  const view = render(
    <TestRuntime api={api} bus={bus}>
      <MemoryRouter initialEntries={[path]}>
        <LandingRoutes />
      </MemoryRouter>
    </TestRuntime>,
  );
  return { ...view, bus };
}
