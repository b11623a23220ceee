import { WhiteLabelStore } from './white-label';

const org = {
  _org: 'o1', name: 'Acme Media', logoUrl: '', contactDetails: { address: '', city: '', emails: [], social: {} },
  settings: { theme: { palette: { primary: { main: '#0a3d62' }, secondary: { main: '#1f2a44' } } } },
};

describe('WhiteLabelStore', () => {
  it('starts as the product itself and switches on an organisation', () => {
    const store = new WhiteLabelStore();
    const seen: boolean[] = [];
    store.state$.subscribe((s) => seen.push(s.isWhiteLabel));
    expect(store.state).toEqual({ isWhiteLabel: false, organization: null });
    store.set(org);
    expect(store.state.organization?.name).toBe('Acme Media');
    store.set(null);
    expect(seen).toEqual([false, true, false]);
  });
});
