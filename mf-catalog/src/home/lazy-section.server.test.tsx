/** @jest-environment node */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { LazySection } from './lazy-section';

/** The markup once everything is ready, as the site's server render collects it. */
function serverHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject });
  });
}

describe('LazySection on the server', () => {
  it('waits for its code, so the first HTML carries the section', async () => {
    const load = jest.fn(() => Promise.resolve(() => <p>Today&apos;s best deals</p>));
    const html = await serverHtml(<LazySection load={load} min={560} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(html).toContain('<p>Today&#x27;s best deals</p>');
  });

  it('leaves the section out (for the browser to load and offer Retry) when its code fails', async () => {
    const html = await serverHtml(<LazySection load={() => Promise.reject(new Error('ChunkLoadError'))} min={100} />);
    expect(html).not.toContain('Could not load');
    expect(html).not.toContain('<p>');
  });
});
