import { render } from '@testing-library/react';
import { DocumentTitleProvider, useDocumentTitle } from './use-document-title';

function Titled({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

beforeEach(() => {
  document.title = 'Acme Media Agency — Your campaigns';
});

it('sets the title, and leaves it for undefined', () => {
  const { rerender } = render(<Titled title="Your campaigns | Dashboard" />);
  expect(document.title).toBe('Your campaigns | Dashboard');
  rerender(<Titled />);
  expect(document.title).toBe('Your campaigns | Dashboard');
});

it('never touches the title inside a disabled provider (the embedding page owns it)', () => {
  const { rerender } = render(
    <DocumentTitleProvider enabled={false}>
      <Titled title="Your campaigns | Dashboard" />
    </DocumentTitleProvider>,
  );
  rerender(
    <DocumentTitleProvider enabled={false}>
      <Titled title="Diwali print push | Dashboard" />
    </DocumentTitleProvider>,
  );
  expect(document.title).toBe('Acme Media Agency — Your campaigns');
});
