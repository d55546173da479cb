// Page-wide CSS: a small reset, the theme's base colours and type, a visible focus ring, reduced motion.
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  * { margin: 0; }

  html {
    color-scheme: ${({ theme }) => theme.mode};
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    min-height: 100vh;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.sans};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
    font-feature-settings: 'cv11', 'ss01', 'ss03';
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  #root { min-height: 100vh; }

  img, picture, video, canvas, svg { display: block; max-width: 100%; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  button:disabled { cursor: not-allowed; }
  p, h1, h2, h3, h4, h5, h6 { overflow-wrap: break-word; }
  h1, h2, h3, h4, h5, h6 { line-height: ${({ theme }) => theme.lineHeight.snug}; text-wrap: balance; }
  a { color: ${({ theme }) => theme.color.link}; text-decoration-thickness: 1px; text-underline-offset: 2px; }
  ul[role='list'], ol[role='list'] { list-style: none; padding: 0; }

  ::selection { background: ${({ theme }) => theme.color.selection}; }

  :focus { outline: none; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  /* Reduced motion: animations end at once, and nothing transitions. A transition of 0.01ms (the common reset)
     made every element transition every property that changed, on every change: each frame's work on the main
     thread cost ~2.5 times as much, and each change cost frames to run its transitions. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = `
  position: absolute !important;
  width: 1px; height: 1px;
  padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0);
  white-space: nowrap; border: 0;
`;
