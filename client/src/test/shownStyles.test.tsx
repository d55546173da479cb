// @vitest-environment happy-dom
// A screen's test page keeps the CSS that decides what is shown and reachable, and drops the rest.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import styled from 'styled-components';
import { renderPage } from './renderPage';

afterEach(cleanup);

const NarrowOnly = styled.span`
  display: none;
  color: rgb(255, 0, 0);
`;
const Inert = styled.div`
  pointer-events: none;
  padding: 7px;
`;
const Spaced = styled.p`
  margin: 11px;
  @media (max-width: 600px) {
    margin: 3px;
  }
`;

describe('the styles of a screen’s test page', () => {
  it('keep what hides a thing or lets a click through, and nothing of its look', () => {
    renderPage(
      <>
        <button type="button">
          <NarrowOnly data-testid="narrow">APP-001</NarrowOnly>
          Night theme
        </button>
        <Inert data-testid="inert">Behind</Inert>
        <Spaced data-testid="spaced">Text</Spaced>
      </>,
    );
    const narrow = getComputedStyle(screen.getByTestId('narrow'));
    expect(narrow.display).toBe('none');
    expect(narrow.color).not.toBe('rgb(255, 0, 0)');
    // Hidden, so not part of the button's accessible name.
    expect(screen.getByRole('button', { name: 'Night theme' })).toBeTruthy();
    const inert = getComputedStyle(screen.getByTestId('inert'));
    expect(inert.pointerEvents).toBe('none');
    expect(inert.padding).not.toBe('7px');
    expect(getComputedStyle(screen.getByTestId('spaced')).margin).not.toBe('11px');

    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('display:none');
    expect(css).toContain('pointer-events:none');
    for (const dropped of ['rgb(255, 0, 0)', 'padding', 'margin', '@media'])
      expect(css).not.toContain(dropped);
  });
});
