/** The pointer leaving an element for nowhere (exit intent's rule is shared-domain's). */
export type PointerLeave = { clientY: number; relatedTarget: EventTarget | null };

/** A record of the pointer's last leave for nowhere on a document, kept until taken (once). */
export type PointerLeaveRecord = { take(): PointerLeave | null };

/** Starts recording the pointer's leaves for nowhere on `doc`; `take` stops and answers the last one. */
export function recordPointerLeave(doc: Document): PointerLeaveRecord {
  let leave: PointerLeave | null = null;
  const onLeave = (e: MouseEvent) => {
    if (e.relatedTarget === null) leave = { clientY: e.clientY, relatedTarget: null };
  };
  doc.addEventListener('mouseout', onLeave);
  return {
    take() {
      doc.removeEventListener('mouseout', onLeave);
      const last = leave;
      leave = null;
      return last;
    },
  };
}
