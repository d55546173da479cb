// The layer that holds the projector's picture at its natural size, placed and scaled by a CSS transform
// (the roadmap's page, or the value × effort matrix): it fades in, eases to a new scale, dims when revoked.
import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; }
`;

export const Stage = styled.div<{ $dim: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  transform-origin: 0 0;
  transition:
    transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.ease},
    filter 600ms ease,
    opacity 600ms ease;
  animation: ${appear} 260ms ease both;
  opacity: ${({ $dim }) => ($dim ? 0.3 : 1)};
  filter: ${({ $dim }) => ($dim ? 'grayscale(0.7)' : 'none')};
`;
