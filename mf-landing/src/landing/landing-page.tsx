import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categoryLinkWithTracking, type LandingPage as LandingPageContent } from '../content/landing-content';
import { useMetaTags } from './use-meta-tags';
import { LandingLeadSection } from '../leads/landing-lead-section';

const Page = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: 32px 20px 48px;
  font-family: inherit;
  color: #1f2a44;
`;
const Hero = styled.section`
  text-align: center;
  padding: 24px 0 32px;
  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); margin: 0 0 12px; }
  p { font-size: 1.125rem; margin: 0 auto 24px; max-width: 640px; line-height: 1.5; }
`;
const Cta = styled(Link)`
  display: inline-block;
  background: #c2381f;
  color: #fff;
  padding: 14px 28px;
  border-radius: 8px;
  font-weight: 700;
  text-decoration: none;
  &:focus-visible { outline: 3px solid #1f2a44; outline-offset: 3px; }
  &:hover { background: #a52f1a; }
`;
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 16px;
  margin: 0 0 40px;
  div { background: #f5f6fa; border-radius: 12px; padding: 20px; text-align: center; }
  dt { font-size: 2rem; font-weight: 800; }
  dd { margin: 4px 0 0; color: #4a5568; }
`;
const Faqs = styled.section`
  h2 { font-size: 1.5rem; }
  details { border-bottom: 1px solid #e2e8f0; padding: 12px 0; }
  summary { cursor: pointer; font-weight: 600; font-size: 1.05rem; }
  summary:focus-visible { outline: 3px solid #1f2a44; outline-offset: 2px; }
`;

/** A paid-search landing page: headline, statistics, FAQs and a tracked link to its category. */
export function LandingPage({ page }: { page: LandingPageContent }) {
  useMetaTags(page.metaTags.title, page.metaTags.description);
  return (
    <Page>
      <Hero>
        <h1>{page.title}</h1>
        <p>{page.subTitle}</p>
        <Cta to={categoryLinkWithTracking(page)}>{page.cta}</Cta>
      </Hero>
      <Stats aria-label="At a glance">
        {page.verticalData.map((stat) => (
          <div key={stat.subTitle}>
            <dt>{stat.title}</dt>
            <dd>{stat.subTitle}</dd>
          </div>
        ))}
      </Stats>
      {/* Leads (issue 14): the one lead form, its source this page's path. */}
      <LandingLeadSection source={page.url} title={page.title} />
      <Faqs aria-labelledby="faq-heading">
        <h2 id="faq-heading">Frequently asked questions</h2>
        {page.faqs.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            {/* Answers are our own static HTML content (landing-content.ts), never user input. */}
            <div dangerouslySetInnerHTML={{ __html: faq.answer }} />
          </details>
        ))}
      </Faqs>
    </Page>
  );
}
