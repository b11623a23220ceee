import { ApiError, fieldErrorsOf, toApiError } from './api-error';

const answered = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });

describe('the per-field messages of an error answer', () => {
  it('reads the one per-field shape: fields by path', () => {
    const body = { error: 'bad_request', message: 'name: Enter a name', fields: { name: 'Enter a name', 'hostnames.1': 'localhost is a local name' } };
    expect(fieldErrorsOf(body)).toEqual({ name: 'Enter a name', 'hostnames.1': 'localhost is a local name' });
    expect(toApiError(answered(400, body)).fields).toEqual({ name: 'Enter a name', 'hostnames.1': 'localhost is a local name' });
  });

  it('finds none in a body without them, in a list, or in values that are not text', () => {
    expect(fieldErrorsOf({ error: 'bad_request', message: 'No' })).toEqual({});
    expect(fieldErrorsOf({ fields: [{ field: 'title', message: 'Empty' }] })).toEqual({});
    expect(fieldErrorsOf({ fields: { title: 'Empty', count: 3, nested: { a: 'b' } } })).toEqual({ title: 'Empty' });
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf('Server Error')).toEqual({});
  });

  it('are read from any answer that names a field (a 409 too), and from no answer none', () => {
    expect(toApiError(answered(409, { error: 'conflict', message: 'Taken', fields: { 'hostnames.0': 'Taken' } })).fields).toEqual({ 'hostnames.0': 'Taken' });
    expect(new ApiError(0, 'network_error', 'Offline').fields).toEqual({});
  });
});
