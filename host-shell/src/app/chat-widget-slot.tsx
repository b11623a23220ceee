import { useEffect, useState } from 'react';
import { onPageHydrated } from '../hydration/page-hydration';
import { whenIdle } from '../lib/when-idle';
import { RemoteSlot } from '../remotes/remote-slot';

/** The longest the chat waits for the page's hydration. */
const LATEST_MS = 15_000;

/**
 * mf_landing's './ChatWidget', the brief assistant's floating launcher (the chat ships with
 * mf-landing, not with the host). Not needed for the first screen: it is asked for once the
 * page has hydrated and the browser is idle, so it never delays the first paint or the
 * hydration of a server-rendered page. It draws nothing while loading, and nothing if it
 * cannot load (the site works on without a launcher); `shown` is the page's `parts.chat`.
 */
export function ChatWidgetSlot({ shown }: { shown: boolean }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      cancelIdle ??= whenIdle(() => setDue(true));
    };
    const cancelWait = onPageHydrated(start);
    // A page whose part never says it is ready (as the session's start, start-app.tsx) still gets its chat.
    const late = window.setTimeout(start, LATEST_MS);
    return () => {
      cancelWait();
      window.clearTimeout(late);
      cancelIdle?.();
    };
  }, []);
  if (!due || !shown) return null;
  return <RemoteSlot id="mf_landing/ChatWidget" loading={null} renderFallback={() => null} />;
}
