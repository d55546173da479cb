// Where a sign-in comes back to: only a path of this app, however the address was bent.
import { describe, expect, it } from 'vitest';
import { signInPathFor, withReturnTo } from './returnTo';

describe('withReturnTo', () => {
  it('adds the path to the query, and nothing for none or "/"', () => {
    expect(withReturnTo('/signin', '/admin')).toBe('/signin?returnTo=%2Fadmin');
    expect(withReturnTo('/signin?mode=magic', '/admin')).toBe('/signin?mode=magic&returnTo=%2Fadmin');
    expect(withReturnTo('/signin', null)).toBe('/signin');
    expect(withReturnTo('/signin', '/')).toBe('/signin');
  });

  it('sends a visitor to sign in and back', () => {
    expect(signInPathFor('/present/4')).toBe('/signin?returnTo=%2Fpresent%2F4');
    expect(signInPathFor('//evil.example')).toBe('/signin');
  });
});
