import { act, fireEvent, within } from '@testing-library/react';
import { createTestBus, LOCAL_BAG_KEY, type MountHandle } from 'shared-domain';
import { mount } from './mount';

beforeEach(() => localStorage.clear());

it('mounts into a detached element, updates with new options and unmounts', () => {
  localStorage.setItem(LOCAL_BAG_KEY, JSON.stringify([{ _id: 'opt-1', _media: { _id: 'm', discountedRate: 4200 }, tobeLoaded: true }]));
  const el = document.createElement('div');
  const bus = createTestBus();
  let handle!: MountHandle;
  act(() => { handle = mount(el, { apiBase: '/api', token: null, bus, theme: { primary: '#123456' } }); });
  const view = within(el);
  expect(el).toContainElement(view.getByRole('heading', { name: 'Your Bag' }));
  expect(view.getByText('Offer rate ₹4,200')).toBeTruthy();
  fireEvent.click(view.getByRole('button', { name: 'SIGN IN' }));
  expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'bag' });

  act(() => handle.update({ token: 'new-token' }));
  expect(view.queryByRole('button', { name: 'SIGN IN' })).not.toBeInTheDocument();

  act(() => handle.unmount());
  expect(el).toBeEmptyDOMElement();
});
