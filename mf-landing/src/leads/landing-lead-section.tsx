import styled from 'styled-components';
import { color } from 'shared-ui';
import { LeadForm } from './lead-form';

/** The lead form section of a paid-search landing page (its source is the page's path). */
export function LandingLeadSection({ source, title }: { source: string; title: string }) {
  return (
    <Section aria-labelledby="landing-lead-heading">
      <h2 id="landing-lead-heading">Get a plan and rates for {title}</h2>
      <p>Tell us your budget and requirement; a media planner replies with options.</p>
      <LeadForm source={source} submitLabel="Get rates" />
    </Section>
  );
}

const Section = styled.section`
  margin: 0 auto 40px;
  max-width: 640px;
  padding: 24px;
  border: 1px solid ${color.line};
  border-radius: 12px;
  h2 { font-size: 1.4rem; margin: 0 0 6px; }
  p { margin: 0 0 16px; color: ${color.muted}; }
  @media (max-width: 480px) { padding: 16px; }
`;
