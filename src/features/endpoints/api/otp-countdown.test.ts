import { describe, expect, it } from 'vitest';
import { otpTimeLeft } from './otp-countdown';

const EXPIRES = '2026-11-19T10:00:00Z';
const at = (iso: string) => Date.parse(iso);

describe('otpTimeLeft', () => {
  it('counts down from the expiry: an hour when just generated', () => {
    expect(otpTimeLeft(EXPIRES, at('2026-11-19T09:00:00Z'))).toEqual({
      expired: false,
      minutes: 60,
      seconds: 0,
    });
    expect(otpTimeLeft(EXPIRES, at('2026-11-19T09:00:01Z'))).toEqual({
      expired: false,
      minutes: 59,
      seconds: 59,
    });
  });

  it('reads the clock, not ticks: a wake after 45 minutes shows 15 minutes left at once', () => {
    expect(otpTimeLeft(EXPIRES, at('2026-11-19T09:45:00Z'))).toEqual({
      expired: false,
      minutes: 15,
      seconds: 0,
    });
  });

  it('rounds a part second up, so the last second shows until the expiry', () => {
    expect(otpTimeLeft(EXPIRES, at('2026-11-19T09:59:59.500Z'))).toEqual({
      expired: false,
      minutes: 0,
      seconds: 1,
    });
  });

  it('is expired at and after the expiry', () => {
    expect(otpTimeLeft(EXPIRES, at('2026-11-19T10:00:00Z'))).toEqual({
      expired: true,
      minutes: 0,
      seconds: 0,
    });
    expect(otpTimeLeft(EXPIRES, at('2026-11-19T11:00:00Z')).expired).toBe(true);
  });
});
