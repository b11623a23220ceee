type MountCounter = { __mfMountCount?: number };

/**
 * A `createRoot` `identifierPrefix` no other mount on the page has. Two embeds on one page are
 * two React roots (each embed bundle even carries its own React), and React's `useId` numbers
 * each root from the start: without a prefix both answer `_r_1_`, and a label or a dialog's
 * `aria-labelledby` points at the other embed's element. The count lives on `globalThis` so
 * separate copies of this module (one per embed bundle) still never repeat a prefix.
 */
export function mountIdPrefix(remote: string): string {
  const g = globalThis as MountCounter;
  g.__mfMountCount = (g.__mfMountCount ?? 0) + 1;
  return `${remote}-${g.__mfMountCount}-`;
}
