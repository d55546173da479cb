// @vitest-environment happy-dom
// The users table says how each person signs in: with a password, through single sign-on, both, or neither yet.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../api/admin';
import { renderPage } from '../../test/renderPage';
import { UsersTable } from './UsersTable';

afterEach(cleanup);

const person = (email: string, signsInWith: AdminUser['signsInWith']): AdminUser => ({
  id: email,
  email,
  firstName: null,
  lastName: null,
  accessLevel: 'user',
  emailVerified: true,
  createdAt: '2025-03-04T10:00:00.000Z',
  featureCount: 0,
  signsInWith,
});

describe('UsersTable', () => {
  it('labels how each person signs in', () => {
    const users = [
      person('pat@example.com', ['password']),
      person('sam@example.com', ['sso']),
      person('bo@example.com', ['sso', 'password']),
      person('new@example.com', []),
    ];
    renderPage(<UsersTable users={users} currentUserId={undefined} onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Sign-in' })).toBeTruthy();
    const signIn = (email: string) => {
      const row = screen.getByText(email).closest('tr')!;
      const cell = within(row)
        .getAllByRole('cell')
        .find((td) => td.classList.contains('signin'))!;
      // On phones the cell shows its label before the value: "Signs in with Password".
      expect(cell.getAttribute('data-label')).toBe('Signs in with');
      return cell.textContent;
    };
    expect(signIn('pat@example.com')).toBe('Password');
    expect(signIn('sam@example.com')).toBe('SSO');
    expect(signIn('bo@example.com')).toBe('Password and SSO');
    expect(signIn('new@example.com')).toBe('—');
  });
});
