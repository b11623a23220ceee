import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { alpha, color, useRuntime } from 'shared-ui';
import { SAMPLE_RATES_NOTE, type SiteOrganisation } from 'shared-domain';
import { SITE_NAME } from 'shared-domain/format';
import { mobile } from '../theme/theme';
import { ConsentChoicesButton } from '../consent/consent-banner';
import {
  FOOTER_DATA_KEY, SAMPLE_RATES_DATA_KEY, loadSiteFooter, useSiteFooter, type LoadFooter, type SiteFooterData,
} from './footer-data';
import {
  INDUSTRY_LINKS, TOOL_LINKS, USEFUL_LINKS, WHITE_LABEL_TOOL_LINKS, socialLinks,
  type FooterColumn, type FooterLink,
} from './footer-links';

export type FooterProps = {
  /** Gives the copyright year. */
  now: Date;
  /** On a white-label host: its footer (SPEC.md section 2), no badge, no catalog columns (the sample-rates line stays). */
  organisation?: SiteOrganisation | null;
  /** GET /api/site/footer (through the page runtime's service A; tests give their own). */
  load?: LoadFooter;
};

const NOTHING: Omit<SiteFooterData, 'sampleRates'> = { popular: [], social: [], certification: null };

/** The site footer: link columns, the configured certification badge, copyright line. */
export function Footer({ now, organisation = null, load }: FooterProps) {
  const { api } = useRuntime();
  const site = useCallback(() => loadSiteFooter(api.serviceA), [api]);
  // A white-label footer shows none of the product's own settings (its page data carries none
  // either), but says too when the rates are sample data.
  const wanted = load ?? site;
  const whiteLabel = useCallback(() => wanted().then((d) => ({ ...NOTHING, sampleRates: d.sampleRates })), [wanted]);
  const data = useSiteFooter(organisation ? whiteLabel : wanted, organisation ? SAMPLE_RATES_DATA_KEY : FOOTER_DATA_KEY);
  const sample = data?.sampleRates === true;
  return organisation ? <WhiteLabelFooter now={now} organisation={organisation} sample={sample} /> : <SiteFooter now={now} data={data} />;
}

function SiteFooter({ now, data }: { now: Date; data: SiteFooterData | null }) {
  const follow = socialLinks(data?.social ?? []);
  const columns: FooterColumn[] = [
    { title: 'Useful links', links: USEFUL_LINKS },
    { title: 'Tools', links: TOOL_LINKS },
    ...(follow.length ? [{ title: 'Follow', links: follow }] : []),
    { title: 'Popular industries', links: INDUSTRY_LINKS },
    ...(data?.popular ?? []).map((c) => ({
      title: `Popular in ${c.label}`,
      links: c.links.filter((l) => l.href.startsWith('/')).map((l) => ({ label: l.label, to: l.href })),
    })),
  ];
  const badge = data?.certification;
  return (
    <Root>
      <Columns>{columns.map((col) => <Column key={col.title} column={col} />)}</Columns>
      <Bottom>
        {badge && (
          <Badge href={badge.href} target="_blank" rel="noopener noreferrer" data-certification-badge="">
            <img src={badge.imageUrl} alt="" width={32} height={32} />
            <span>{badge.text}</span>
          </Badge>
        )}
        <ConsentChoicesButton />
        <small>© {now.getFullYear()} {SITE_NAME}. All rights reserved.</small>
      </Bottom>
      {data?.sampleRates && <SampleNote />}
    </Root>
  );
}

/** Issue 36: the generated catalogue's rates are not the publishers'; every page says so. */
function SampleNote() {
  return <Note data-sample-rates="">{SAMPLE_RATES_NOTE}</Note>;
}

function WhiteLabelFooter({ now, organisation, sample }: { now: Date; organisation: SiteOrganisation; sample: boolean }) {
  const { address, city, emails, social } = organisation.contactDetails;
  const email = emails[0];
  const follow = socialLinks(Object.entries(social).map(([network, href]) => ({ network, href })));
  const place = [address, city].filter((s) => s.trim()).join(', ');
  return (
    <Root data-white-label="">
      <Columns>
        <section aria-label={organisation.name}>
          <h2>{organisation.name}</h2>
          {place && <address>{place}</address>}
          {email && (
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
        </section>
        <Column column={{ title: 'Tools', links: WHITE_LABEL_TOOL_LINKS }} />
        {follow.length > 0 && <Column column={{ title: 'Follow', links: follow }} />}
      </Columns>
      <Bottom>
        <ConsentChoicesButton />
        <small>© {now.getFullYear()} {organisation.name}. All rights reserved.</small>
      </Bottom>
      {sample && <SampleNote />}
    </Root>
  );
}

function Column({ column }: { column: FooterColumn }) {
  return (
    <nav aria-label={column.title}>
      <h2>{column.title}</h2>
      <ul>
        {column.links.map((l) => (
          <li key={l.to}>
            <FooterAnchor link={l} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  return link.external ? (
    <a href={link.to} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <Link to={link.to}>{link.label}</Link>
  );
}

const Root = styled.footer`
  margin-top: 48px;
  padding: 40px 24px 24px;
  background: ${color.secondary};
  color: ${color.secondaryInk};
  a { color: inherit; text-decoration: none; }
  a:hover { text-decoration: underline; }
  address { font-style: normal; line-height: 1.5; margin: 0 0 8px; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 24px;
  max-width: 1200px;
  margin: 0 auto;
  h2 { margin: 0 0 10px; font-size: 14px; color: inherit; text-transform: uppercase; letter-spacing: 0.04em; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { margin: 6px 0; font-size: 14px; }
  ${mobile} { grid-template-columns: repeat(2, 1fr); }
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  max-width: 1200px;
  margin: 32px auto 0;
  padding-top: 16px;
  border-top: 1px solid ${alpha(color.secondaryInk, 25)};
`;

const Note = styled.p`
  max-width: 1200px;
  margin: 12px auto 0;
  font-size: 13px;
`;

const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
`;
