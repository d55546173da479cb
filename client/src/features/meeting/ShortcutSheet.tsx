// The "?" sheet: the board's keyboard shortcuts, meeting keys first.
import styled from 'styled-components';
import { Dialog } from '../../ui';

const SHORTCUTS_TITLE = 'Keyboard shortcuts';

const SECTIONS: { title: string; keys: [string[], string][] }[] = [
  {
    title: 'Running a meeting',
    keys: [
      [['N'], 'Next card of your view'],
      [['P'], 'Previous card of your view'],
      [['V'], 'Open a vote on the spotlight card'],
      [['R'], 'Reveal the votes'],
      [['1', '7'], 'Apply an impact after the reveal'],
      [['1', '0'], 'Vote in planning poker (the deck’s first ten values)'],
      [['Esc'], 'Leave (cancel) the open vote'],
    ],
  },
  {
    title: 'Everywhere on the board',
    keys: [
      [['C'], 'Quick add a card'],
      [['?'], 'Show these shortcuts'],
    ],
  },
];

const Section = styled.section`
  & + & {
    margin-top: 18px;
  }
`;
const Heading = styled.h3`
  margin-bottom: 6px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: 2px;
`;
const Row = styled.div`
  display: contents;
  & > * {
    padding: 7px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;
const Keys = styled.dd`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
const Kbd = styled.kbd`
  min-width: 24px;
  padding: 3px 7px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-bottom-width: 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
`;

export function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={SHORTCUTS_TITLE}
      description="Meeting keys work for the facilitator when no field has the focus."
    >
      {SECTIONS.map((section) => (
        <Section key={section.title}>
          <Heading>{section.title}</Heading>
          <List>
            {section.keys.map(([keys, what]) => (
              <Row key={what}>
                <dt>{what}</dt>
                <Keys>
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 ? '– ' : null}
                      <Kbd>{key}</Kbd>
                    </span>
                  ))}
                </Keys>
              </Row>
            ))}
          </List>
        </Section>
      ))}
    </Dialog>
  );
}
