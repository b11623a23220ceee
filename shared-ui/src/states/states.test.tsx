import { fireEvent, render, screen } from '@testing-library/react';
import { EmptyState, ErrorState, LoadingState } from './states';

it('ErrorState says the failure in an alert and its Retry loads again', () => {
  const onRetry = jest.fn();
  render(<ErrorState title="Could not load deals" message="The server did not answer." onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load dealsThe server did not answer.');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('LoadingState announces politely; EmptyState shows its text and way on', () => {
  render(
    <>
      <LoadingState label="Loading campaigns…" />
      <EmptyState action={<a href="/">Browse media</a>}>No campaigns yet</EmptyState>
    </>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading campaigns…');
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByText('No campaigns yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', '/');
});
