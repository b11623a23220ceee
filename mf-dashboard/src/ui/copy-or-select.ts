/**
 * Copies `text` to the clipboard: true when it is copied. Where the clipboard is refused (no
 * permission, an insecure page), selects `target`'s text for Ctrl+C instead and answers false.
 */
export async function copyOrSelect(text: string, target: HTMLElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (target) {
      const range = document.createRange();
      range.selectNodeContents(target);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }
    return false;
  }
}
