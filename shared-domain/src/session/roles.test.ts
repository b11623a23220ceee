import { isAdvertiser, isReleaseManager, isStaff, isWhiteLabelAdmin } from './roles';

describe('roles', () => {
  it.each([
    ['', false, true, false],
    ['   ', false, true, false],
    ['admin', true, false, false],
    ['planner', true, false, false],
    ['white-label-admin', false, false, true],
  ])('role %j: staff %s, advertiser %s, white-label admin %s', (role, staff, advertiser, wla) => {
    expect(isStaff({ role })).toBe(staff);
    expect(isAdvertiser({ role })).toBe(advertiser);
    expect(isWhiteLabelAdmin({ role })).toBe(wla);
  });

  it.each([
    ['release-manager', true],
    ['admin', true],
    [' admin ', true],
    ['planner', false],
    ['media-planner', false],
    ['white-label-admin', false],
    ['', false],
  ])('role %j may switch releases live and make deploy tokens: %s', (role, manager) => {
    expect(isReleaseManager({ role })).toBe(manager);
  });

  it('treats no user as nobody', () => {
    expect(isReleaseManager(null)).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isAdvertiser(undefined)).toBe(false);
  });
});
