import { embedSessionAllows } from './embed-scope';

describe('embedSessionAllows: what an embedded session may use', () => {
  it.each([
    ['GET', '/bag'],
    ['POST', '/bag'],
    ['DELETE', '/bag'],
    ['GET', '/bag/count'],
    ['PATCH', '/bag/bulkedit'],
    ['PUT', '/bag/:id/pricing-units'],
    ['PUT', '/bag/abc123/pricing-units'],
    ['HEAD', '/bag/count'],
    ['POST', '/authenticate/me'],
    ['POST', '/auth/logout'],
    ['PUT', '/user/profile'],
    ['PUT', '/user/preferences'],
    ['PUT', '/user/agency-details'],
    ['POST', '/user/phone/send'],
    ['POST', '/user/phone/verify'],
    ['get', '/bag/count/'],
    ['GET', '/bag?x=1'],
  ])('service A: %s %s', (method, path) => {
    expect(embedSessionAllows('main-api', method, path)).toBe(true);
  });

  it.each([
    ['POST', '/auth/embed-session'],
    ['GET', '/authenticate/me'],
    ['GET', '/organizations'],
    ['PUT', '/organizations/:id'],
    ['GET', '/leads'],
    ['PUT', '/content/pages'],
    ['GET', '/seller/account'],
    ['POST', '/remotes/:name/live'],
    ['GET', '/analytics/summary'],
    ['GET', '/bagx'],
    ['GET', '/api/bag'],
    ['GET', '/user'],
    ['DELETE', '/user/profile'],
    ['GET', '/campaigns'],
    ['GET', ''],
  ])('service A refuses %s %s', (method, path) => {
    expect(embedSessionAllows('main-api', method, path)).toBe(false);
  });

  it.each([
    ['GET', '/campaigns'],
    ['GET', '/campaigns/:id'],
    ['PATCH', '/campaigns/:id'],
    ['POST', '/campaigns/bag'],
    ['POST', '/campaigns/brief'],
    ['POST', '/campaigns/:id/plans/:planId/approve'],
    ['POST', '/campaigns/:id/request-approval'],
    ['PUT', '/campaigns/:id/users'],
    ['POST', '/campaigns/:id/payments/order'],
    ['POST', '/campaigns/:id/payments'],
    ['POST', '/campaigns/:id/uploads'],
    ['DELETE', '/campaigns/c1/uploads/u1'],
    ['GET', '/campaigns/:id/report'],
    ['GET', '/campaigns/:id/media-options/:optionId/schedule/:index'],
    ['GET', '/campaigns/c1/delivery'],
    ['POST', '/campaigns/c1/make-goods'],
    ['GET', '/campaigns/c1/proofs'],
    ['GET', '/proofs/p1/preview'],
    ['GET', '/proofs/p1/file'],
  ])('service B: %s %s', (method, path) => {
    expect(embedSessionAllows('campaign-service', method, path)).toBe(true);
  });

  it.each([
    ['POST', '/campaigns/:id/report/rows'],
    ['POST', '/campaigns/:id/report/rows.csv'],
    ['PUT', '/campaigns/:id/media-options/:optionId/schedule/:index'],
    ['POST', '/campaigns/c1/media-options/o1/schedule/0/proof'],
    ['POST', '/campaigns/c1/lines/l1/proofs'],
    ['GET', '/proofs/queue'],
    ['POST', '/proofs/p1/verify'],
    ['POST', '/proofs/p1/reject'],
    ['GET', '/seller/proof-lines'],
    ['PUT', '/options/o1/place'],
    ['GET', '/payments/config'],
    ['GET', '/bag'],
    ['POST', '/auth/logout'],
    ['GET', '/campaign'],
  ])('service B refuses %s %s', (method, path) => {
    expect(embedSessionAllows('campaign-service', method, path)).toBe(false);
  });
});
