import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, useInRouterContext, useLinkClickHandler } from 'react-router-dom';
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

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** The router's location state, for a page of the router. */
  state?: unknown;
  children?: ReactNode;
};

/**
 * The one link to a page of the site: the router's Link where there is a router and the page is
 * its own, a plain anchor otherwise. In an agency embed every address is the embed's site's
 * (the organisation's host, or the site), never the agency's: a page the embed holds opens
 * inside it on a plain click (a new tab opens it on the site), any other in a new tab.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, state, children, ...rest }, ref) {
  const runtime = useRuntime();
  const inRouter = useInRouterContext();
  const target = siteTarget(runtime, to);
  if (!target.inside) return <a ref={ref} {...rest} href={target.href} target="_blank" rel="noopener">{children}</a>;
  if (inRouter && runtime.embed) return <EmbedRouteLink ref={ref} {...rest} to={to} state={state} href={siteHref(runtime.embed.siteUrl, to)}>{children}</EmbedRouteLink>;
  if (inRouter) return <Link ref={ref} {...rest} to={to} state={state}>{children}</Link>;
  return <a ref={ref} {...rest} href={runtime.embed ? siteHref(runtime.embed.siteUrl, to) : to}>{children}</a>;
});

/** An embed's own page: the site's address to copy or open in a new tab; a plain click goes there in the embed's router. */
const EmbedRouteLink = forwardRef<HTMLAnchorElement, SiteLinkProps & { href: string }>(function EmbedRouteLink({ to, state, href, onClick, children, ...rest }, ref) {
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <a ref={ref} {...rest} href={href} onClick={(e) => { onClick?.(e); if (!e.defaultPrevented) follow(e); }}>{children}</a>
  );
});
