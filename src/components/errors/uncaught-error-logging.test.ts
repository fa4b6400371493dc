import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { installUncaughtErrorLogging, MAX_UNCAUGHT_REPORTS } from './uncaught-error-logging';

function setup() {
  const target = new EventTarget();
  const send = vi.fn();
  const client = {} as ApiClient;
  const stop = installUncaughtErrorLogging({
    client,
    target: target as unknown as Window,
    email: () => 'group.admin@sandbox.test',
    page: () => '/endpoints/computers/all',
    browser: () => 'Chromium',
    send,
  });
  const error = (value: unknown) => {
    const event = new Event('error') as Event & { error: unknown; message: string };
    Object.assign(event, { error: value, message: String(value) });
    target.dispatchEvent(event);
  };
  const rejection = (reason: unknown) => {
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    Object.assign(event, { reason });
    target.dispatchEvent(event);
  };
  return { send, stop, error, rejection, client };
}

describe('uncaught app errors', () => {
  it('are posted to the remote log with email, exception, page and browser', () => {
    const { send, error, client } = setup();
    const thrown = new TypeError("Cannot read properties of undefined (reading 'computerGuid')");
    error(thrown);
    expect(send).toHaveBeenCalledWith(client, {
      email: 'group.admin@sandbox.test',
      exception: expect.stringContaining(
        "TypeError: Cannot read properties of undefined (reading 'computerGuid')",
      ),
      endpoint: '/endpoints/computers/all',
      browser: 'Chromium',
    });
  });

  it('include unhandled promise rejections', () => {
    const { send, rejection } = setup();
    rejection(new Error('lost promise'));
    expect(send.mock.calls[0]?.[1].exception).toContain('Error: lost promise');
  });

  it('are sent once each, and not more than a few per page', () => {
    const { send, error } = setup();
    error(new Error('same'));
    error(new Error('same'));
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i += 1) error(new Error(`error ${i}`));
    expect(send).toHaveBeenCalledTimes(MAX_UNCAUGHT_REPORTS);
  });

  it('leave out failed API calls (the client logged them) and browser noise', () => {
    const { send, rejection, error } = setup();
    rejection(new ApiError({ status: 502, data: null }));
    error('ResizeObserver loop completed with undelivered notifications.');
    expect(send).not.toHaveBeenCalled();
  });

  it('stop being logged when asked', () => {
    const { send, stop, error } = setup();
    stop();
    error(new Error('after stop'));
    expect(send).not.toHaveBeenCalled();
  });
});
