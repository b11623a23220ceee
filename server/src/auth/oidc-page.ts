import { escapeHtml } from '../site/site-html';

/** Where the failure page's "Try again" leads: the start route of a known provider, else home. */
export function tryAgainHref(providerId: string | null, returnTo: string): string {
  if (!providerId) return '/';
  return `/api/auth/oidc/start?${new URLSearchParams({ provider: providerId, returnTo }).toString()}`;
}

/**
 * The page a sign-in that did not complete lands on (a top-level navigation, so HTML, not JSON):
 * the reason in one line, "Try again" and a link home. Every value is escaped.
 */
export function signInFailedPage(reason: string, tryAgain: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Sign-in did not complete</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; background: #f7f7f9; line-height: 1.5; }
  main { max-width: 560px; margin: 48px auto; padding: 24px 20px; background: #fff; border: 1px solid #e5e7eb; border-radius: 10px; }
  h1 { font-size: 1.5rem; margin: 0 0 12px; }
  a { color: #1f2937; font-weight: 600; margin-right: 20px; }
</style>
</head>
<body>
<main>
<h1>Sign-in did not complete</h1>
<p role="alert">${escapeHtml(reason)}</p>
<p><a href="${escapeHtml(tryAgain)}">Try again</a><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}
