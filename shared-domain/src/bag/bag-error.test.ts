import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../api/api-error';
import { BAG_SERVER_ERROR, bagErrorMessage } from './bag-error';

const answer = (status: number, data?: unknown) => Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data }, isAxiosError: true });

describe('bagErrorMessage', () => {
  it("SPEC.md 8: a non-ok bag answer says 'Server Error!', with the answer's own words after it", () => {
    expect(BAG_SERVER_ERROR).toBe('Server Error!');
    expect(bagErrorMessage(answer(409, { error: 'conflict', message: 'The option is no longer available.' }))).toBe('Server Error! The option is no longer available.');
    expect(bagErrorMessage(answer(400, { error: 'bad_request', message: 'Spots must be at least 10' }))).toBe('Server Error! Spots must be at least 10');
    expect(bagErrorMessage(new ApiError(503, 'unavailable', 'Down for maintenance'))).toBe('Server Error! Down for maintenance');
  });

  it("SPEC.md 8: an answer without words, or with the generic ones, is 'Server Error!' alone (never twice)", () => {
    expect(bagErrorMessage(answer(500))).toBe('Server Error!');
    expect(bagErrorMessage(answer(404))).toBe('Server Error!');
    expect(bagErrorMessage(answer(502, { message: 'Server Error!' }))).toBe('Server Error!');
    expect(bagErrorMessage(new ApiError(500, 'internal', 'Server Error! Try again'))).toBe('Server Error! Try again');
  });

  it("SPEC.md 8: no answer at all is 'Server Error!' with why (timeout or network)", () => {
    expect(bagErrorMessage(new ApiError(0, 'timeout', TIMEOUT_MESSAGE))).toBe(`Server Error! ${TIMEOUT_MESSAGE}`);
    expect(bagErrorMessage(Object.assign(new Error('Network Error'), { isAxiosError: true }))).toBe(`Server Error! ${NETWORK_MESSAGE}`);
  });
});
