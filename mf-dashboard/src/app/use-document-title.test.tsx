import { render } from '@testing-library/react';
import { DocumentTitleProvider, useDocumentTitle } from './use-document-title';

function Titled({ name, description }: { name?: string; description?: string }) {
  useDocumentTitle(name, description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;

beforeEach(() => {
  document.title = 'Acme Media Agency — Your campaigns';
});

it('titles the page "{name} | MediaMart" with its description, and puts both back after', () => {
  const { rerender, unmount } = render(<Titled name="Your campaigns" description="Plans to approve and campaigns running." />);
  expect(document.title).toBe('Your campaigns | MediaMart');
  expect(description()).toBe('Plans to approve and campaigns running.');
  rerender(<Titled />);
  expect(document.title).toBe('Acme Media Agency — Your campaigns');
  expect(description()).toBeNull();
  unmount();
});

it('never touches the title inside a disabled provider (the embedding page owns it)', () => {
  const { rerender } = render(
    <DocumentTitleProvider enabled={false}>
      <Titled name="Your campaigns" />
    </DocumentTitleProvider>,
  );
  rerender(
    <DocumentTitleProvider enabled={false}>
      <Titled name="Diwali print push" />
    </DocumentTitleProvider>,
  );
  expect(document.title).toBe('Acme Media Agency — Your campaigns');
});
