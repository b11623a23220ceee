import { Link } from 'react-router-dom';
import { matchRoute } from 'shared-domain';
import { Page } from '../content/content-page-view';
import { useMetaTags } from '../landing/use-meta-tags';

/** What each planning tool is for, and where a buyer gets the same answer today. */
const TOOLS: Readonly<Record<string, { purpose: string; today: { to: string; label: string } }>> = {
  '/calculators': { purpose: 'Calculators for return on ad spend, campaign budgets and IPL season budgets.', today: { to: '/plan', label: 'Ask our planners for a plan' } },
  '/roas-calculator': { purpose: 'Work out return on ad spend, break-even ROAS and profit from your spend, revenue and gross margin.', today: { to: '/plan', label: 'Ask our planners for a plan' } },
  '/budget-estimator': { purpose: 'Estimate a low, typical and high budget for the categories, cities and duration you choose, from the catalog’s real rates.', today: { to: '/deals', label: 'See today’s deals and their rates' } },
  '/ipl-ad-budget-calculator': { purpose: 'Estimate an IPL season budget across TV, digital, outdoor, radio and in-stadium options.', today: { to: '/sports-marketing/ipl-advertising', label: 'Browse IPL advertising options' } },
  '/media-recommendation': { purpose: 'Get a media mix for your budget and goal, priced exactly as the bag prices it.', today: { to: '/ad-campaign-brief', label: 'Send a brief and get a plan' } },
  '/ai-tools': { purpose: 'Tools that help you plan campaigns and prepare ad creatives.', today: { to: '/ad-campaign-brief', label: 'Send a brief and get a plan' } },
  '/sivi-ai-advertisement-generator': { purpose: 'Make ad creatives in the sizes your chosen media need.', today: { to: '/contact-us', label: 'Ask our team about design services' } },
};

/** A planning tool's page until the tool itself opens: what it is for, and how to get that answer now. */
export function ToolPage({ path }: { path: string }) {
  const tool = TOOLS[path];
  const title = matchRoute(path)?.entry.title ?? 'Planning tools';
  useMetaTags(`${title} | MediaMart`, tool?.purpose ?? 'Planning tools for media buyers in India.');
  return (
    <Page>
      <h1>{title}</h1>
      {tool && <p>{tool.purpose}</p>}
      <p>This tool is not open yet. You can get the same answer today:</p>
      <ul>
        {tool && <li><Link to={tool.today.to}>{tool.today.label}</Link></li>}
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
