import { useId } from 'react';
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

const StatsCaption = styled.p`
  margin: 0 0 8px;
  color: ${color.muted};
  font-size: 0.875rem;
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

/** What a page's figures count (issue 36): the media network's size (SPEC.md section 9), not the profiles listed here. */
export const FIGURES_CAPTION = 'Our media network at a glance: the publishers and media we book through, not a count of the profiles listed in this catalogue.';

/** A page's figures ("200+ Publications") as a description list, captioned as the network's figures. */
export function Figures({ data }: { data: ContentPage['verticalData'] }) {
  const captionId = useId();
  if (!data.length) return null;
  return (
    <>
      <StatsCaption id={captionId}>{FIGURES_CAPTION}</StatsCaption>
      <Stats aria-labelledby={captionId}>
        {data.map((stat, i) => (
          <div key={`${i}-${stat.subTitle}`}>
            <dt>{stat.title}</dt>
            <dd>{stat.subTitle}</dd>
          </div>
        ))}
      </Stats>
    </>
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
