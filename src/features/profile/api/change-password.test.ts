import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { throttledInWords } from './change-password';

describe('throttledInWords', () => {
  const say = (time: string) => `Try again after ${time}.`;

  it('says when to try again in the user’s words, with the time in their language', () => {
    const error = new ApiError({
      status: 429,
      data: {
        isSuccess: false,
        message: 'Too many failed attempts. Try again after 10:15:00 UTC.',
        retryAt: '2026-11-27T10:15:00.000Z',
        retryAfterSeconds: 120,
      },
    });
    const shown = throttledInWords(error, 'en', say) as ApiError;
    expect(shown.status).toBe(429);
    const time = new Intl.DateTimeFormat('en', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(new Date('2026-11-27T10:15:00.000Z'));
    expect(shown.message).toBe(`Try again after ${time}.`);
  });

  it('leaves every other error as it is', () => {
    const wrong = new ApiError({ status: 400, data: { message: 'bad', errors: [] } });
    expect(throttledInWords(wrong, 'en', say)).toBe(wrong);
    const noWhen = new ApiError({ status: 429, data: { message: 'Too many' } });
    expect(throttledInWords(noWhen, 'en', say)).toBe(noWhen);
  });
});
