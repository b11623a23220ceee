import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';
import type { ContentPage } from 'shared-domain/content';
import { SafeHtml } from './safe-html';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 16px;
  margin: 0 0 40px;
  div { background: ${color.canvas}; border-radius: 12px; padding: 20px; text-align: center; }
  dt { font-size: 2rem; font-weight: 800; }
  dd { margin: 4px 0 0; color: ${color.muted}; }
`;

const Faqs = styled.section`
  h2 { font-size: 1.5rem; }
  details { border-bottom: 1px solid ${color.line}; padding: 12px 0; }
  summary { cursor: pointer; font-weight: 600; font-size: 1.05rem; }
  summary {
    ${focusRing}
  }
  a { color: ${color.primary}; }
`;

/** A page's figures ("200+ Publications") as a description list. */
export function Figures({ data }: { data: ContentPage['verticalData'] }) {
  if (!data.length) return null;
  return (
    <Stats aria-label="At a glance">
      {data.map((stat, i) => (
        <div key={`${i}-${stat.subTitle}`}>
          <dt>{stat.title}</dt>
          <dd>{stat.subTitle}</dd>
        </div>
      ))}
    </Stats>
  );
}

/** FAQs as native disclosures (keyboard and screen-reader friendly); answers are sanitised HTML. */
export function FaqList({ faqs }: { faqs: ContentPage['faqs'] }) {
  if (!faqs.length) return null;
  return (
    <Faqs aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
      {faqs.map((faq, i) => (
        <details key={`${i}-${faq.question}`}>
          <summary>{faq.question}</summary>
          <SafeHtml html={faq.answer} />
        </details>
      ))}
    </Faqs>
  );
}
