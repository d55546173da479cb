// Bulk Add Features (spec 2, 5, 8): one title per line, or comma-separated on a single line (bulkTitles.ts);
// a live preview of the titles it will create with their count, progress while the cards are created, and the
// dialog closes and clears on success (the action shows the toast). A line whose title is like a card's of the
// project says so under it ("Similar: APP-012 Night theme"); opening that card closes the dialog, which keeps
// its text for when it is opened again. Opened through the dialogs store (name 'bulkAdd'), so other places can
// open it too.
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { splitTitles } from '../../../../../common/board/bulkTitles';
import { plural } from '../../../../../common/plural';
import type { SimilarCard } from '../../../../../common/schemas/search';
import { bulkAddCards } from '../../../store/actions/cards';
import { board } from '../../../store/board';
import { closeDialog, dialogs } from '../../../store/dialogs';
import { Button, Dialog, Field, Textarea } from '../../../ui';
import { SimilarRow } from '../../similar/SimilarCards';
import { useSimilarTitles } from '../../similar/useSimilarTitles';

const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 10px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Ready = styled.p<{ $some: boolean }>`
  color: ${({ theme, $some }) => ($some ? theme.color.text : theme.color.textSubtle)};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Track = styled.div`
  height: 4px;
  margin-top: 12px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSubtle};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.accent};
  transition: width ${({ theme }) => theme.motion.normal} ease;
`;

/** Tall enough for about six titles; a longer list scrolls. */
const Preview = styled.ol`
  max-height: 176px;
  margin: 10px 0 0;
  padding: 4px 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  list-style: none;
  counter-reset: title;
`;

const PreviewItem = styled.li`
  display: flex;
  gap: 8px;
  padding: 3px 10px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
  counter-increment: title;
  & > div {
    flex: 1;
    min-width: 0;
  }
  &::before {
    content: counter(title);
    flex: none;
    min-width: 2ch;
    color: ${({ theme }) => theme.color.textSubtle};
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

const readyText = (count: number) => `Ready to add ${plural(count, 'feature')}`;
const NO_TITLES: readonly string[] = [];
const NONE: readonly SimilarCard[] = [];
/** A similar card's tooltip: its dialog cannot sit over this one, so this one closes first. */
const KEEPS_TEXT = 'Opens the card; Bulk Add keeps your list';

export function BulkAddDialog() {
  const { open } = useSnapshot(dialogs);
  const { projectId } = useSnapshot(board);
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const titles = useMemo(() => splitTitles(text), [text]);
  const saving = progress !== null;
  // Asked while open and not adding; while adding, the lines show no marks.
  const similarOf = useSimilarTitles(open === 'bulkAdd' ? projectId : null, saving ? NO_TITLES : titles);

  const close = () => {
    if (!saving) closeDialog();
  };
  const submit = async () => {
    if (titles.length === 0 || saving) return;
    setProgress({ done: 0, total: titles.length });
    const ok = await bulkAddCards(titles, (done, total) => setProgress({ done, total }));
    setProgress(null);
    if (ok) {
      setText('');
      closeDialog();
    }
  };

  return (
    <Dialog
      open={open === 'bulkAdd'}
      onOpenChange={(next) => !next && close()}
      title="Bulk Add Features"
      description="Paste a list of ideas: each becomes a card in the backlog with status Backlog and impact TBD."
      initialFocus={textRef}
      dismissOnOutsideClick={text.trim() === ''}
      footer={
        <>
          <Button onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button
            variant="primary"
            loading={saving}
            disabled={titles.length === 0}
            onClick={() => void submit()}
          >
            Add Features
          </Button>
        </>
      }
    >
      <Field label="Feature Titles (one per line or comma-separated)">
        <Textarea
          ref={textRef}
          rows={8}
          value={text}
          readOnly={saving}
          placeholder={'Dark mode\nExport to PDF\nSlack notifications'}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
          }}
        />
      </Field>
      <Summary>
        <Ready $some={titles.length > 0} aria-live="polite">
          {saving ? `Adding ${progress.done} of ${progress.total}…` : readyText(titles.length)}
        </Ready>
        <span>Ctrl+Enter to add</span>
      </Summary>
      {titles.length > 0 && (
        <Preview aria-label="Features to add" tabIndex={0}>
          {titles.map((title, index) => (
            <PreviewItem key={index}>
              <div>
                {title}
                <SimilarRow cards={saving ? NONE : similarOf(title)} onOpen={closeDialog} hint={KEEPS_TEXT} />
              </div>
            </PreviewItem>
          ))}
        </Preview>
      )}
      {saving && (
        <Track
          role="progressbar"
          aria-label="Adding features"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
        >
          <Fill style={{ width: `${(progress.done / progress.total) * 100}%` }} />
        </Track>
      )}
    </Dialog>
  );
}
