import styled from 'styled-components';
import { color, useWhiteLabelOrganisation } from 'shared-ui';
import { pageTitle } from 'shared-domain/format';
import type { Organisation } from 'shared-domain';
import { useMetaTags } from '../landing/use-meta-tags';
import { LeadForm } from '../leads/lead-form';
import { ContentWithLeadForm } from './page-layout';

const FORM = { source: '/contact-us', submitLabel: 'Send to the team' } as const;

/**
 * /contact-us: the stored "Contact Us" page (how to reach the team, what happens next) and the
 * lead form; on a white-label host, the organisation's own contact details instead.
 */
export function ContactPage() {
  const org = useWhiteLabelOrganisation();
  if (org) return <OrganisationContact org={org} />;
  return <ContentWithLeadForm url="/contact-us" formTitle="Send us your requirement" form={FORM} />;
}

const NETWORK_LABELS: Readonly<Record<string, string>> = {
  facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', x: 'X (Twitter)', youtube: 'YouTube',
};

function OrganisationContact({ org }: { org: Organisation }) {
  // "| MediaMart" becomes the organisation's name through the document's application-name.
  useMetaTags(pageTitle('Contact Us'), `How to reach ${org.name}: address, e-mail and social links.`);
  const { address, city, emails, social } = org.contactDetails;
  const place = [address, city].filter((s) => s.trim()).join(', ');
  const links = Object.entries(social).filter(([, href]) => /^https:\/\//i.test(href));
  return (
    <Page>
      <h1>Contact Us</h1>
      <Details aria-label={`${org.name} contact details`}>
        <h2>{org.name}</h2>
        {place && <address>{place}</address>}
        {emails.length > 0 && (
          <ul aria-label="E-mail">
            {emails.map((e) => (
              <li key={e}>
                <a href={`mailto:${e}`}>{e}</a>
              </li>
            ))}
          </ul>
        )}
        {links.length > 0 && (
          <ul aria-label="Social links">
            {links.map(([network, href]) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {NETWORK_LABELS[network] ?? network}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Details>
      <Form aria-labelledby="lead-form-heading">
        <h2 id="lead-form-heading">Send us your requirement</h2>
        <LeadForm {...FORM} />
      </Form>
    </Page>
  );
}

const Page = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: 32px 20px 48px;
  color: ${color.ink};
  h1 { margin: 0 0 16px; }
`;

const Details = styled.section`
  margin-bottom: 32px;
  h2 { margin: 0 0 8px; font-size: 1.3rem; }
  address { font-style: normal; margin-bottom: 8px; }
  ul { margin: 8px 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 8px 20px; }
  a { color: ${color.primary}; font-weight: 600; }
`;

const Form = styled.section`
  padding: 24px 20px;
  border: 1px solid ${color.line};
  border-radius: 12px;
  h2 { margin: 0 0 16px; font-size: 1.3rem; }
`;
