// The time left of a one-time password (valid 1 hour, spec section 9), from its expiry: a
// deadline compared with the clock on every look, never a count of ticks (a sleeping laptop or
// a throttled background tab still reads the right figure when it wakes).

export interface TimeLeft {
  expired: boolean;
  minutes: number;
  seconds: number;
}

export function otpTimeLeft(expiresAt: string, now: number): TimeLeft {
  const left = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  return { expired: left === 0, minutes: Math.floor(left / 60), seconds: left % 60 };
}
