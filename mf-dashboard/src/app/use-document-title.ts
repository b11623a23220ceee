import { useEffect } from 'react';

/** Sets `document.title` while the page is shown; undefined leaves it as it is. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
