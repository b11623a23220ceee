import axios from 'axios';
import { billToOf, fetchBillTo } from './bill-to';

describe('bill-to', () => {
  it("takes the agency details' company, GSTIN and billing address", () => {
    expect(billToOf({ agencyDetails: { agencyName: ' Bright Ads ', gstin: '27AAPFU0939F1ZV', city: 'Pune', website: 'https://x.example', pincode: '' } }))
      .toEqual({ agencyName: 'Bright Ads', gstin: '27AAPFU0939F1ZV', city: 'Pune' });
    expect(billToOf({ agencyDetails: null })).toBeNull();
    expect(billToOf({ agencyDetails: { gstin: '27AAPFU0939F1ZV' } })).toBeNull();
    expect(billToOf(null)).toBeNull();
  });

  it('asks service A who is signed in, and leaves the block out when that fails', async () => {
    const calls: string[] = [];
    const api = axios.create({
      adapter: async (config) => {
        calls.push(`${config.method?.toUpperCase()} ${config.url}`);
        return { data: { user: { _id: 'u1', name: 'A', role: '', agencyDetails: { agencyName: 'Bright Ads', gstin: '27AAPFU0939F1ZV' } } }, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    expect(await fetchBillTo(api)).toEqual({ agencyName: 'Bright Ads', gstin: '27AAPFU0939F1ZV' });
    expect(calls).toEqual(['POST /authenticate/me']);
    const down = axios.create({ adapter: async () => { throw new Error('offline'); } });
    expect(await fetchBillTo(down)).toBeNull();
  });
});
