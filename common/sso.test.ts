// The one rule of a return path (client and server): only a path of this app, however the address was bent.
import { describe, expect, it } from 'vitest';
import { sameAppPath } from './sso';

describe('sameAppPath', () => {
  it('keeps a path of this app, with its query and fragment', () => {
    expect(sameAppPath('/admin')).toBe('/admin');
    expect(sameAppPath('/present/4?x=1#card/2')).toBe('/present/4?x=1#card/2');
  });

  it.each([
    null,
    42,
    `/${'a'.repeat(2000)}`,
    '',
    'admin',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /admin',
    '/ad min',
  ])('refuses %j', (value) => {
    expect(sameAppPath(value)).toBeNull();
  });
});
