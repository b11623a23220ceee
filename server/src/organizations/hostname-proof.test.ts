import { checkHostnameProof, type TxtLookup } from './hostname-proof';

/** The DNS proof's check with a fake DNS: what it asks, and what each answer becomes. */
const token = '0123456789abcdef0123456789abcdef';
const failing = (code: string): TxtLookup => async () => Promise.reject(Object.assign(new Error(code), { code }));

describe('checkHostnameProof', () => {
  it('asks for the TXT records of _mediamart-verification.<hostname> and finds the value', async () => {
    const asked: string[] = [];
    const outcome = await checkHostnameProof('media.agency.in', token, async (name) => {
      asked.push(name);
      return [['v=spf1 -all'], ['mediamart-verification=', token]];
    });
    expect(outcome).toEqual({ found: true });
    expect(asked).toEqual(['_mediamart-verification.media.agency.in']);
  });

  it('says what is wrong: no record, another value, no answer in time, DNS failing', async () => {
    expect(await checkHostnameProof('media.agency.in', token, failing('ENOTFOUND'))).toEqual({
      found: false, problem: 'No TXT record named _mediamart-verification.media.agency.in was found. A new record can take a while to show; try again later.',
    });
    expect(await checkHostnameProof('media.agency.in', token, failing('ENODATA'))).toMatchObject({ problem: expect.stringMatching(/^No TXT record named/) });
    expect(await checkHostnameProof('media.agency.in', token, async () => [['mediamart-verification=other']])).toEqual({
      found: false, problem: `_mediamart-verification.media.agency.in has no TXT record with the value mediamart-verification=${token}.`,
    });
    expect(await checkHostnameProof('media.agency.in', token, failing('ETIMEOUT'))).toMatchObject({ problem: 'DNS did not answer for _mediamart-verification.media.agency.in in time; try again later.' });
    expect(await checkHostnameProof('media.agency.in', token, failing('ESERVFAIL'))).toMatchObject({ problem: 'DNS could not be asked about _mediamart-verification.media.agency.in; try again later.' });
  });

  it('gives up after its timeout however long the lookup takes', async () => {
    const started = Date.now();
    const outcome = await checkHostnameProof('media.agency.in', token, () => new Promise(() => undefined), 50);
    expect(outcome).toMatchObject({ found: false, problem: expect.stringMatching(/did not answer .* in time/) });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
