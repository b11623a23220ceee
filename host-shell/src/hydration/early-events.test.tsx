import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyEvents } from './early-events';

// React's act() in a hand-made root (no testing-library render here: the markup is the server's).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A lead form like the site's: controlled fields, a submit that reports what it saw. */
type Lead = { name: string; phone: string; city: string; call: boolean };
function LeadForm({ onSend, onMore }: { onSend: (values: Lead) => void; onMore: () => void }) {
  // One state object updated from the render's values, as the site's lead form does.
  const [lead, setLead] = useState<Lead>({ name: '', phone: '', city: 'pune', call: false });
  const { name, phone, city } = lead;
  const update = (field: keyof Lead, value: string | boolean) => setLead({ ...lead, [field]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSend(lead);
  };
  return (
    <form onSubmit={submit} aria-label="Lead">
      <input aria-label="Name" value={name} onChange={(e) => update('name', e.target.value)} />
      <input aria-label="Phone" value={phone} onChange={(e) => update('phone', e.target.value)} />
      <select aria-label="City" value={city} onChange={(e) => update('city', e.target.value)}>
        <option value="pune">Pune</option>
        <option value="delhi">Delhi</option>
      </select>
      <label>
        <input type="checkbox" checked={lead.call} onChange={(e) => update('call', e.target.checked)} /> Call me
      </label>
      <button type="submit">Send</button>
      <button type="button" onClick={onMore}>More</button>
      <a href="/newspaper">Newspaper</a>
      <a href="https://example.org/">Elsewhere</a>
    </form>
  );
}

function serverPage(ui: React.ReactElement) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(ui);
  document.body.appendChild(root);
  return root;
}

const byLabel = <T extends Element>(root: Element, label: string) => root.querySelector<T>(`[aria-label="${label}"]`)!;
const byText = (root: Element, text: string) => [...root.querySelectorAll<HTMLElement>('button, a')].find((el) => el.textContent === text)!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('holdEarlyEvents', () => {
  let root: HTMLElement;
  let react: Root | undefined;
  afterEach(() => {
    act(() => react?.unmount());
    react = undefined;
    root.remove();
  });

  test('a value typed and a form sent before hydration reach the component once it hydrates, in order', async () => {
    const sent: Lead[] = [];
    const more = jest.fn();
    const ui = <LeadForm onSend={(v) => sent.push(v)} onMore={more} />;
    root = serverPage(ui);
    const early = holdEarlyEvents(root);

    const name = byLabel<HTMLInputElement>(root, 'Name');
    name.value = 'Asha';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    const phone = byLabel<HTMLInputElement>(root, 'Phone');
    phone.value = '98765 43210';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    const city = byLabel<HTMLSelectElement>(root, 'City');
    city.value = 'delhi';
    city.dispatchEvent(new Event('change', { bubbles: true }));
    // The browser ticks the box at once (the click is not held); React hears it once it listens.
    const box = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(click(box)).toBe(true);
    expect(box.checked).toBe(true);
    const clickMore = click(byText(root, 'More'));
    const clickSend = click(byText(root, 'Send'));
    // Held: the browser's own action (a submit of the unhydrated form) did not happen.
    expect([clickMore, clickSend]).toEqual([false, false]);

    await act(async () => {
      react = hydrateRoot(root, ui);
    });
    expect(sent).toEqual([]);
    await act(() => early.release());
    expect(more).toHaveBeenCalledTimes(1);
    // Every field, though the first replay re-rendered the form (and put its state in the others).
    expect(sent).toEqual([{ name: 'Asha', phone: '98765 43210', city: 'delhi', call: true }]);
    expect(box.checked).toBe(true);
    expect([name.value, phone.value]).toEqual(['Asha', '98765 43210']);
    expect(early.holding).toBe(false);
  });

  test('after release nothing is held, and a second release replays nothing again', async () => {
    const sent: unknown[] = [];
    const ui = <LeadForm onSend={(v) => sent.push(v)} onMore={() => undefined} />;
    root = serverPage(ui);
    const early = holdEarlyEvents(root);
    click(byText(root, 'Send'));
    await act(async () => {
      react = hydrateRoot(root, ui);
    });
    await act(() => early.release());
    await act(() => early.release());
    expect(sent).toHaveLength(1);
    await act(async () => {
      click(byText(root, 'Send'));
    });
    expect(sent).toHaveLength(2);
  });

  test('a link to another site, a modified click and a click outside the page go through; a same-site link is held', async () => {
    root = serverPage(<LeadForm onSend={() => undefined} onMore={() => undefined} />);
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    const early = holdEarlyEvents(root);
    // What reaches the page's own listeners (which stop jsdom from following the links).
    const reached: string[] = [];
    const listen = (e: Event) => {
      reached.push((e.target as HTMLElement).textContent || 'outside');
      e.preventDefault();
    };
    document.addEventListener('click', listen);
    click(byText(root, 'Elsewhere'));
    byText(root, 'Newspaper').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    click(outside);
    click(byText(root, 'Newspaper'));
    expect(reached).toEqual(['Elsewhere', 'Newspaper', 'outside']);
    await early.release();
    expect(reached).toEqual(['Elsewhere', 'Newspaper', 'outside', 'Newspaper']);
    document.removeEventListener('click', listen);
    outside.remove();
  });

  test('a held link whose element a render replaced is followed by the link to the same address; a replaced button is dropped', async () => {
    root = serverPage(<LeadForm onSend={() => undefined} onMore={() => undefined} />);
    const early = holdEarlyEvents(root);
    const followed: string[] = [];
    const listen = (e: Event) => {
      followed.push((e.target as HTMLElement).textContent ?? '');
      e.preventDefault();
    };
    document.addEventListener('click', listen);
    click(byText(root, 'Newspaper'));
    click(byText(root, 'More'));
    // A render puts new elements where the clicked ones were.
    const link = byText(root, 'Newspaper');
    const fresh = link.cloneNode(true) as HTMLElement;
    fresh.textContent = 'Newspaper (new)';
    link.replaceWith(fresh);
    byText(root, 'More').replaceWith(byText(root, 'More').cloneNode(true));
    await early.release();
    expect(followed).toEqual(['Newspaper (new)']);
    document.removeEventListener('click', listen);
  });

  test('the hold ends by itself when the page never hydrates', async () => {
    jest.useFakeTimers();
    try {
      root = serverPage(<LeadForm onSend={() => undefined} onMore={() => undefined} />);
      const early = holdEarlyEvents(root, { timeoutMs: 1_000 });
      jest.advanceTimersByTime(999);
      expect(early.holding).toBe(true);
      jest.advanceTimersByTime(1);
      expect(early.holding).toBe(false);
      expect(click(byText(root, 'More'))).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
