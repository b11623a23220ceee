import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/** A link that uses the router when there is one (host, standalone) and a plain anchor when embedded. */
export function AppLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  return inRouter
    ? <Link to={to} className={className}>{children}</Link>
    : <a href={to} className={className}>{children}</a>;
}
