import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { matchRoute } from 'shared-domain';
import { pageTitle, toolCopy } from 'shared-domain/format';
import { Page } from '../content/content-page-view';
import { useMetaTags } from '../landing/use-meta-tags';
import { RoasCalculator } from './roas-calculator';
import { AdCreativeMaker } from './ad-creative-maker';
import { AiToolsList } from './ai-tools';
import { BudgetEstimator } from './budget-estimator';
import { IplBudgetCalculator } from './ipl-budget-calculator';
import { MediaRecommendation } from './media-recommendation';

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

/** The tools that are open: their page body under the heading and what the tool is for. */
const OPEN_TOOLS: Readonly<Record<string, () => ReactNode>> = {
  '/roas-calculator': () => <RoasCalculator />,
  '/calculators': () => <CalculatorList />,
  '/ai-tools': () => <AiToolsList isOpen={(path) => Boolean(OPEN_TOOLS[path])} />,
  '/sivi-ai-advertisement-generator': () => <AdCreativeMaker />,
  '/budget-estimator': () => <BudgetEstimator />,
  '/ipl-ad-budget-calculator': () => <IplBudgetCalculator />,
  '/media-recommendation': () => <MediaRecommendation />,
};

/** The calculators /calculators lists, in its order. */
const CALCULATORS = ['/roas-calculator', '/budget-estimator', '/ipl-ad-budget-calculator'] as const;

/** A planning tool's page: the tool where it is open; else what it is for, and how to get that answer now. */
export function ToolPage({ path }: { path: string }) {
  const entry = matchRoute(path)?.entry;
  const copy = entry ? toolCopy(entry) : null;
  const title = entry?.title ?? 'Planning tools';
  useMetaTags(copy?.title ?? pageTitle(title), copy?.description ?? 'Planning tools for media buyers in India.');
  const Open = OPEN_TOOLS[path];
  return (
    <Page>
      <h1>{title}</h1>
      {copy && <p>{copy.description}</p>}
      {Open ? <Open /> : <NotOpenYet path={path} />}
    </Page>
  );
}

function NotOpenYet({ path }: { path: string }) {
  const today = TODAY[path];
  return (
    <>
      <p>This tool is not open yet. You can get the same answer today:</p>
      <ul>
        {today && <li><Link to={today.to}>{today.label}</Link></li>}
        <li><Link to="/plan">Plan a campaign with our team</Link></li>
        <li><Link to="/contact-us">Contact us</Link></li>
      </ul>
    </>
  );
}

/** /calculators: each calculator with what it is for; one not open yet says so. */
function CalculatorList() {
  return (
    <ul>
      {CALCULATORS.map((path) => {
        const entry = matchRoute(path)?.entry;
        const copy = entry ? toolCopy(entry) : null;
        return (
          <li key={path}>
            <Link to={path}>{entry?.title ?? path}</Link>
            {copy && <>: {copy.description}</>}
            {!OPEN_TOOLS[path] && <> (not open yet)</>}
          </li>
        );
      })}
    </ul>
  );
}

/** True for the route table's planning-tool paths. */
export function isToolPath(path: string): boolean {
  return matchRoute(path)?.entry.tool === true;
}
