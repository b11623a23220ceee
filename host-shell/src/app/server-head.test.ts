import { applyPageMeta } from 'shared-domain';
import { dropFirstUrlHead, releaseServerRobots } from './server-head';

const serverHead = `<title>Page not found | MediaMart</title><meta name="description" content="This page does not exist." />`
  + `<meta name="robots" content="noindex" /><link rel="canonical" href="https://mediamart.in/nope" />`
  + `<meta property="og:title" content="Page not found | MediaMart" /><meta property="og:url" content="https://mediamart.in/nope" />`;

beforeEach(() => {
  document.head.innerHTML = serverHead;
});

it('a not-found page rendered over the server head takes its noindex with it when the visitor leaves', () => {
  releaseServerRobots(document);
  const undo = applyPageMeta(document, { title: 'Page not found | MediaMart', robots: 'noindex' });
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  undo();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

it('keeps the description for the pages to update, and drops the first URL’s canonical and Open Graph after a navigation', () => {
  dropFirstUrlHead(document);
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(0);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('This page does not exist.');
});
