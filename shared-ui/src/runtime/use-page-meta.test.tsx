import { render } from '@testing-library/react';
import { clipDescription } from 'shared-domain/format';
import { usePageMeta } from './use-page-meta';

function Meta({ title, description }: { title?: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Host description">';
    document.title = 'Host title';
  });

  it('sets title and description while shown and restores both on leave', () => {
    const view = render(<Meta title="Newspaper advertising — MediaMart" description="Compare newspapers." />);
    expect(document.title).toBe('Newspaper advertising — MediaMart');
    expect(description()).toBe('Compare newspapers.');
    view.rerender(<Meta title="Radio advertising — MediaMart" description="Compare radio." />);
    expect(document.title).toBe('Radio advertising — MediaMart');
    expect(description()).toBe('Compare radio.');
    view.unmount();
    expect(document.title).toBe('Host title');
    expect(description()).toBe('Host description');
  });

  it('adds a description tag when the page has none and removes it on leave', () => {
    document.head.innerHTML = '';
    const view = render(<Meta title="T" description="D" />);
    expect(description()).toBe('D');
    view.unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('leaves what it is not given alone', () => {
    const view = render(<Meta title="Only a title" />);
    expect(description()).toBe('Host description');
    view.unmount();
    expect(document.title).toBe('Host title');
  });

  it('clips long descriptions at a word', () => {
    const long = 'word '.repeat(60);
    const clipped = clipDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith('word…')).toBe(true);
    expect(clipDescription(' short  text ')).toBe('short text');
  });
});

describe('usePageMeta robots', () => {
  it('adds a robots tag while shown and removes it on leave', () => {
    document.head.innerHTML = '';
    function NoIndex() {
      usePageMeta('Page not found | MediaMart', 'Gone', 'noindex');
      return null;
    }
    const view = render(<NoIndex />);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
    view.unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
