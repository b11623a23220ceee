import { ChatLauncher } from './chat-launcher';

/**
 * `mf_landing/ChatWidget`: the brief assistant, a floating launcher with its panel. It takes no
 * props from the host: the API clients, the session and the bus come from the page's runtime
 * (`useRuntime()`), so the chat ships with a release of mf-landing, not with the host. The host
 * loads it when the page is idle and shows nothing if it cannot.
 */
export default function ChatWidget() {
  return <ChatLauncher />;
}
