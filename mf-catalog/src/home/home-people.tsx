import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { matchRoute } from 'shared-domain';
import type { ContentItem, StoredContentPage } from 'shared-domain/content';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { CardGrid } from '../ui/primitives';
import { cardFrame, cardLink, color } from 'shared-ui';
import { Section, SectionTitle } from './home-styles';
import { MoreLink, SectionHead } from './section-head';

/** How many clients and testimonials the home page shows; their pages list them all. */
export const HOME_CLIENTS = 8;
export const HOME_TESTIMONIALS = 3;

const Note = styled.p`
  margin: -8px 0 16px;
  color: ${color.muted};
  font-size: 0.9375rem;
`;

const Clients = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  li {
    font-weight: 600;
  }
`;

/** The line under a name: role and company, sector or city. */
const Detail = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.875rem;
  color: ${color.muted};
`;

const Quote = styled.figure`
  margin: 0;
  ${cardFrame}
  blockquote {
    margin: 0 0 12px;
  }
  figcaption {
    font-weight: 600;
  }
`;

/** `GET /api/content/pages?url=` — a stored content page's items; any failure is null (the section hides). */
function usePageItems(url: string): ContentItem[] | null {
  const { api } = useCatalogServices();
  const load = useCallback(
    () => api.get<{ data: StoredContentPage }>('/content/pages', { params: { url } }).then((r) => r.data.data.items ?? []),
    [api, url],
  );
  const [items] = useResource(`content:${url}`, load);
  return items.status === 'success' ? items.data : null;
}

/** Says so when any shown entry is a seeded example, until staff replace them. */
function ExamplesNote({ items, what }: { items: readonly ContentItem[]; what: string }) {
  return items.some((i) => i.example) ? (
    <Note data-testid="examples-note">Examples: these {what} are placeholders we seeded to show the layout, until our team adds real ones.</Note>
  ) : null;
}

/**
 * Clients and testimonials from the staff-edited content pages /clients and /testimonials.
 * Each part hides while it loads, when it fails or when it has nothing to show.
 */
export function HomePeople() {
  const clients = usePageItems('/clients')?.slice(0, HOME_CLIENTS) ?? [];
  const quotes = usePageItems('/testimonials')?.filter((i) => i.quote.trim()).slice(0, HOME_TESTIMONIALS) ?? [];
  return (
    <>
      {clients.length > 0 ? (
        <Section aria-labelledby="mm-clients-heading">
          <SectionHead>
            <SectionTitle id="mm-clients-heading">Who advertises with us</SectionTitle>
            <MoreLink to="/clients">All clients</MoreLink>
          </SectionHead>
          <ExamplesNote items={clients} what="clients" />
          <Clients>
            {clients.map((c, i) => (
              <li key={`${c.name}-${i}`}>
                {c.name}
                {c.detail ? <Detail>{c.detail}</Detail> : null}
              </li>
            ))}
          </Clients>
        </Section>
      ) : null}
      {quotes.length > 0 ? (
        <Section aria-labelledby="mm-testimonials-heading">
          <SectionHead>
            <SectionTitle id="mm-testimonials-heading">What advertisers say</SectionTitle>
            <MoreLink to="/testimonials">All testimonials</MoreLink>
          </SectionHead>
          <ExamplesNote items={quotes} what="testimonials" />
          <CardGrid $min={280}>
            {quotes.map((q, i) => (
              <li key={`${q.name}-${i}`}>
                <Quote>
                  <blockquote>{q.quote}</blockquote>
                  <figcaption>
                    {q.name}
                    {q.detail ? <Detail>{q.detail}</Detail> : null}
                  </figcaption>
                </Quote>
              </li>
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </>
  );
}

/** The planning tools: their titles come from the route table, so a link always names its page. */
const TOOLS: readonly { path: string; text: string }[] = [
  { path: '/calculators', text: 'Work out a budget, ROAS or the cost of an IPL campaign before you spend.' },
  { path: '/media-recommendation', text: 'Tell us your audience, cities and budget; get a media mix to start from.' },
  { path: '/ai-tools', text: 'Draft headline and body copy from your brief, and make creatives for the media you pick.' },
];

const ToolLink = styled(Link)`
  display: block;
  ${cardLink}
  strong {
    display: block;
    margin-bottom: 4px;
    color: ${color.accent};
  }
`;

/** Links to the planning tools. */
export function HomeTools() {
  return (
    <Section aria-labelledby="mm-tools-heading">
      <SectionTitle id="mm-tools-heading">Plan with our tools</SectionTitle>
      <CardGrid $min={260}>
        {TOOLS.map((t) => (
          <li key={t.path}>
            <ToolLink to={t.path}>
              <strong>{matchRoute(t.path)?.entry.title ?? t.path}</strong>
              {t.text}
            </ToolLink>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
