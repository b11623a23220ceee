import { createContext, useContext, useSyncExternalStore } from 'react';
import { whiteLabel, type SiteOrganisation } from 'shared-domain';
import { SITE_NAME } from 'shared-domain/format';

/**
 * The organisation the page was rendered for on the server (null: the product's own site): the
 * host provides it, so a server render shows its name and the browser's hydration starts from
 * the same one. In the root entry (a singleton), so the host's provider is the one every remote reads.
 */
export const RenderedOrganisation = createContext<SiteOrganisation | null>(null);

const subscribe = (notify: () => void) => {
  const sub = whiteLabel.state$.subscribe(notify);
  return () => sub.unsubscribe();
};
const current = () => whiteLabel.state.organization;

/** The white-label organisation of this page (shared-domain's whiteLabel store, which the host sets at start), or null on the product's own site. */
export function useWhiteLabelOrganisation(): SiteOrganisation | null {
  const rendered = useContext(RenderedOrganisation);
  return useSyncExternalStore(subscribe, current, () => rendered);
}

/**
 * The site's name for a text that names it: the organisation's on a white-label host, else
 * MediaMart — the same name the document's `application-name` carries (titles end in it).
 */
export function useSiteName(): string {
  return useWhiteLabelOrganisation()?.name ?? SITE_NAME;
}

/** The site's name as an element, for texts written once at module level (a refusal, a prompt). */
export function SiteName() {
  return <>{useSiteName()}</>;
}
