// The card detail dialog (spec 2): opened by '#card/{id}', edits one card and saves the changed fields,
// with Copy Link, Delete (confirmed), presence ("{name} is editing") and remote-change notices; its History
// tab lists the card's changes.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { changedFields } from '../../../../../common/board/cardForm';
import { sortReleases } from '../../../../../common/board/releaseOrder';
import { scoringSettingOf } from '../../../../../common/board/estimates';
import type { Card } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import type { Release } from '../../../../../common/schemas/releases';
import { deleteCards, saveCard } from '../../../store/actions/cards';
import { board } from '../../../store/board';
import { focusCard } from '../../../store/live';
import { session } from '../../../store/session';
import { setOpenCard, view } from '../../../store/view';
import { Button, ConfirmDialog, Dialog, TrashIcon, below } from '../../../ui';
import { Loading } from '../../history/LoadStates';
import { SimilarCards } from '../../similar/SimilarCards';
import { useSimilarCards } from '../../similar/useSimilarCards';
import { CardFields } from './CardFields';
import { CardStateBody, cardHeading, stateHeading } from './CardHeading';
import { CardTabs } from './CardTabs';
import { CopyLinkButton } from './CopyLinkButton';
import { estimationProblem } from './EstimationFields';
import { DeletedNotice, EditingNow, RemoteChangeNotice } from './Notices';
import { actorName, editorsOf } from './remoteEdits';
import { useCardEditor } from './useCardEditor';
import { useOpenCard } from './useOpenCard';

const FooterStart = styled.div`
  display: flex;
  gap: 4px;
  margin-right: auto;
  /* On phones the link and delete actions get their own row above Cancel / Save & Close. */
  ${below('sm')} {
    width: 100%;
  }
`;

const DangerButton = styled(Button)`
  color: ${({ theme }) => theme.color.danger};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
`;

// Loaded when the History tab is first opened: most visits to a card never look back.
const CardHistory = lazy(() => import('../../history/CardHistory').then((m) => ({ default: m.CardHistory })));

type CardTab = 'details' | 'history';

const closeCard = () => setOpenCard(null);

/**
 * What the "Similar:" line asks about: the title once it is edited (a card opened as it is asks nothing), in
 * the card's project.
 */
function renamedTitle(title: string | undefined, base: Card | null): [number | null, string] {
  if (title === undefined || !base || title.trim() === base.title.trim()) return [null, ''];
  return [base.projectId, title];
}

export function CardDialog() {
  const { openCardId } = useSnapshot(view);

  // Presence: the others see "{name} is editing" while this card is open here.
  useEffect(() => {
    if (openCardId === null) return;
    focusCard(openCardId);
    return () => focusCard(null);
  }, [openCardId]);

  if (openCardId === null) return null;
  return <OpenCardDialog key={openCardId} cardId={openCardId} />;
}

