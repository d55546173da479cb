// Around the value × effort matrix: the toolbar (title, counts, how to move a card, and a line that says what
// the last move did, read out too), and the designed states: loading, no scoring model with a value, no
// cards, no card through the filters.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { plural } from '../../../../common/plural';
import { SCORING_MODEL_LABELS, type ScoringModel } from '../../../../common/estimation';
import { openDialog } from '../../store/dialogs';
import { clearFilters, setMode } from '../../store/view';
import { below, Button, EmptyState, MatrixIcon, SearchIcon, Spinner } from '../../ui';
import { ViewBar, ViewCenter, ViewHeading, ViewPage } from '../board/releases/viewChrome';

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  & [role='status'] {
    min-height: 1.3em;
    color: ${({ theme }) => theme.color.text};
    text-align: right;
  }
  ${below('sm')} {
    align-items: flex-start;
    & [role='status'] {
      text-align: left;
    }
  }
`;

export interface MatrixToolbarProps {
  placed: number;
  unplaced: number;
  /** Every card of the project, and those the sidebar's filters let through. */
  cards: number;
  shown: number;
  /** What the last move did, shown and read out (an empty line until then). */
  status: string;
}

export function MatrixToolbar({ placed, unplaced, cards, shown, status }: MatrixToolbarProps) {
  const filtered = shown === cards ? '' : ` · ${shown} of ${plural(cards, 'card')} shown`;
  return (
    <ViewBar>
      <ViewHeading>
        <h2>Value × Effort</h2>
        <p>
          {plural(placed, 'card')} placed · {unplaced} not placed yet{filtered}
        </p>
      </ViewHeading>
      <Side>
        <p>Drag a card, or focus it and use the arrow keys. Enter opens it.</p>
        <p role="status" data-testid="matrix-status">
          {status}
        </p>
      </Side>
    </ViewBar>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <ViewPage $fill>
      <ViewCenter>{children}</ViewCenter>
    </ViewPage>
  );
}

export function MatrixLoading({ failed }: { failed: boolean }) {
  return (
    <Centered>
      {failed ? <p>Failed to load project data</p> : <Spinner size={24} label="Loading Value × Effort" />}
    </Centered>
  );
}

/** The project scores another way (or not at all): the matrix places cards by the model's Value. */
export function MatrixNeedsModel({ model, owner }: { model: ScoringModel; owner: boolean }) {
  const now =
    model === 'none'
      ? 'This project has no scoring model yet.'
      : `This project scores with ${SCORING_MODEL_LABELS[model]}.`;
  const who = owner ? 'Choose it in the project’s settings.' : 'The folder’s owner can choose it.';
  return (
    <Centered>
      <EmptyState
        icon={<MatrixIcon size={22} />}
        title="Value × Effort places cards by Value and Estimate"
        text={`It works with the ‘${SCORING_MODEL_LABELS.valueEffort}’ scoring model, which gives each card a Value from 1 to 10. ${now} ${who}`}
        action={
          owner ? <Button onClick={() => openDialog('projects')}>Open Manage Projects</Button> : undefined
        }
      />
    </Centered>
  );
}

export function MatrixNoCards() {
  return (
    <Centered>
      <EmptyState
        icon={<MatrixIcon size={22} />}
        title="No cards yet"
        text="Add cards to the backlog and give them a value and an estimate: each takes its place here."
        action={<Button onClick={() => setMode('backlog')}>Go to Backlog</Button>}
      />
    </Centered>
  );
}

export function MatrixNoMatches() {
  return (
    <Centered>
      <EmptyState
        icon={<SearchIcon size={22} />}
        title="No cards match the filters"
        text="Change or clear the filters in the sidebar to see cards here."
        action={<Button onClick={clearFilters}>Clear filters</Button>}
      />
    </Centered>
  );
}
