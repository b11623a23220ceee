import { inkOn, LEAD_FORM_ACTION, LEAD_LABELS, LEAD_THANKS_TEXT, LEAD_TIMELINES, leadThanksHeading, type LeadErrors } from 'shared-domain';
import { escapeHtml } from '../site/site-html';

/**
 * The pages POST /leads/form answers (the Contact Us form sent without script): a plain page
 * with the site's name linking home, then the thank-you, or the form again with its errors
 * and the values as entered. Server-written HTML only: every value is escaped.
 */

/** The form's fields as sent (text, as typed). */
export type LeadFormValues = { name: string; email: string; phone: string; budget: string; adTimeLine: string; requirements: string; source: string };

/** Whose site the page is: its name (linking home) and primary colour. */
export type SiteLook = { name: string; primary: string };

const style = (primary: string) => `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; background: #f7f7f9; line-height: 1.5; }
  header { background: #fff; border-bottom: 1px solid #e5e7eb; padding: 16px 20px; }
  header a { color: #1f2937; font-weight: 700; font-size: 1.25rem; text-decoration: none; }
  main { max-width: 560px; margin: 0 auto; padding: 24px 20px 48px; }
  h1 { font-size: 1.5rem; margin: 0 0 12px; }
  .box { background: #fff; border: 1px solid #e5e7eb; border-radius: 10px; padding: 20px; }
  .thanks { background: #ecfdf3; border-color: #a6e9c3; color: #065f46; }
  .problems { background: #fef2f2; border: 1px solid #fecaca; color: #991b1b; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
  .problems a { color: inherit; }
  header { border-top: 4px solid ${primary}; }
  label { display: block; font-weight: 600; margin: 14px 0 4px; }
  input, select, textarea { font: inherit; font-size: 1rem; width: 100%; box-sizing: border-box; min-height: 44px; padding: 10px 12px; border: 1px solid #9ca3af; border-radius: 6px; background: #fff; }
  [aria-invalid="true"] { border-color: #b91c1c; }
  .error { color: #b91c1c; margin: 4px 0 0; }
  button { margin-top: 18px; font: inherit; font-weight: 700; padding: 10px 28px; min-height: 44px; border: 0; border-radius: 8px; background: ${primary}; color: ${inkOn(primary)}; cursor: pointer; }
  main a { color: #1f2937; text-decoration-color: ${primary}; text-decoration-thickness: 2px; }
`;

function page(look: SiteLook, title: string, main: string): string {
  const site = escapeHtml(look.name);
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)} | ${site}</title>
<style>${style(look.primary)}</style>
</head>
<body>
<header><a href="/">${site}</a></header>
<main id="main">
${main}
</main>
</body>
</html>`;
}

/** The thank-you page: what the scripted form says, and the way home. */
export function leadThanksPage(look: SiteLook, name: string): string {
  return page(look, 'Thank you', `<div class="box thanks" role="status">
<h1>${escapeHtml(leadThanksHeading(name))}</h1>
<p>${escapeHtml(LEAD_THANKS_TEXT)}</p>
</div>
<p><a href="/">Back to the home page</a></p>`);
}

/** A refusal that is not about a field (too many sends): its words and the way back. */
export function leadRefusedPage(look: SiteLook, message: string): string {
  return page(look, 'Not sent', `<div class="problems" role="alert"><h1>Your request was not sent</h1><p>${escapeHtml(message)}</p></div>
<p><a href="/contact-us">Back to Contact Us</a> · <a href="/">Home page</a></p>`);
}

type Shown = 'name' | 'email' | 'phone' | 'budget' | 'adTimeLine' | 'requirements';
const ORDER: readonly Shown[] = ['name', 'email', 'phone', 'budget', 'adTimeLine', 'requirements'];

/** The form again: a list of what to fix (each a link to its field), every field with its error and the value as sent. */
export function leadFormAgainPage(look: SiteLook, values: LeadFormValues, errors: LeadErrors): string {
  const wrong = ORDER.filter((f) => errors[f]);
  // A problem with no field of its own (the hidden source) is said in the list too.
  const other = (Object.keys(errors) as (keyof LeadErrors)[]).filter((f) => !ORDER.includes(f as Shown)).map((f) => errors[f]!);
  const problems = [
    ...wrong.map((f) => `<li><a href="#lead-${f}">${escapeHtml(errors[f]!)}</a></li>`),
    ...other.map((m) => `<li>${escapeHtml(m)}</li>`),
  ].join('');
  const described = (f: Shown) => (errors[f] ? ` aria-invalid="true" aria-describedby="lead-${f}-error"` : '');
  const error = (f: Shown) => (errors[f] ? `<p class="error" id="lead-${f}-error">${escapeHtml(errors[f]!)}</p>` : '');
  const input = (f: Shown, type: string, extra = '') =>
    `<label for="lead-${f}">${escapeHtml(LEAD_LABELS[f])}${extra}</label><input id="lead-${f}" name="${f}" type="${type}" value="${escapeHtml(values[f])}"${described(f)} />${error(f)}`;
  const options = ['', ...LEAD_TIMELINES].map((t) => `<option value="${escapeHtml(t)}"${t === values.adTimeLine ? ' selected' : ''}>${t ? escapeHtml(t) : 'Choose…'}</option>`).join('');
  return page(look, 'Check your details', `<h1>Please check your details</h1>
<div class="problems" role="alert"><p>Nothing was sent yet. Please correct:</p><ul>${problems}</ul></div>
<form class="box" method="post" action="${LEAD_FORM_ACTION}" novalidate>
<input type="hidden" name="source" value="${escapeHtml(values.source)}" />
${input('name', 'text', ' *')}
${input('email', 'email', ' *')}
${input('phone', 'tel', ' *')}
${input('budget', 'text', ' (₹, optional)')}
<label for="lead-adTimeLine">${escapeHtml(LEAD_LABELS.adTimeLine)} (optional)</label><select id="lead-adTimeLine" name="adTimeLine"${described('adTimeLine')}>${options}</select>${error('adTimeLine')}
<label for="lead-requirements">${escapeHtml(LEAD_LABELS.requirements)} (optional)</label><textarea id="lead-requirements" name="requirements" rows="4"${described('requirements')}>${escapeHtml(values.requirements)}</textarea>${error('requirements')}
<button type="submit">Send to the team</button>
</form>
<p><a href="/">Back to the home page</a></p>`);
}
