import { act, fireEvent, screen, within } from '@testing-library/react';
import { refuse } from '../shared/test-fixtures';
import type { LocalCopy } from './local-copy';
import { draftFixture, profileFixture, renderEditor } from './editor-test-kit';

const COPY_KEY = 'sellerDraft:p-1';
const storedCopy = () => JSON.parse(window.localStorage.getItem(COPY_KEY) ?? 'null') as LocalCopy | null;
const wait = (ms: number) => act(async () => {
  jest.advanceTimersByTime(ms);
});
const figures = async () => within(await screen.findByRole('region', { name: 'Figures' }));
const leavingIsWarned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('autosave', () => {
  it('sends the draft with its version 1 s after the last change, and then says all is saved', async () => {
    const { puts } = renderEditor();
    const name = await screen.findByLabelText('Media name');
    fireEvent.change(name, { target: { value: 'Daily W' } });
    await wait(500);
    fireEvent.change(name, { target: { value: 'Daily Wire News' } });
    await wait(900);
    expect(puts()).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(storedCopy()?.draft.name).toBe('Daily Wire News');
    expect(leavingIsWarned()).toBe(true);

    await wait(100);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(puts()).toEqual([{ draft: expect.objectContaining({ name: 'Daily Wire News', category: 'digital' }), version: 3 }]);
    expect(storedCopy()).toBeNull();
    expect(leavingIsWarned()).toBe(false);

    // The next save goes with the version the server answered.
    fireEvent.change(name, { target: { value: 'Daily Wire' } });
    await wait(1000);
    await screen.findByText('All changes saved');
    expect(puts()[1]).toEqual({ draft: expect.objectContaining({ name: 'Daily Wire' }), version: 4 });
  });

  it('keeps what was typed and a local copy when a save fails, and tries again by itself', async () => {
    const { puts } = renderEditor(profileFixture(), { saves: [{ status: 503, body: { error: 'unavailable', message: 'Down for maintenance' } }] });
    const name = await screen.findByLabelText('Media name');
    fireEvent.change(name, { target: { value: 'Daily Wire News' } });
    await wait(1000);

    expect(await screen.findByText(/Not saved: the server answered "Down for maintenance"\. Your changes are kept on this device; trying again in 1 s\./)).toBeInTheDocument();
    expect(name).toHaveValue('Daily Wire News');
    expect(storedCopy()).toEqual({ draft: expect.objectContaining({ name: 'Daily Wire News' }), version: 3, at: expect.any(String) });
    expect(leavingIsWarned()).toBe(true);

    await wait(1000);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(puts()).toHaveLength(2);
    expect(storedCopy()).toBeNull();
  });

  it('shows the server’s field messages when it refuses a draft, and keeps the draft', async () => {
    const refusal = refuse(400, 'Check the marked fields', { fields: { subTitle: 'The subtitle has a character that is not allowed' } });
    const { puts } = renderEditor(profileFixture(), { saves: [refusal] });
    const subtitle = await screen.findByLabelText('Subtitle');
    fireEvent.change(subtitle, { target: { value: 'Odd' } });
    await wait(1000);
    expect(await screen.findByText(/Not saved: Check the marked fields\. Your changes are kept on this device\./)).toBeInTheDocument();
    expect(subtitle).toHaveAccessibleDescription(expect.stringContaining('The subtitle has a character that is not allowed'));
    expect(storedCopy()?.draft.subTitle).toBe('Odd');
    // No retry of a refused draft.
    await wait(5000);
    expect(puts()).toHaveLength(1);
  });

  it('offers the choice on a version conflict: overwrite saves with the server’s version', async () => {
    const conflict = { status: 409, body: { error: 'version_conflict', message: 'The profile changed' } };
    const { puts, server } = renderEditor(profileFixture(), { saves: [conflict] });
    server.profile = { ...server.profile, version: 7, draft: draftFixture({ name: 'Their name' }) };
    fireEvent.change(await screen.findByLabelText('Media name'), { target: { value: 'My name' } });
    await wait(1000);

    expect(await screen.findByText('This profile was changed elsewhere')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load the newest version' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite it with my version' }));

    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(puts()[1]).toEqual({ draft: expect.objectContaining({ name: 'My name' }), version: 7 });
    expect(screen.getByLabelText('Media name')).toHaveValue('My name');
  });

  it('loads the newest version on a conflict when asked, dropping the local copy', async () => {
    const conflict = { status: 409, body: { error: 'version_conflict', message: 'The profile changed' } };
    const { puts, server } = renderEditor(profileFixture(), { saves: [conflict] });
    server.profile = { ...server.profile, version: 7, draft: draftFixture({ name: 'Their name' }) };
    fireEvent.change(await screen.findByLabelText('Media name'), { target: { value: 'My name' } });
    await wait(1000);
    fireEvent.click(await screen.findByRole('button', { name: 'Load the newest version' }));

    expect(await screen.findByDisplayValue('Their name')).toBe(screen.getByLabelText('Media name'));
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(storedCopy()).toBeNull();
    await wait(2000);
    expect(puts()).toHaveLength(1);
  });

  it('shows an invalid number beside its field and sends nothing until it is fixed', async () => {
    const { puts } = renderEditor();
    const audience = (await figures()).getByLabelText('Monthly users');
    fireEvent.change(audience, { target: { value: '12x' } });
    expect(audience).toHaveAccessibleDescription(expect.stringContaining('Monthly users must be a number'));
    expect(audience).toHaveAttribute('aria-invalid', 'true');
    await wait(3000);
    expect(puts()).toHaveLength(0);
    expect(screen.getByText('Not saved: fix this field first.')).toBeInTheDocument();
    // The draft is still kept on the device.
    expect(storedCopy()).not.toBeNull();

    fireEvent.change(audience, { target: { value: '-5' } });
    expect(audience).toHaveAccessibleDescription(expect.stringContaining('Monthly users must be at least 0'));
    fireEvent.change(audience, { target: { value: '120000' } });
    await wait(1000);
    await screen.findByText('All changes saved');
    expect(puts()).toEqual([{ draft: expect.objectContaining({ attributes: expect.objectContaining({ monthlyUsers: { toolTip: '', value: 120000 } }) }), version: 3 }]);
  });

  it('offers back unsaved changes from an earlier visit when they are newer than the stored draft', async () => {
    const copy: LocalCopy = { draft: draftFixture({ name: 'Typed offline' }), version: 3, at: '2026-01-02T00:00:00.000Z' };
    window.localStorage.setItem(COPY_KEY, JSON.stringify(copy));
    const { puts } = renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore unsaved changes' }));
    expect(screen.getByLabelText('Media name')).toHaveValue('Typed offline');
    await wait(1000);
    await screen.findByText('All changes saved');
    expect(puts()).toEqual([{ draft: expect.objectContaining({ name: 'Typed offline' }), version: 3 }]);
  });

  it('does not offer a copy older than the stored draft', async () => {
    const copy: LocalCopy = { draft: draftFixture({ name: 'Stale' }), version: 2, at: '2025-12-01T00:00:00.000Z' };
    window.localStorage.setItem(COPY_KEY, JSON.stringify(copy));
    renderEditor();
    await screen.findByLabelText('Media name');
    expect(screen.queryByRole('button', { name: 'Restore unsaved changes' })).not.toBeInTheDocument();
  });
});
