import { campaignBaseFrom, configFromMount } from './dashboard-config';

it('derives service B from service A', () => {
  expect(campaignBaseFrom('/api')).toBe('/campaign-api');
  expect(campaignBaseFrom('https://ads.example.in/api/')).toBe('https://ads.example.in/campaign-api');
  expect(campaignBaseFrom('https://x.in')).toBe('https://x.in/campaign-api');
  expect(configFromMount({ apiBase: '/api', campaignApiBase: '/cb' }).campaignApiBase).toBe('/cb');
});
