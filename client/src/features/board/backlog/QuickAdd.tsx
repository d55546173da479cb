// Quick add (spec 2, 5): type a title and press Enter; the card appears at once (optimistic) and the input
// stays ready for the next one. Blank titles are ignored, titles trimmed; Escape closes it (clears it and
// hands the focus to `onClose`, the list); C, pressed anywhere else in the backlog, opens it again.
// The Bulk Add button opens the Bulk Add Features dialog. While a title is typed, cards of the project with a
// title like it show under the field ("Similar: …"), one click away.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { addCard } from '../../../store/actions/cards';
import { board } from '../../../store/board';
import { openDialog } from '../../../store/dialogs';
import { Button, ListIcon, PlusIcon } from '../../../ui';
import { SimilarCards } from '../../similar/SimilarCards';
import { useSimilarCards } from '../../similar/useSimilarCards';

const QUICK_ADD_PLACEHOLDER = 'Enter feature title...';
/** The key that brings the focus back to the quick add (aria-keyshortcuts, shown in the field). */
const QUICK_ADD_KEY = 'C';

const TEXTLESS_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** A C typed into a field, or inside a dialog or menu, belongs there; modifiers are the browser's. */
function opensQuickAdd(event: globalThis.KeyboardEvent) {
  if (event.key.toUpperCase() !== QUICK_ADD_KEY || event.repeat || event.defaultPrevented) return false;
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target instanceof HTMLInputElement && !TEXTLESS_INPUTS.has(target.type)) return false;
  if (target?.closest('textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]'))
    return false;
  return document.querySelector('[aria-modal="true"]') === null;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const InputWrap = styled.label`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
  & > svg {
    position: absolute;
    left: 12px;
    color: ${({ theme }) => theme.color.textSubtle};
    pointer-events: none;
  }
`;

const TitleInput = styled.input`
  width: 100%;
  height: 38px;
  padding: 0 40px 0 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  color: ${({ theme }) => theme.color.text};
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;
  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &:focus {
    padding-right: 84px;
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focusRing};
    outline: none;
  }
`;

const KeyHint = styled.kbd`
  position: absolute;
  right: 10px;
  padding: 1px 6px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xs};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textSubtle};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  pointer-events: none;
  ${InputWrap}:not(:focus-within) &[data-when='focused'],
  ${InputWrap}:focus-within &[data-when='idle'] {
    display: none;
  }
  /* The shortcut's hint is for keyboards: not on touch screens. */
  @media (hover: none) {
    &[data-when='idle'] {
      display: none;
    }
  }
`;

const BulkButton = styled(Button)`
  height: 38px;
`;

export function QuickAdd({ onClose }: { onClose: () => void }) {
  const [title, setTitle] = useState('');
  const similar = useSimilarCards(useSnapshot(board).projectId, title);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    function onWindowKeyDown(event: globalThis.KeyboardEvent) {
      if (!opensQuickAdd(event)) return;
      event.preventDefault(); // the C is not typed into the field
      inputRef.current?.focus();
    }
    window.addEventListener('keydown', onWindowKeyDown);
    return () => window.removeEventListener('keydown', onWindowKeyDown);
  }, []);

  const onKeyDown = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setTitle('');
      inputRef.current?.blur();
      onClose();
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const text = title.trim();
    if (!text) return;
    setTitle('');
    const added = await addCard(text);
    // Give the text back when the server refused it and nothing new has been typed meanwhile.
    if (!added) setTitle((current) => current || text);
  };

  return (
    <div>
      <Row>
        <InputWrap>
          <PlusIcon size={16} />
          <TitleInput
            ref={inputRef}
            aria-label="New feature title"
            aria-keyshortcuts={QUICK_ADD_KEY}
            placeholder={QUICK_ADD_PLACEHOLDER}
            value={title}
            maxLength={500}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => void onKeyDown(event)}
          />
          <KeyHint aria-hidden="true" data-when="focused">
            Enter ↵
          </KeyHint>
          <KeyHint aria-hidden="true" data-when="idle">
            {QUICK_ADD_KEY}
          </KeyHint>
        </InputWrap>
        <BulkButton icon={<ListIcon size={15} />} onClick={() => openDialog('bulkAdd')}>
          Bulk Add
        </BulkButton>
      </Row>
      <SimilarCards cards={similar} />
    </div>
  );
}
