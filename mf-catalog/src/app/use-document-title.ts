import { usePageMeta } from './use-page-meta';

/** Sets `document.title` while the page is shown and restores it on leave; undefined leaves it as it is. */
export function useDocumentTitle(title: string | undefined): void {
  usePageMeta(title);
}
