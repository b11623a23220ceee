import { ApiError } from 'shared-domain';
import { bagStatus, release } from './release-fixtures';
import { absoluteUrl, canGoLive, errorRateText, refusedParts, releaseCommandLine, rollbackTarget, shortCommit } from './release-rules';

describe('release rules of the staff screen', () => {
  it('rolls back to the release the latest switch to the live one came from', () => {
    expect(rollbackTarget(bagStatus())?.version).toBe('built-in');
    const after = bagStatus({
      live: { version: '1.3.0', since: null, by: null },
      switches: [
        { from: '1.2.0', to: '1.3.0', by: 'a', at: '2025-03-11T00:00:00.000Z' },
        { from: 'built-in', to: '1.2.0', by: 'a', at: '2025-03-09T00:00:00.000Z' },
      ],
    });
    expect(rollbackTarget(after)?.version).toBe('1.2.0');
    // Never switched, or the one before is no longer kept: no rollback.
    expect(rollbackTarget(bagStatus({ switches: [] }))).toBeNull();
    expect(rollbackTarget(bagStatus({ switches: [{ from: '0.9.0', to: '1.2.0', by: 'a', at: '2025-03-09T00:00:00.000Z' }] }))).toBeNull();
  });

  it('lets only a passed release that is not live, or the deployed build, go live', () => {
    expect(canGoLive(release('1.3.0'))).toBe(true);
    expect(canGoLive(release('1.3.0', { live: true }))).toBe(false);
    expect(canGoLive(release('1.3.0', { check: null }))).toBe(false);
    expect(canGoLive(release('1.3.0', { check: { ok: false, parts: [], checkedAt: '2025-03-01T00:00:00.000Z' } }))).toBe(false);
    expect(canGoLive(release('built-in', { source: 'built-in', check: null }))).toBe(true);
  });

  it('says the error rate with its counts, or that there are no reports', () => {
    expect(errorRateText({ days: 7, pageViews: 12500, failures: 40, perThousand: 3.2 })).toBe('0.3% — 40 of 12,500 page views, last 7 days');
    expect(errorRateText({ days: 7, pageViews: 100, failures: 25, perThousand: 250 })).toBe('25% — 25 of 100 page views, last 7 days');
    expect(errorRateText({ days: 1, pageViews: 1, failures: 0, perThousand: 0 })).toBe('No failures (1 page view, last 1 day)');
    // Never past 100%, even if counts from an older server disagree.
    expect(errorRateText({ days: 7, pageViews: 10, failures: 12, perThousand: 1200 })).toBe('100% — 12 of 10 page views, last 7 days');
    expect(errorRateText({ days: 7, pageViews: 0, failures: 1, perThousand: null })).toBe('1 failure with no page views recorded (last 7 days)');
  });

  it('reads the failed parts a refusal carries, whichever way the body holds them', () => {
    const part = { part: 'shared', ok: false, message: 'react 18 is not 19' };
    const refusal = (body: unknown) => new ApiError(409, 'release_check_failed', 'failed', body);
    expect(refusedParts(refusal({ check: { ok: false, parts: [part, { part: 'manifest', ok: true, message: 'ok' }] } }))).toEqual([part]);
    expect(refusedParts(refusal({ parts: [part] }))).toEqual([part]);
    expect(refusedParts(refusal({ release: { check: { ok: false, parts: [part] } } }))).toEqual([part]);
    expect(refusedParts(refusal({ error: 'x', message: 'y' }))).toEqual([]);
    expect(refusedParts(null)).toEqual([]);
  });

  it('shortens commits, makes links absolute and writes the release command', () => {
    expect(shortCommit('0123456789abcdef')).toBe('0123456');
    expect(shortCommit(null)).toBe('—');
    expect(absoluteUrl('/preview?token=t', 'https://mediamart.example')).toBe('https://mediamart.example/preview?token=t');
    expect(absoluteUrl('https://other.example/p', 'https://mediamart.example')).toBe('https://other.example/p');
    expect(releaseCommandLine('mf-bag', 'https://mediamart.example', 'mmrt_x')).toBe('npm run release -w mf-bag -- --to https://mediamart.example --token mmrt_x');
    expect(releaseCommandLine('mf-bag', 'https://mediamart.example', 'mmrt_x', true)).toBe('npm run release -w mf-bag -- --to https://mediamart.example --token mmrt_x --live');
  });
});
