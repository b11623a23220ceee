import { createContext, useContext, useSyncExternalStore } from 'react';
import { shellPartsFor, whiteLabel, type ShellParts, type SiteOrganisation } from 'shared-domain';

const subscribe = (notify: () => void) => {
  const sub = whiteLabel.state$.subscribe(notify);
  return () => sub.unsubscribe();
};
const current = () => whiteLabel.state.organization;

/**
 * The organisation the page was rendered for on the server (null: the product's own site): the
 * server's render shows it, and the browser's hydration starts from the same one.
 */
export const RenderedOrganisation = createContext<SiteOrganisation | null>(null);

/** The white-label organisation of this page, or null on the product's own site. */
export function useWhiteLabelOrganisation(): SiteOrganisation | null {
  const rendered = useContext(RenderedOrganisation);
  return useSyncExternalStore(subscribe, current, () => rendered);
}

/**
 * The shell parts a path shows on this site: the route table's, with the chat assistant off
 * on a white-label host unless the organisation turned it on.
 */
export function sitePartsFor(path: string, org: SiteOrganisation | null): ShellParts {
  const parts = shellPartsFor(path);
  return org && !org.showChat ? { ...parts, chat: false } : parts;
}
