import { campaignBaseFrom } from './clients';

it('derives the campaign service base from the main API base', () => {
  expect(campaignBaseFrom('/api')).toBe('/campaign-api');
  expect(campaignBaseFrom('https://mm.example/api/')).toBe('https://mm.example/campaign-api/');
  expect(campaignBaseFrom('https://api.example/v1/api')).toBe('https://api.example/v1/campaign-api');
});
