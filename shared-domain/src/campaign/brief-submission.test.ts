import type { AxiosInstance } from 'axios';
import { ApiError } from '../api/api-error';
import type { Brief } from '../entities/entities';
import { defaultBrief } from './brief';
import {
  BRIEF_SUBMIT_TEXT, briefCampaignPath, briefRequest, briefSubmitFailure, briefSubmittedEvents, createCampaignFromBrief, newBriefKey,
} from './brief-submission';

const TODAY = '2025-03-05';

function brief(over: (b: Brief) => void = () => {}): Brief {
  const b = defaultBrief(TODAY);
  b.brand.name = '  Chai   Point ';
  b.brand.url = 'chaipoint.com';
  b.brand.category = 'Food & Beverage';
  b.campaignDetails.objective = 'Brand awareness';
  b.targetGroup.geos = ['Mumbai', ' mumbai', 'Pune'];
  over(b);
  return b;
}

/** A service B whose POST answers `data` and records what it was sent. */
function api(data: unknown, status = 201) {
  const post = jest.fn(async () => ({ data, status }));
  return { client: { post } as unknown as Pick<AxiosInstance, 'post'>, post };
}

describe('briefRequest', () => {
  it('normalises a brief that passes the rules: the body every sender posts', () => {
    const request = briefRequest(brief(), TODAY);
    expect(request.ok).toBe(true);
    if (!request.ok) return;
    expect(request.brief.brand).toEqual({ name: 'Chai   Point', url: 'https://chaipoint.com/', salesChannel: [], category: 'Food & Beverage' });
    expect(request.brief.targetGroup.geos).toEqual(['Mumbai', 'Pune']);
  });

  it('refuses a brief the server would refuse, in the server’s words, field by field', () => {
    const request = briefRequest(brief((b) => {
      b.brand.name = ' ';
      b.campaignDetails.duration.startDate = '2025-03-01';
    }), TODAY);
    expect(request).toEqual({
      ok: false,
      errors: { 'brand.name': 'Enter the brand name', 'campaignDetails.startDate': 'The start date cannot be in the past' },
      message: 'The brief is not complete: Enter the brand name; The start date cannot be in the past',
    });
  });
});

describe('createCampaignFromBrief', () => {
  it('posts the brief to /campaigns/brief with the Idempotency-Key and answers the new id', async () => {
    const { client, post } = api({ _id: 'c-1' });
    const body = brief();
    await expect(createCampaignFromBrief(client, body, 'key-1')).resolves.toBe('c-1');
    expect(post).toHaveBeenCalledWith('/campaigns/brief', body, { headers: { 'Idempotency-Key': 'key-1' } });
  });

  it('SPEC.md 3.11: sends the campaign\'s client, request a callback and execute with TMA with the brief', async () => {
    const { client, post } = api({ _id: 'c-1' });
    const body = brief();
    await createCampaignFromBrief(client, body, 'key-1', { client: 'Acme Foods', requestCallback: true, executeWithTma: false });
    expect(post).toHaveBeenCalledWith(
      '/campaigns/brief', { ...body, client: 'Acme Foods', requestCallback: true, executeWithTma: false }, { headers: { 'Idempotency-Key': 'key-1' } },
    );
  });

  it('takes the id of a campaign wrapped in `campaign`', async () => {
    await expect(createCampaignFromBrief(api({ campaign: { _id: 'c-2' } }).client, brief(), 'k')).resolves.toBe('c-2');
  });

  it('rejects an answer without an id, with the server’s message when it gave one', async () => {
    await expect(createCampaignFromBrief(api({}).client, brief(), 'k')).rejects.toMatchObject({ code: 'no_campaign_id', message: 'The server did not return the new campaign' });
    await expect(createCampaignFromBrief(api({ message: 'Held for review' }, 202).client, brief(), 'k')).rejects.toMatchObject({ status: 202, message: 'Held for review' });
  });
});

describe('briefSubmitFailure', () => {
  it('says a 401 ended the session, no answer is the network, else the server’s words', () => {
    expect(briefSubmitFailure(new ApiError(401, 'unauthorized', 'Token expired'))).toBe(BRIEF_SUBMIT_TEXT.expired);
    expect(briefSubmitFailure(new ApiError(0, 'network_error', 'Network Error'))).toBe('Could not send the brief. Could not reach the server. Check your connection and try again.');
    expect(briefSubmitFailure(new ApiError(400, 'bad_request', 'The brief is not complete: Enter the start date')))
      .toBe('Could not send the brief. The brief is not complete: Enter the start date');
  });
});

describe('after the send', () => {
  it('announces the campaign and links to its page', () => {
    expect(briefSubmittedEvents('c 1')).toEqual([
      { type: 'snackbar/shown', message: 'Brief submitted', tone: 'info' },
      { type: 'campaign/saved', campaignId: 'c 1' },
    ]);
    expect(briefCampaignPath('c 1')).toBe('/dashboard/c%201');
  });

  it('makes a new key each time', () => {
    expect(newBriefKey()).not.toBe(newBriefKey());
  });
});
