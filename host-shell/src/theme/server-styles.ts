import { __PRIVATE__ } from 'styled-components';

/** Marks the style element of the server's render in the page. */
export const SERVER_STYLES_ATTRIBUTE = 'data-mm-server-styles';

/** The attribute styled-components' browser copy looks for to copy a server's styles into a sheet of its own. */
const VERSION_ATTRIBUTE = /\sdata-styled-version="[^"]*"/g;

/** styled-components' note of the class names a component's rules hold: `data-styled.g12[id="host-shell-abc"]{content:"kXyZ,pQrS,"}`. */
const NAMES_NOTE = /data-styled\.g\d+\[id="([^"\\]+)"\]\{content:"([^"\\]*)"\}/g;

/**
 * The server render's style tags as the page carries them: styled-components' own, without the
 * attribute its browser copy looks for. So the browser keeps using the server's styles as they
 * are, rather than styled-components inserting every rule again into a sheet of its own and
 * removing the server's (which parses all of the page's CSS a second time and restyles the
 * whole page while it starts). adoptServerStyles tells it which rules are there.
 */
export function serverStyleTags(tags: string): string {
  return tags.replace(VERSION_ATTRIBUTE, ` ${SERVER_STYLES_ATTRIBUTE}=""`);
}

/**
 * Tells styled-components (its one sheet, shared by every remote) the class names the server's
 * styles already hold, before anything renders: hydrating components find their rules there and
 * inject none again. Answers how many it adopted.
 */
export function adoptServerStyles(doc: Document): number {
  let adopted = 0;
  for (const element of doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const [, id, names] of (element.textContent ?? '').matchAll(NAMES_NOTE)) {
      for (const name of names.split(',')) {
        if (!name) continue;
        __PRIVATE__.mainSheet.registerName(id, name);
        adopted += 1;
      }
    }
  }
  return adopted;
}
