// The frame the releases overview and the roadmap share: page padding, a header with the view's title,
// a line of counts and its actions, and a centred slot for loading / failure states.
import styled from 'styled-components';
import { below } from '../../../ui';

/** `$fill`: the page takes the height it is given and scrolls inside (the roadmap's table). */
export const ViewPage = styled.section<{ $fill?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  flex: ${({ $fill }) => ($fill ? '1 1 auto' : '1 0 auto')};
  min-height: 0;
  padding: 24px;
  ${below('sm')} {
    gap: 12px;
    padding: 16px 12px;
  }
`;

export const ViewBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`;

export const ViewHeading = styled.div`
  & h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: -0.01em;
  }
  & p {
    margin-top: 2px;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const ViewCenter = styled.div`
  display: grid;
  place-items: center;
  flex: 1;
  min-height: 240px;
  color: ${({ theme }) => theme.color.textMuted};
`;
