import DOMPurify from 'dompurify';
import styled from 'styled-components';
import { hasExampleItems, sanitizeContentHtml, type ContentPage } from 'shared-domain/content';
import { color } from 'shared-ui';

const Frame = styled.article`
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 16px;
  background: ${color.surface};
  overflow-wrap: anywhere;
  line-height: 1.55;
  h1 { font-size: 1.5rem; margin: 0 0 6px; }
  h2 { font-size: 1.15rem; margin: 20px 0 6px; }
  table { border-collapse: collapse; display: block; overflow-x: auto; }
  th, td { border: 1px solid ${color.line}; padding: 4px 8px; }
  dl { display: flex; flex-wrap: wrap; gap: 8px; }
  dl div { background: ${color.canvas}; border-radius: 6px; padding: 8px 12px; }
  dt { font-weight: 800; }
  dd { margin: 0; }
`;
const Note = styled.p`
  border-left: 4px solid ${color.warning};
  padding: 6px 10px;
  font-weight: 600;
`;

/** Sanitised with the browser's DOMPurify and the shared policy, as the public page does. */
function Html({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(html, DOMPurify) }} />;
}

/** How the page will look: the same parts, in the same order, as the public page. */
export function ContentPreview({ page, label = 'Live preview' }: { page: ContentPage; label?: string }) {
  return (
    <Frame aria-label={label}>
      <h1>{page.title || 'Untitled page'}</h1>
      {page.subTitle && <p>{page.subTitle}</p>}
      {page.verticalData.length > 0 && (
        <dl>
          {page.verticalData.map((v, i) => (
            <div key={i}>
              <dt>{v.title}</dt>
              <dd>{v.subTitle}</dd>
            </div>
          ))}
        </dl>
      )}
      {page.sections.map((s, i) => (
        <section key={i}>
          <h2>{s.heading}</h2>
          <Html html={s.html} />
        </section>
      ))}
      {page.items.length > 0 && (
        <section>
          {hasExampleItems(page) && <Note>These are examples until our team replaces them</Note>}
          <ul>
            {page.items.map((item, i) => (
              <li key={i}>
                <strong>{item.name}</strong>
                {item.detail && ` — ${item.detail}`}
                {item.quote && <blockquote>“{item.quote}”</blockquote>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {page.faqs.length > 0 && (
        <section>
          <h2>Frequently asked questions</h2>
          {page.faqs.map((f, i) => (
            <details key={i} open>
              <summary>{f.question}</summary>
              <Html html={f.answer} />
            </details>
          ))}
        </section>
      )}
    </Frame>
  );
}
