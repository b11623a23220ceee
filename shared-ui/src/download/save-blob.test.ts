import { REVOKE_AFTER_MS, saveBlob } from './save-blob';

describe('saveBlob', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a temporary <a download> with an object URL, then revokes the URL', () => {
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn(() => 'blob:mediamart/1');
    URL.revokeObjectURL = jest.fn();
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob(['x'], { type: 'application/pdf' });

    saveBlob(blob, 'plan.pdf');

    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:mediamart/1', download: 'plan.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:mediamart/1');
  });
});
