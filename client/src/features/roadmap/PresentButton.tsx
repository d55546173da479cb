// 'Present' in the roadmap's toolbar: the project's projector view in a new tab, to drag onto the
// projector's screen. A real link, so middle-click and "copy link" work too.
import styled from 'styled-components';
import { buttonStyles, PresentIcon, type ButtonStyleProps } from '../../ui';

const Anchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

export function PresentButton({ projectId }: { projectId: number }) {
  return (
    <Anchor
      href={`/present/${projectId}`}
      target="_blank"
      rel="noopener"
      $variant="secondary"
      $size="sm"
      title="Open the projector view in a new tab"
      data-testid="present-button"
    >
      <PresentIcon />
      Present
    </Anchor>
  );
}
