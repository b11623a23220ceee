import { bagPathFor, campaignTargetFrom } from './campaign-target';

describe('campaign target of the bag', () => {
  it('reads campaignId and stay from a /bag query', () => {
    expect(campaignTargetFrom('?campaignId=64b7f0c2a1b2c3d4e5f60718&stay=true')).toEqual({ campaignId: '64b7f0c2a1b2c3d4e5f60718', stay: true });
    expect(campaignTargetFrom('campaignId=abc')).toEqual({ campaignId: 'abc', stay: false });
    expect(campaignTargetFrom('?stay=true')).toBeNull();
    expect(campaignTargetFrom('?campaignId=')).toBeNull();
    expect(campaignTargetFrom('?campaignId=../../x')).toBeNull();
  });

  it('builds the path the dashboard links to, and reads it back', () => {
    const target = { campaignId: '64b7f0c2a1b2c3d4e5f60718', stay: true };
    expect(bagPathFor(target)).toBe('/bag?campaignId=64b7f0c2a1b2c3d4e5f60718&stay=true');
    expect(campaignTargetFrom(bagPathFor(target).split('?')[1]!)).toEqual(target);
    expect(bagPathFor({ campaignId: 'x', stay: false })).toBe('/bag?campaignId=x');
  });
});
