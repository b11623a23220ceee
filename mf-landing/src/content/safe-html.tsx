import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeContentHtml, scriptProblem } from 'shared-domain/content';
import { useContentServices } from './content-services';

/**
 * The browser's DOMPurify pass; on the server (no DOM: the server's render) the stored HTML,
 * which the server cleaned when it was saved, and nothing at all if it somehow carries script.
 */
function cleanHtml(html: string): string {
  if (DOMPurify.isSupported) return sanitizeContentHtml(html, DOMPurify);
  return scriptProblem(html) === null ? html : '';
}

/** The link in content HTML that opens sign-up (`<a href="#sign-up">`). */
export const SIGN_UP_HREF = '#sign-up';
export const SIGN_UP_REASON = 'Create your account to list your media';

/**
 * Content HTML, sanitised again here with the browser's DOMPurify (the server cleaned it on
 * save). Site links (`/about`) navigate with the router, without a reload; `#sign-up` opens
 * the sign-in modal through the bus.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const { bus } = useContentServices();
  const clean = useMemo(() => cleanHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href || event.defaultPrevented) return;
    if (href === SIGN_UP_HREF) {
      event.preventDefault();
      bus.publish({ type: 'auth/login-requested', reason: SIGN_UP_REASON });
      return;
    }
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (plainClick && href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      navigate(href);
    }
  };
  // Clicks are delegated from the links inside; the div itself is not interactive.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
