import { ApiError } from 'shared-domain';
import { fieldOfError } from './index';

describe('fieldOfError', () => {
  const fields = ['units', 'from', 'to'] as const;
  it('reads the field a 400 names: the body, the per-field messages, then the start of the message', () => {
    expect(fieldOfError(new ApiError(400, 'bad_request', 'nope', { field: 'to' }), fields)).toBe('to');
    expect(fieldOfError(new ApiError(400, 'bad_request', 'nope', { fields: { units: 'Too many' } }), fields)).toBe('units');
    expect(fieldOfError(new ApiError(400, 'bad_request', 'units: only 4 units exist on these days'), fields)).toBe('units');
    expect(fieldOfError(new ApiError(400, 'bad_request', 'From is in the past'), fields)).toBe('from');
  });
  it('names no field for another word, a field not asked about, or another status', () => {
    expect(fieldOfError(new ApiError(400, 'bad_request', 'fromage'), fields)).toBeNull();
    expect(fieldOfError(new ApiError(400, 'bad_request', 'The hold could not be placed, try to again'), fields)).toBeNull();
    expect(fieldOfError(new ApiError(400, 'bad_request', 'nope', { field: 'reason' }), fields)).toBeNull();
    expect(fieldOfError(new ApiError(409, 'taken', 'from'), fields)).toBeNull();
    expect(fieldOfError(new Error('units'), fields)).toBeNull();
  });
});
