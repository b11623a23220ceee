import { render, screen } from '@testing-library/react';
import { ChartBoundary } from './chart-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

it('shows the fallback instead of a chart that fails, and the chart when it works', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rerender } = render(
    <ChartBoundary fallback={<table aria-label="Reach by city" />}>
      <Broken />
    </ChartBoundary>,
  );
  expect(screen.getByRole('table', { name: 'Reach by city' })).toBeInTheDocument();
  spy.mockRestore();
  rerender(
    <ChartBoundary key="again" fallback={<p>Charts unavailable</p>}>
      <svg role="img" aria-label="Chart" />
    </ChartBoundary>,
  );
  expect(screen.getByRole('img', { name: 'Chart' })).toBeInTheDocument();
  expect(screen.queryByText('Charts unavailable')).not.toBeInTheDocument();
});
