// The pulse of a live signal (a running meeting's dot, a connection coming back): a few beats when it shows,
// then still. Motion that starts by itself stops within five seconds (WCAG 2.2.2 Pause, Stop, Hide), and a
// dot that beats for a whole meeting repaints every follower's page and the room's projector sixty times a
// second (a board in a meeting: a fifth of a CPU core at rest in Chromium). Opacity alone, which the
// compositor animates without repainting the page.
import { css, keyframes } from 'styled-components';

/** How long motion that starts by itself may last (WCAG 2.2.2). */
export const MOTION_LIMIT_MS = 5000;

const fade = keyframes`
  50% { opacity: 0.35; }
`;

/** Beats of `periodMs` each, as many as end within MOTION_LIMIT_MS; none with reduced motion. */
export function pulse(periodMs: number) {
  const beats = Math.max(1, Math.floor(MOTION_LIMIT_MS / periodMs));
  return css`
    animation: ${fade} ${periodMs}ms ease-in-out ${beats};
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  `;
}
