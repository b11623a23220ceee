import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { singletonCount } from 'shared-domain';
import BagRoutes from './routes';

it('renders the bag page at /bag and records its singletons', () => {
  render(<MemoryRouter initialEntries={['/bag']}><BagRoutes /></MemoryRouter>);
  expect(screen.getByRole('heading', { level: 1, name: 'Your Bag' })).toBeInTheDocument();
  expect(singletonCount('react')).toBe(1);
  expect(singletonCount('bus')).toBe(1);
});

it('renders nothing elsewhere', () => {
  const { container } = render(<MemoryRouter initialEntries={['/other']}><BagRoutes /></MemoryRouter>);
  expect(container).toBeEmptyDOMElement();
});