function OpenCardDialog({ cardId }: { cardId: number }) {
  const found = useOpenCard(cardId);
  const snap = useSnapshot(board);
  const selfId = useSnapshot(session).user?.id;
  const card = found.state === 'ready' || found.state === 'deleted' ? found.card : null;
  const remote = snap.remoteChanges[cardId];
  const editor = useCardEditor(card, remote);
  const similar = useSimilarCards(...renamedTitle(editor.values?.title, editor.base), cardId);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [titleError, setTitleError] = useState<string>();
  const [tab, setTab] = useState<CardTab>('details');
  const [visited, setVisited] = useState<ReadonlySet<CardTab>>(() => new Set<CardTab>(['details']));
  const titleRef = useRef<HTMLInputElement>(null);

  // Opened while loading, the focus sat on Cancel: once the card is there, it belongs in the title.
  const waited = useRef(false);
  const ready = card !== null;
  useEffect(() => {
    if (!ready) waited.current = true;
    else if (waited.current) titleRef.current?.focus();
  }, [ready]);

  const categories = Object.values(snap.categories as Record<number, Category>).sort((a, b) => a.id - b.id);
  const releases = sortReleases(Object.values(snap.releases as Record<number, Release>));
  const setting = scoringSettingOf(snap.project);
  const editors = editorsOf(cardId, snap.presence, selfId);
  const deleted = found.state === 'deleted';
  const nameOf = (actorId: string | undefined) => actorName(actorId, snap.presence, selfId);

  if (!card || !editor.values || !editor.base) {
    const state = found.state === 'ready' || found.state === 'deleted' ? 'loading' : found.state;
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && closeCard()}
        size={state === 'loading' ? 'md' : 'sm'}
        maxHeight="90vh"
        {...stateHeading(state)}
        footer={
          <>
            {found.state === 'failed' ? <Button onClick={found.retry}>Try again</Button> : null}
            <Button onClick={closeCard}>{state === 'loading' ? 'Cancel' : 'Close'}</Button>
          </>
        }
      >
        <CardStateBody state={state} />
      </Dialog>
    );
  }

  const base: Card = editor.base;
  async function saveAndClose() {
    if (!editor.values || deleted) return;
    if (!editor.values.title.trim()) {
      setTitleError('Title is required');
      return;
    }
    if (estimationProblem(base, editor.values, setting)) return;
    setSaving(true);
    const ok = await editor.save(() => saveCard(cardId, changedFields(base, editor.values!)));
    setSaving(false);
    if (ok) closeCard();
  }

  function chooseTab(next: CardTab) {
    setTab(next);
    setVisited((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  }

  function confirmDelete() {
    setConfirming(false);
    closeCard();
    void deleteCards([cardId]);
  }

  const details = (
    <>
      <EditingNow people={editors} />
      {deleted ? <DeletedNotice name={nameOf(found.actorId)} /> : null}
      {editor.notice && !deleted ? (
        <RemoteChangeNotice
          name={nameOf(editor.notice.actorId)}
          theirs={editor.notice.theirs}
          conflicts={editor.notice.conflicts}
          dirty={editor.dirty}
          onLoad={editor.loadTheirs}
          onDismiss={editor.dismissNotice}
        />
      ) : null}
      <CardFields
        values={editor.values}
        onChange={(field, value) => {
          if (field === 'title') setTitleError(undefined);
          editor.setField(field, value);
        }}
        categories={categories}
        releases={releases}
        stored={base}
        setting={setting}
        titleError={titleError}
        titleRef={titleRef}
        titleNote={<SimilarCards cards={deleted ? [] : similar} newTab />}
        disabled={deleted || saving}
      />
    </>
  );

  const categoryColor = card.categoryId === null ? undefined : snap.categories[card.categoryId]?.color;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeCard()}
      size="md"
      maxHeight="90vh"
      dismissOnOutsideClick={!editor.dirty}
      initialFocus={titleRef}
      {...cardHeading({ card, color: categoryColor ?? card.category?.color })}
      footer={
        <>
          <FooterStart>
            <CopyLinkButton cardId={cardId} />
            <DangerButton
              variant="ghost"
              icon={<TrashIcon />}
              disabled={deleted}
              onClick={() => setConfirming(true)}
            >
              Delete
            </DangerButton>
          </FooterStart>
          <Button onClick={closeCard}>Cancel</Button>
          <Button variant="primary" loading={saving} disabled={deleted} onClick={saveAndClose}>
            Save & Close
          </Button>
        </>
      }
    >
      <CardTabs
        label="Card"
        selected={tab}
        onSelect={chooseTab}
        visited={visited}
        tabs={[
          { key: 'details', label: 'Details', render: () => details },
          {
            key: 'history',
            label: 'History',
            tabStop: true,
            render: () => (
              <Suspense fallback={<Loading text="Loading the history…" />}>
                <CardHistory cardId={cardId} />
              </Suspense>
            ),
          },
        ]}
      />
      {confirming && (
        <ConfirmDialog
          title="Delete card"
          message="Are you sure you want to delete this card? You can undo this or restore it from the trash."
          onConfirm={async () => confirmDelete()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
