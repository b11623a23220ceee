import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { matchRoute, siteHref } from 'shared-domain';
import { useRuntime, type RemoteRuntime } from 'shared-ui';

/**
 * Where a path of the site leads from here: inside the router (the site, a standalone page, an
 * embed's own routes), or, in an agency embed, to the same path on the embed's site (the
 * organisation's host, or the site) in a new tab — never to the agency's own origin.
 */
export function siteTarget(runtime: Pick<RemoteRuntime, 'embed'>, to: string): { inside: true } | { inside: false; href: string } {
  const embed = runtime.embed;
  if (!embed) return { inside: true };
  const path = to.split(/[?#]/)[0] ?? to;
  if (to.startsWith('/') && !to.startsWith('//') && matchRoute(path)?.entry.owner === embed.owner) return { inside: true };
  return { inside: false, href: siteHref(embed.siteUrl, to) };
}

/** An image or file of the site (`/uploads/…`): absolute to the embed's site inside an agency's page. */
export function useSiteAsset(url: string): string;
export function useSiteAsset(url: string | null | undefined): string | null | undefined;
export function useSiteAsset(url: string | null | undefined): string | null | undefined {
  const { embed } = useRuntime();
  return embed && url ? siteHref(embed.siteUrl, url) : url;
}

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode };

/**
 * The one link to a page of the site: the router's Link where there is a router and the page is
 * its own, a plain anchor otherwise; in an agency embed, a page the embed does not hold opens on
 * the embed's site in a new tab.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, children, ...rest }, ref) {
  const runtime = useRuntime();
  const inRouter = useInRouterContext();
  const target = siteTarget(runtime, to);
  if (!target.inside) return <a ref={ref} {...rest} href={target.href} target="_blank" rel="noopener">{children}</a>;
  if (inRouter) return <Link ref={ref} {...rest} to={to}>{children}</Link>;
  return <a ref={ref} {...rest} href={to}>{children}</a>;
});
