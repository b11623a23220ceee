/**
 * Runs `run` in a task of its own, right after the current one (a message to itself, as
 * React's scheduler does): unlike `setTimeout(run, 0)`, never clamped to 4 ms or more, and not
 * held back by a paused timer clock. Where there is no MessageChannel, a zero timeout.
 */
export function nextTask(run: () => void, win: Window = window): void {
  const Channel = (win as Window & { MessageChannel?: typeof MessageChannel }).MessageChannel;
  if (typeof Channel !== 'function') {
    win.setTimeout(run, 0);
    return;
  }
  const channel = new Channel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
