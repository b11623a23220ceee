import { campaignAccess, campaignRelation, type CampaignAction, type CampaignAccessDecision } from './campaign-access';

const campaign = { ownerId: 'owner', sharedWithCaller: false };
const users = {
  owner: { _id: 'owner', role: '' },
  shared: { _id: 'shared', role: '' },
  other: { _id: 'other', role: '' },
  staff: { _id: 'staff', role: 'ops' },
  whiteLabelAdmin: { _id: 'wla', role: 'white-label-admin' },
  anonymous: null,
};
const targetFor = (who: keyof typeof users) => (who === 'shared' ? { ...campaign, sharedWithCaller: true } : campaign);

describe('campaign access', () => {
  const table: Record<keyof typeof users, Record<CampaignAction, CampaignAccessDecision>> = {
    owner: { read: 'allow', comment: 'allow', manage: 'allow', share: 'allow', staff: 'forbidden' },
    shared: { read: 'allow', comment: 'allow', manage: 'forbidden', share: 'forbidden', staff: 'forbidden' },
    other: { read: 'not-found', comment: 'not-found', manage: 'not-found', share: 'not-found', staff: 'forbidden' },
    staff: { read: 'allow', comment: 'forbidden', manage: 'forbidden', share: 'forbidden', staff: 'allow' },
    whiteLabelAdmin: { read: 'not-found', comment: 'not-found', manage: 'not-found', share: 'not-found', staff: 'forbidden' },
    anonymous: { read: 'unauthorized', comment: 'unauthorized', manage: 'unauthorized', share: 'unauthorized', staff: 'unauthorized' },
  };
  for (const [who, row] of Object.entries(table) as [keyof typeof users, Record<CampaignAction, CampaignAccessDecision>][]) {
    for (const [action, expected] of Object.entries(row) as [CampaignAction, CampaignAccessDecision][]) {
      it(`${who} × ${action} → ${expected}`, () => {
        expect(campaignAccess(users[who], targetFor(who), action)).toBe(expected);
      });
    }
  }

  it('an unknown campaign is not-found, except that staff actions are refused to non-staff first', () => {
    expect(campaignAccess(users.owner, null, 'read')).toBe('not-found');
    expect(campaignAccess(users.owner, null, 'staff')).toBe('forbidden');
    expect(campaignAccess(users.staff, null, 'staff')).toBe('not-found');
  });

  it('an owner who is staff may do both', () => {
    const staffOwner = { _id: 'owner', role: 'ops' };
    expect(campaignAccess(staffOwner, campaign, 'manage')).toBe('allow');
    expect(campaignAccess(staffOwner, campaign, 'staff')).toBe('allow');
    expect(campaignRelation(staffOwner, campaign)).toBe('owner');
    expect(campaignRelation(users.staff, campaign)).toBe('staff');
    expect(campaignRelation(users.other, campaign)).toBe('none');
  });
});
