import { shellPartsFor, type ShellParts, type SiteOrganisation } from 'shared-domain';

/** shared-ui's: the server render's organisation and the page's white-label organisation (every remote reads the same). */
export { RenderedOrganisation, useWhiteLabelOrganisation } from 'shared-ui';

/**
 * The shell parts a path shows on this site: the route table's, with the chat assistant off
 * on a white-label host unless the organisation turned it on.
 */
export function sitePartsFor(path: string, org: SiteOrganisation | null): ShellParts {
  const parts = shellPartsFor(path);
  return org && !org.showChat ? { ...parts, chat: false } : parts;
}
