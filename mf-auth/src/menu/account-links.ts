import { isStaff, isWhiteLabelAdmin, type User } from 'shared-domain';

/** One page link of the account menu. */
export type AccountLink = { label: string; href: string };

/**
 * The pages the signed-in user's menu links to, in order: the dashboard and the account page
 * for everyone; for staff the dashboard of all campaigns and the staff screens; for a
 * white-label-admin its organisation's settings and its leads. Every href is a route of
 * shared-domain's route table.
 */
export function accountLinks(user: Pick<User, 'role'>): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'Dashboard', href: '/dashboard' },
    { label: 'Account', href: '/account' },
  ];
  if (isStaff(user)) {
    links.push(
      { label: 'All campaigns', href: '/dashboard?scope=all' },
      { label: 'Leads', href: '/staff/leads' },
      { label: 'Content', href: '/staff/content' },
      { label: 'Analytics', href: '/staff/analytics' },
      { label: 'Organisations', href: '/staff/organizations' },
      { label: 'Releases', href: '/staff/releases' },
    );
  } else if (isWhiteLabelAdmin(user)) {
    links.push(
      { label: 'Organisation settings', href: '/organization' },
      { label: 'Leads', href: '/staff/leads' },
    );
  }
  return links;
}
