import { useCallback, useEffect, useRef, useState } from 'react';
import type { SellerOptionDraft } from 'shared-domain/seller';
import { fieldDomId } from './editor-context';

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/**
 * Scrolls to a field's container and focuses its first control. A field the form has no
 * container for (`options.2.descriptions.4`) goes to the nearest one that holds it
 * (`options.2`), so a message always leads somewhere.
 */
export function focusDomField(field: string): boolean {
  const parts = field.split('.');
  for (let n = parts.length; n > 0; n--) {
    const box = document.getElementById(fieldDomId(parts.slice(0, n).join('.')));
    if (!box) continue;
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    const control = box.matches(FOCUSABLE) ? box : box.querySelector<HTMLElement>(FOCUSABLE);
    if (control) control.focus({ preventScroll: true });
    else {
      box.tabIndex = -1;
      box.focus({ preventScroll: true });
    }
    return true;
  }
  return false;
}

/**
 * Which options are open, and `focusField`: it opens the option a field is in first, then
 * focuses the field once the opened option has rendered.
 */
export function useFieldFocus(options: readonly SellerOptionDraft[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(options.length <= 3 ? options.map((o) => o._id) : []));
  const [target, setTarget] = useState<{ field: string; n: number } | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const setExpanded = useCallback((id: string, expand: boolean) => setOpen((s) => {
    if (s.has(id) === expand) return s;
    const next = new Set(s);
    if (expand) next.add(id);
    else next.delete(id);
    return next;
  }), []);
  const isExpanded = useCallback((id: string) => open.has(id), [open]);

  const focusField = useCallback((field: string) => {
    const inOption = /^options\.(\d+)\./.exec(field);
    const option = inOption ? optionsRef.current[Number(inOption[1])] : undefined;
    if (option) setExpanded(option._id, true);
    setTarget((t) => ({ field, n: (t?.n ?? 0) + 1 }));
  }, [setExpanded]);

  useEffect(() => {
    if (target) focusDomField(target.field);
  }, [target]);

  return { isExpanded, setExpanded, focusField };
}
