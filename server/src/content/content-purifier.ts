import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeContentPage, type ContentPage, type HtmlPurifier } from 'shared-domain';

let purifier: HtmlPurifier | null = null;

/** The server's DOMPurify, over one jsdom window made on first use. */
export function serverPurifier(): HtmlPurifier {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier;
}

/** A page with every HTML field cleaned to shared-domain's content policy. */
export function sanitizePageOnServer(page: ContentPage): ContentPage {
  return sanitizeContentPage(page, serverPurifier());
}
