// The admin list's retry rule (spec 7): up to 3 retries with backoff, none on 403.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { retryDelay, withAdminRetry } from './useAdminUsers';

const noWait = () => Promise.resolve();

describe('withAdminRetry', () => {
  it('retries failures up to 3 times, then gives up', async () => {
    const load = vi.fn(async () => {
      throw new ApiError(503, 'Service Unavailable', '');
    });
    await expect(withAdminRetry(load, 3, noWait)).rejects.toThrow('503: Service Unavailable');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('returns as soon as a retry succeeds', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(['ok']);
    await expect(withAdminRetry(load, 3, noWait)).resolves.toEqual(['ok']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 403', async () => {
    const load = vi.fn(async () => {
      throw new ApiError(403, 'Forbidden', '{"error":"Admin access required"}');
    });
    await expect(withAdminRetry(load, 3, noWait)).rejects.toMatchObject({ status: 403 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('backs off 1 s, 2 s, 4 s, capped at 30 s', () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});
