import { storageOrMemory } from 'shared-domain';
import type { PopupMoment } from 'shared-domain/popups';

/**
 * What the page is doing, for the popups' rule (shared-domain/popups `popupHeldBy`): the one
 * place that decides "another dialog is open" and "the visitor is typing".
 */

/** Every dialog of every remote: shared-ui's Dialog, the bag's drawer, the menu drawer (aria-modal) and the chat panel (role=dialog). */
const DIALOGS = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';
/** Inputs that take no typing. */
const NOT_TEXT = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden']);

/** Whether an element shows: not inside `hidden` or `aria-hidden`, and rendered (where the browser can tell). */
const shows = (el: Element): boolean =>
  !el.closest('[hidden], [aria-hidden="true"]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility());

/** How many dialogs are open on the page (shown). */
export function openDialogCount(doc: Document = document): number {
  return Array.from(doc.querySelectorAll(DIALOGS)).filter(shows).length;
}

/** Whether focus is in a field that takes text: an input, a textarea, a select or anything contenteditable. */
export function editingText(doc: Document = document): boolean {
  const el = doc.activeElement;
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return !NOT_TEXT.has(el.type);
  return el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el.isContentEditable;
}

let lastKeyAt: number | null = null;
let listening = 0;
const onKey = () => {
  lastKeyAt = Date.now();
};

/** Starts noting keystrokes (anywhere, before any handler can stop them); the returned function stops. */
export function watchKeystrokes(doc: Document = document): () => void {
  if (listening++ === 0) doc.addEventListener('keydown', onKey, true);
  return () => {
    if (--listening === 0) {
      doc.removeEventListener('keydown', onKey, true);
      lastKeyAt = null;
    }
  };
}

/** The page now, as the popups' rule reads it. */
export function popupMoment(doc: Document = document): PopupMoment {
  return { openDialogs: openDialogCount(doc), editing: editingText(doc), lastKeyAt, now: Date.now() };
}

/** Where the visit's start is kept for this tab: a route change or reload does not start the 40 s again. */
export const VISIT_START_KEY = 'mm-visit-started-at';

let store: ReturnType<typeof storageOrMemory> | null = null;

/** When this tab's visit began (ms), noted on the first call. */
export function visitStartedAt(): number {
  // One store for the page: where the tab's storage is blocked, memory keeps it for the page's life.
  store ??= storageOrMemory(() => window.sessionStorage);
  const kept = Number(store.getItem(VISIT_START_KEY));
  if (Number.isFinite(kept) && kept > 0) return kept;
  const now = Date.now();
  store.setItem(VISIT_START_KEY, String(now));
  return now;
}
