import { copyOrSelect } from './copy-or-select';

describe('copyOrSelect', () => {
  const original = navigator.clipboard;
  afterEach(() => Object.defineProperty(navigator, 'clipboard', { value: original, configurable: true }));

  it('copies the text when the clipboard takes it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyOrSelect('npm run release', null)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('npm run release');
  });

  it('selects the shown text for Ctrl+C when the clipboard is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    const shown = document.createElement('pre');
    shown.textContent = 'mmrt_secret';
    document.body.append(shown);
    await expect(copyOrSelect('mmrt_secret', shown)).resolves.toBe(false);
    expect(window.getSelection()?.toString()).toBe('mmrt_secret');
    shown.remove();
  });
});
