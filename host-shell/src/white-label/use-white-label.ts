import { useEffect, useState } from 'react';
import { shellPartsFor, whiteLabel, type ShellParts, type SiteOrganisation } from 'shared-domain';

/** The white-label organisation of this page, or null on the product's own site. */
export function useWhiteLabelOrganisation(): SiteOrganisation | null {
  const [org, setOrg] = useState<SiteOrganisation | null>(() => whiteLabel.state.organization);
  useEffect(() => {
    const sub = whiteLabel.state$.subscribe((s) => setOrg(s.organization));
    return () => sub.unsubscribe();
  }, []);
  return org;
}

/**
 * The shell parts a path shows on this site: the route table's, with the chat assistant off
 * on a white-label host unless the organisation turned it on.
 */
export function sitePartsFor(path: string, org: SiteOrganisation | null): ShellParts {
  const parts = shellPartsFor(path);
  return org && !org.showChat ? { ...parts, chat: false } : parts;
}
