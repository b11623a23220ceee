import { isStaff, isWhiteLabelAdmin, staffScreensFor, type User } from 'shared-domain';

/** One page link of the account menu. */
export type AccountLink = { label: string; href: string };

/**
 * The pages the signed-in user's menu links to, in order: the dashboard and the account page
 * for everyone; for staff the dashboard of all campaigns; for a white-label-admin its
 * organisation's settings; then the staff screens the route table opens to the user (titles
 * and paths from the table: staff get every one, a white-label-admin its leads).
 */
export function accountLinks(user: Pick<User, 'role'>): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'Dashboard', href: '/dashboard' },
    { label: 'Account', href: '/account' },
  ];
  if (isStaff(user)) links.push({ label: 'All campaigns', href: '/dashboard?scope=all' });
  else if (isWhiteLabelAdmin(user)) links.push({ label: 'Organisation settings', href: '/organization' });
  return [...links, ...staffScreensFor(user).map((r) => ({ label: r.title, href: r.pattern }))];
}
