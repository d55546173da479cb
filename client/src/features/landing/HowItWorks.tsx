// The "how it works" strip under the demo: the four verbs of the headline, one short line each.
import styled from 'styled-components';
import { DownloadIcon, ListIcon, PlusIcon, RoadmapIcon, below } from '../../ui';

const Strip = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${below('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${below('sm')} {
    grid-template-columns: 1fr;
  }
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 18px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  ${below('sm')} {
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr);
    column-gap: 14px;
    row-gap: 2px;
    padding: 14px 16px;
    & > span {
      grid-row: span 2;
      margin-bottom: 0;
    }
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin-bottom: 6px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentSoftText};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  & small {
    margin-right: 6px;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme }) => theme.color.textMuted};
`;

const STEPS = [
  {
    name: 'Capture',
    icon: <PlusIcon size={16} />,
    text: 'Type an idea and press Enter, or paste a whole list at once.',
  },
  { name: 'Sort', icon: <ListIcon size={16} />, text: 'Drag to rank. Group by impact, use case or release.' },
  {
    name: 'Plan',
    icon: <RoadmapIcon size={16} />,
    text: 'Lay cards out on a roadmap of releases and sprints.',
  },
  {
    name: 'Export',
    icon: <DownloadIcon size={16} />,
    text: 'Share folders with your team live; CSV for everyone else.',
  },
];

export function HowItWorks() {
  return (
    <Strip aria-label="How it works">
      {STEPS.map((step, index) => (
        <Step key={step.name}>
          <Icon aria-hidden="true">{step.icon}</Icon>
          <Name>
            <small>{index + 1}</small>
            {step.name}
          </Name>
          <Text>{step.text}</Text>
        </Step>
      ))}
    </Strip>
  );
}
