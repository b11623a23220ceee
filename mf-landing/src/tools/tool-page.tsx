import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { matchRoute } from 'shared-domain';
import { toolCopy } from 'shared-domain/format';
import { Page } from '../content/content-page-view';
import { LandingNotFound } from '../landing/landing-not-found';
import { useMetaTags } from '../landing/use-meta-tags';
import { RoasCalculator } from './roas-calculator';
import { AdCreativeMaker } from './ad-creative-maker';
import { AiToolsList } from './ai-tools';
import { BudgetEstimator } from './budget-estimator';
import { IplBudgetCalculator } from './ipl-budget-calculator';
import { MediaRecommendation } from './media-recommendation';

/** Each planning tool of the route table: its page body under the heading and what the tool is for. */
const TOOL_PAGES: Readonly<Record<string, () => ReactNode>> = {
  '/roas-calculator': () => <RoasCalculator />,
  '/calculators': () => <CalculatorList />,
  '/ai-tools': () => <AiToolsList isOpen={(path) => Boolean(TOOL_PAGES[path])} />,
  '/sivi-ai-advertisement-generator': () => <AdCreativeMaker />,
  '/budget-estimator': () => <BudgetEstimator />,
  '/ipl-ad-budget-calculator': () => <IplBudgetCalculator />,
  '/media-recommendation': () => <MediaRecommendation />,
};

/** The calculators /calculators lists, in its order. */
const CALCULATORS = ['/roas-calculator', '/budget-estimator', '/ipl-ad-budget-calculator'] as const;

/** A planning tool's page: its heading, what it is for, and the tool; a path with no tool is not found. */
export function ToolPage({ path }: { path: string }) {
  const entry = matchRoute(path)?.entry;
  const copy = entry ? toolCopy(entry) : null;
  const Tool = TOOL_PAGES[path];
  if (!entry || !copy || !Tool) return <LandingNotFound />;
  return <ToolFrame title={entry.title} metaTitle={copy.title} description={copy.description}><Tool /></ToolFrame>;
}

function ToolFrame({ title, metaTitle, description, children }: { title: string; metaTitle: string; description: string; children: ReactNode }) {
  useMetaTags(metaTitle, description);
  return (
    <Page>
      <h1>{title}</h1>
      <p>{description}</p>
      {children}
    </Page>
  );
}

/** /calculators: each calculator with what it is for. */
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
