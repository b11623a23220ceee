import { expectOneReactAndBus } from 'shared-ui/test';
import { preloadPage } from './routes';

it('records its React and bus for the singleton check', () => {
  expectOneReactAndBus();
});

it('preloads a category page’s own code; once loaded it is there', async () => {
  const loading = preloadPage('/newspaper');
  expect(loading).toBeInstanceOf(Promise);
  await loading;
  expect(preloadPage('/newspaper')).toBeUndefined();
});
