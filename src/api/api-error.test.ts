import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE, isApiError } from './api-error';

const json = (status: number) =>
  new Response(null, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('ApiError', () => {
  it("carries the server's message and reply", () => {
    const reply = { isSuccess: false, message: 'The requested item was not found.', entityData: null };
    const error = ApiError.fromResponse(json(404), reply);
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(404);
    expect(error.message).toBe('The requested item was not found.');
    expect(error.messageKey).toBeNull();
    expect(error.data).toEqual(reply);
    expect(error.fieldErrors).toEqual([]);
  });

  it('falls back to the generic text when the server gave no message', () => {
    for (const data of [{ isSuccess: false }, { isSuccess: false, message: '  ' }, null]) {
      const error = new ApiError({ status: 503, data });
      expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
      expect(error.message).toBe('Something went wrong!');
      expect(error.messageKey).toBe('errors.generic');
    }
  });

  it('reads the field errors of a 400', () => {
    const reply = {
      isSuccess: false,
      message: 'The request has invalid fields.',
      errors: [
        {
          field: '/shortName',
          messageKey: 'validation.company.shortName.length',
          message: 'Company short name must be 4 to 15 characters.',
        },
        { field: '/city' }, // malformed: dropped
      ],
    };
    const error = ApiError.fromResponse(json(400), reply);
    expect(error.message).toBe('The request has invalid fields.');
    expect(error.fieldErrors).toEqual([reply.errors[0]]);
  });

  it('has no field errors for other statuses, even if the body has `errors`', () => {
    expect(
      new ApiError({
        status: 500,
        data: { message: 'x', errors: [{ field: '/a', messageKey: 'k', message: 'm' }] },
      }).fieldErrors,
    ).toEqual([]);
  });

  it('keeps no data when the reply was not JSON (e.g. a proxy error page)', () => {
    const html = new Response(null, { status: 502, headers: { 'content-type': 'text/html' } });
    const error = ApiError.fromResponse(html, '<html>Bad Gateway</html>');
    expect(error.data).toBeNull();
    expect(error.message).toBe('Something went wrong!');
  });
});
