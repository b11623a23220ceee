import { Link } from 'react-router-dom';
import { matchRoute } from 'shared-domain';
import { pageTitle, toolCopy } from 'shared-domain/format';
import { Page } from '../content/content-page-view';
import { useMetaTags } from '../landing/use-meta-tags';

/** Where a buyer gets the same answer as each planning tool today (what it is for is shared-domain's toolCopy). */
const TODAY: Readonly<Record<string, { to: string; label: string }>> = {
  '/calculators': { to: '/plan', label: 'Ask our planners for a plan' },
  '/roas-calculator': { to: '/plan', label: 'Ask our planners for a plan' },
  '/budget-estimator': { to: '/deals', label: 'See today’s deals and their rates' },
  '/ipl-ad-budget-calculator': { to: '/sports-marketing/ipl-advertising', label: 'Browse IPL advertising options' },
  '/media-recommendation': { to: '/ad-campaign-brief', label: 'Send a brief and get a plan' },
  '/ai-tools': { to: '/ad-campaign-brief', label: 'Send a brief and get a plan' },
  '/sivi-ai-advertisement-generator': { to: '/contact-us', label: 'Ask our team about design services' },
};

/** A planning tool's page until the tool itself opens: what it is for, and how to get that answer now. */
export function ToolPage({ path }: { path: string }) {
  const entry = matchRoute(path)?.entry;
  const copy = entry ? toolCopy(entry) : null;
  const title = entry?.title ?? 'Planning tools';
  const today = TODAY[path];
  useMetaTags(copy?.title ?? pageTitle(title), copy?.description ?? 'Planning tools for media buyers in India.');
  return (
    <Page>
      <h1>{title}</h1>
      {copy && <p>{copy.description}</p>}
      <p>This tool is not open yet. You can get the same answer today:</p>
      <ul>
        {today && <li><Link to={today.to}>{today.label}</Link></li>}
        <li><Link to="/plan">Plan a campaign with our team</Link></li>
        <li><Link to="/contact-us">Contact us</Link></li>
      </ul>
    </Page>
  );
}

/** True for the route table's planning-tool paths. */
export function isToolPath(path: string): boolean {
  return matchRoute(path)?.entry.tool === true;
}
