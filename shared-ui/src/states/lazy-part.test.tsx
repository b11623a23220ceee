import { act, render, screen } from '@testing-library/react';
import { lazyPart } from './lazy-part';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('fetches its code at the first mount, draws it with the props, and fetches once', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Part = lazyPart(load, 'Hello');
    const { unmount } = render(<Part name="Asha" />);
    expect(screen.queryByText('Hello Asha')).toBeNull();
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    unmount();
    render(<Part name="Ravi" />);
    expect(screen.getByText('Hello Ravi')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches before the first mount', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Part = lazyPart(load, 'Hello');
    Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    render(<Part name="Asha" />);
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch draws nothing, is logged, and the next mount fetches again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(Hello);
    const Part = lazyPart<{ name: string }>(load, 'Hello');
    const first = render(<Part name="Asha" />);
    await act(async () => undefined);
    expect(first.container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith('Hello could not load', expect.any(Error));
    first.unmount();
    render(<Part name="Asha" />);
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
