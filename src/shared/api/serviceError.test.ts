import { errorMessage, errorStatus, fieldErrors } from './serviceError';

describe('reading a failed call', () => {
  const refused = {
    status: 404,
    data: { isSuccess: false, message: 'Order not found', errors: { orderNumber: ['No such order'] } },
  };

  it('gives the HTTP status, the kind of a failure without an answer, and nothing for other values', () => {
    expect(errorStatus(refused)).toBe(404);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('FETCH_ERROR');
    expect(errorStatus(undefined)).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
    expect(errorStatus({ status: { code: 404 } })).toBeUndefined();
    expect(errorStatus(new Error('boom'))).toBeUndefined();
  });

  it("gives the server's message and field errors, or the fallback", () => {
    expect(errorMessage(refused, 'Failed')).toBe('Order not found');
    expect(fieldErrors(refused)).toEqual({ orderNumber: ['No such order'] });
    expect(errorMessage({ status: 500, data: 'Internal Server Error' }, 'Failed')).toBe('Failed');
    expect(fieldErrors({ status: 500 })).toBeUndefined();
  });
});
