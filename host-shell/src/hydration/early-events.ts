/**
 * What a visitor does on a server-rendered page before React owns it. The page is on screen,
 * and clickable, before its code has arrived and hydrated it; React does not replay a click
 * made on markup it has not hydrated yet (it drops it), and a value typed there stays in the
 * field while the component's state stays empty. So, from the host's first script until the
 * page has hydrated:
 * - a click on something that acts (a button, a same-site link…) and a form's submit are
 *   held (their default stopped, React not told), then replayed in order;
 * - a value typed or chosen, or a box ticked (the browser ticks it at once, as always), is
 *   remembered, and told to React again once it listens (before the held clicks, so a held
 *   "Send" sees what was typed).
 * Clicks that only focus or select text, a click with a modifier key (a new tab), a link to
 * another site or a download go through as usual.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held =
  | { kind: 'click'; target: HTMLElement; href: string | null }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export type EarlyEvents = {
  /** Stops holding and replays what was held; later calls do nothing. */
  release(): Promise<void>;
  /** Whether events are being held. */
  readonly holding: boolean;
};

/** What a held click may land on: things whose click does something in the page's code. */
const ACTING = [
  'a[href]', 'button', 'input[type="submit"]',
  'input[type="button"]', 'input[type="reset"]', 'input[type="image"]', '[role="button"]', '[role="link"]',
  '[role="tab"]', '[role="checkbox"]', '[role="switch"]', '[role="menuitem"]', '[role="option"]',
].join(',');

const CHECKABLE = new Set(['checkbox', 'radio']);

function isField(node: EventTarget | null): node is Field {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

/** A link the browser may follow as it is: another site, a new window or a download. */
function leavesThePage(el: Element, win: Window): boolean {
  if (!(el instanceof HTMLAnchorElement)) return false;
  if (el.hasAttribute('download') || (el.target && el.target !== '_self')) return true;
  try {
    return new URL(el.href, win.location.href).origin !== win.location.origin;
  } catch {
    return true;
  }
}

const nextTask = (win: Window) => new Promise<void>((resolve) => win.setTimeout(resolve, 0));

/**
 * Tells React about a value typed before it listened: its value tracker (a property it puts on
 * the element) is set to something else, the typed value put in past the tracker, and an
 * input event sent, so the component's onChange hears the typed value.
 */
function replayValue(field: Field, chosen: string): void {
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    // React hears a box's change from a click event, comparing `checked` with its tracker.
    const wanted = chosen === 'true';
    const setChecked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
    if (!setChecked) return;
    field.checked = !wanted;
    setChecked.call(field, wanted);
    // A plain event, not a MouseEvent: the browser does not tick the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLSelectElement) {
    // The hydration put the server's option back: the visitor's choice is chosen again.
    field.value = chosen;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // The value as the visitor left it: a render since (another field's replay) may have put the component's empty state back in the field.
  const typed = chosen;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setNative) return;
  field.value = typed === '' ? ' ' : '';
  setNative.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts holding the events inside `root`. `release` ends it (the page has hydrated, or its
 * part failed and shows its own message); after `timeoutMs` it ends by itself, so a page
 * whose code never arrives is not left holding clicks for ever.
 */
export function holdEarlyEvents(root: Element, { win = window, timeoutMs = 15_000 }: { win?: Window; timeoutMs?: number } = {}): EarlyEvents {
  const held: Held[] = [];
  const fields = new Map<Field, string>();
  let holding = true;

  const onClick = (event: MouseEvent) => {
    // A click meant for a new tab goes through (the replays come after the listeners are gone).
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTING) : null;
    if (!target || !root.contains(target) || leavesThePage(target, win)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', target, href: target instanceof HTMLAnchorElement ? target.getAttribute('href') : null });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form, submitter: event.submitter });
  };
  const onValue = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !root.contains(field)) return;
    const checkable = field instanceof HTMLInputElement && CHECKABLE.has(field.type);
    fields.set(field, checkable ? String(field.checked) : field.value);
  };

  const listeners: Array<[string, EventListener]> = [
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['input', onValue],
    ['change', onValue],
  ];
  for (const [type, listener] of listeners) win.addEventListener(type, listener, true);
  const timer = win.setTimeout(() => void release(), timeoutMs);

  async function release(): Promise<void> {
    if (!holding) return;
    holding = false;
    win.clearTimeout(timer);
    for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
    // Out of whatever called release (React's effects, where an event's updates would wait and
    // the field be reset to the old state), in a task of its own.
    // Each replay in a task of its own, as the browser sends a visitor's events: the state the
    // last one set has rendered before the next (a handler may read it from its render).
    await nextTask(win);
    for (const [field, chosen] of fields) {
      if (!field.isConnected) continue;
      replayValue(field, chosen);
      await nextTask(win);
    }
    for (const item of held) {
      if (item.kind === 'click') {
        clickTarget(item)?.click();
      } else if (item.form.isConnected) {
        const submitter = item.submitter && item.form.contains(item.submitter) ? item.submitter : null;
        try {
          item.form.requestSubmit(submitter);
        } catch {
          item.form.requestSubmit();
        }
      }
      await nextTask(win);
    }
  }

  /** The element a held click goes to: the one clicked, or, if a render replaced it, the link to the same address. */
  function clickTarget(item: Extract<Held, { kind: 'click' }>): HTMLElement | null {
    if (item.target.isConnected) return item.target;
    if (item.href === null) return null;
    return [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].find((a) => a.getAttribute('href') === item.href) ?? null;
  }

  return {
    release,
    get holding() {
      return holding;
    },
  };
}
