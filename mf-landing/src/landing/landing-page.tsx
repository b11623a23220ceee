import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, focusRing, primaryHover } from 'shared-ui';
import { categoryLinkWithTracking, type LandingPage as LandingPageContent } from '../content/landing-content';
import { FaqList, Figures } from '../content/page-parts';
import { useMetaTags } from './use-meta-tags';
import { LandingLeadSection } from '../leads/landing-lead-section';

const Page = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: 32px 20px 48px;
  font-family: inherit;
  color: ${color.ink};
`;
const Hero = styled.section`
  text-align: center;
  padding: 24px 0 32px;
  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); margin: 0 0 12px; }
  p { font-size: 1.125rem; margin: 0 auto 24px; max-width: 640px; line-height: 1.5; }
`;
const Cta = styled(Link)`
  display: inline-block;
  background: ${color.primary};
  color: ${color.primaryInk};
  padding: 14px 28px;
  border-radius: 8px;
  font-weight: 700;
  text-decoration: none;
  ${focusRing}
  &:hover { background: ${primaryHover}; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 12px 20px;
`;
/** The brief, for a visitor ready to plan more than this category. */
const PlanLink = styled(Link)`
  display: inline-block;
  padding: 12px 24px;
  border: 2px solid currentColor;
  border-radius: 8px;
  color: ${color.ink};
  font-weight: 700;
  text-decoration: none;
  ${focusRing}
  &:hover { background: ${color.shade}; }
`;

/** A paid-search landing page: headline, statistics, FAQs, a tracked link to its category and "Plan a campaign". */
export function LandingPage({ page }: { page: LandingPageContent }) {
  useMetaTags(page.metaTags.title, page.metaTags.description);
  return (
    <Page>
      <Hero>
        <h1>{page.title}</h1>
        <p>{page.subTitle}</p>
        <Actions>
          <Cta to={categoryLinkWithTracking(page)}>{page.cta}</Cta>
          <PlanLink to="/ad-campaign-brief">Plan a campaign</PlanLink>
        </Actions>
      </Hero>
      <Figures data={page.verticalData} />
      {/* Leads (issue 14): the one lead form, its source this page's path. */}
      <LandingLeadSection source={page.url} title={page.title} />
      <FaqList faqs={page.faqs} />
    </Page>
  );
}
