// The Cardplan wordmark: a small card-stack mark, "Card" bold + "plan" light.
import styled from 'styled-components';

const Wrapper = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => Math.round($size * 0.4)}px;
  font-size: ${({ $size }) => $size}px;
  line-height: 1;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.color.text};
`;

const Mark = styled.svg`
  flex: none;
`;

const Bold = styled.b`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Light = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.light};
`;

export function Brand({ size = 20, className }: { size?: number; className?: string }) {
  const mark = Math.round(size * 1.3);
  return (
    <Wrapper $size={size} className={className}>
      <Mark width={mark} height={mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect x="2" y="2" width="28" height="28" rx="8" fill="#5B5BD6" />
        <rect x="8" y="9" width="16" height="4" rx="2" fill="#fff" />
        <rect x="8" y="15" width="11" height="4" rx="2" fill="#fff" fillOpacity="0.75" />
        <rect x="8" y="21" width="7" height="4" rx="2" fill="#fff" fillOpacity="0.5" />
      </Mark>
      <span>
        <Bold>Card</Bold>
        <Light>plan</Light>
      </span>
    </Wrapper>
  );
}
