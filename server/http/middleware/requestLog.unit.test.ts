// Request log levels: a signed-out page load's expected 401 from GET /api/auth/user is not a warning.
import { describe, expect, it } from 'vitest';
import { requestLevel } from './requestLog';

describe('requestLevel', () => {
  it('logs the signed-out answer of GET /api/auth/user at info', () => {
    expect(requestLevel({ method: 'GET', path: '/api/auth/user', status: 401 })).toBe('info');
  });

  it('keeps other refusals at warn and server errors at error', () => {
    expect(requestLevel({ method: 'GET', path: '/api/clients', status: 401 })).toBe('warn');
    expect(requestLevel({ method: 'POST', path: '/api/auth/signin', status: 401 })).toBe('warn');
    expect(requestLevel({ method: 'GET', path: '/api/auth/user', status: 500 })).toBe('error');
    expect(requestLevel({ method: 'GET', path: '/api/auth/user', status: 200 })).toBe('info');
  });
});
