// @vitest-environment happy-dom
// 'Present' in the roadmap toolbar: a link to the project's projector view that opens a new tab.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { PresentButton } from './PresentButton';

afterEach(cleanup);

it('opens /present/{projectId} in a new tab', () => {
  renderPage(<PresentButton projectId={42} />);
  const link = screen.getByRole('link', { name: 'Present' });
  expect(link.getAttribute('href')).toBe('/present/42');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener');
});
