import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';
import { hasExampleItems, type ContentPage } from 'shared-domain/content';
import { useMetaTags } from '../landing/use-meta-tags';
import { FaqList, Figures } from './page-parts';
import { SafeHtml } from './safe-html';

export const EXAMPLES_NOTE = 'These are examples until our team replaces them';

/** The frame of every content-like page of mf-landing (content pages, the tools' pages). */
export const Page = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: 32px 20px 48px;
  color: ${color.ink};
  line-height: 1.6;
  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); margin: 0 0 8px; line-height: 1.2; }
  h2 { font-size: 1.375rem; margin: 32px 0 8px; }
  a {
    color: ${color.primary};
    ${focusRing}
  }
  table { border-collapse: collapse; width: 100%; display: block; overflow-x: auto; }
  th, td { border: 1px solid ${color.line}; padding: 6px 10px; text-align: left; }
`;
const Lead = styled.p`
  font-size: 1.125rem;
  color: ${color.muted};
  margin: 0 0 24px;
`;
const Note = styled.p`
  background: ${color.warningSurface};
  border-left: 4px solid ${color.warning};
  padding: 10px 14px;
  margin: 24px 0 12px;
  font-weight: 600;
`;
const Items = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  li { border: 1px solid ${color.line}; border-radius: 12px; padding: 16px; }
  blockquote { margin: 0 0 12px; font-style: italic; }
  strong { display: block; }
  span { color: ${color.muted}; font-size: 0.95rem; }
`;
const ExampleTag = styled.span`
  display: inline-block;
  margin-top: 8px;
  font-size: 0.8rem !important;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** A content page: title, subtitle, figures, ordered sections, listed entries (examples marked) and FAQs. */
export function ContentPageView({ page }: { page: ContentPage }) {
  useMetaTags(page.metaTags.title, page.metaTags.description);
  return (
    <Page>
      <h1>{page.title}</h1>
      {page.subTitle && <Lead>{page.subTitle}</Lead>}
      <Figures data={page.verticalData} />
      {page.sections.map((section, i) => (
        <section key={`${i}-${section.heading}`} aria-labelledby={`section-${i}`}>
          <h2 id={`section-${i}`}>{section.heading}</h2>
          <SafeHtml html={section.html} />
        </section>
      ))}
      {page.items.length > 0 && (
        <section aria-label={page.title}>
          {hasExampleItems(page) && <Note role="note">{EXAMPLES_NOTE}</Note>}
          <Items>
            {page.items.map((item, i) => (
              <li key={`${i}-${item.name}`}>
                {item.quote && <blockquote>“{item.quote}”</blockquote>}
                <strong>{item.name}</strong>
                {item.detail && <span>{item.detail}</span>}
                {item.example && <><br /><ExampleTag>Example</ExampleTag></>}
              </li>
            ))}
          </Items>
        </section>
      )}
      <FaqList faqs={page.faqs} />
    </Page>
  );
}
