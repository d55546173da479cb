// @vitest-environment happy-dom
// ImpactIcon: every impact is a drawing of its own, named by the impact when it stands alone and hidden
// beside its written name — never an emoji that a machine without a colour-emoji font shows as a box.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPACTS } from '../../../common/schemas/cards';
import { IMPACT_LABELS, ImpactIcon } from './index';

afterEach(cleanup);

describe('ImpactIcon', () => {
  it('names each impact and draws each one differently, without emoji', () => {
    const { container } = render(
      <>
        {IMPACTS.map((impact) => (
          <ImpactIcon key={impact} impact={impact} />
        ))}
      </>,
    );
    for (const impact of IMPACTS)
      expect(screen.getByRole('img', { name: IMPACT_LABELS[impact] })).toBeTruthy();
    const drawings = [...container.querySelectorAll('svg')].map((svg) =>
      [...svg.children]
        .filter((child) => child.tagName !== 'title')
        .map((child) => child.outerHTML)
        .join(''),
    );
    expect(new Set(drawings).size).toBe(IMPACTS.length);
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('is hidden from assistive tech beside the written name', () => {
    render(
      <span>
        <ImpactIcon impact="rush" decorative /> Rush
      </span>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
