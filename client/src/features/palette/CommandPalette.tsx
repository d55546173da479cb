// The command palette (issue 46): one field finds cards, projects and their parts in every folder this person
// sees (GET /api/search), and the actions of the screen. Empty, it lists the recent cards and projects. cmdk
// gives the combobox and its keys; its own filtering is off (the server ranks), the actions are matched here.
import { Command, defaultFilter } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { SEARCH_TEXT_MAX, type CardHit, type SearchHit } from '../../../../common/schemas/search';
import { Button, CloseIcon, SearchIcon, Spinner, AlertIcon } from '../../ui';
import { CardHitItem, PlaceHitItem, RecentItemRow, hitValue } from './HitItems';
import { openCardAt, openPlaceHit, openProjectAt, type Place } from './openTargets';
import { PaletteDialog } from './PaletteDialog';
import {
  CloseButton,
  Hidden,
  Hints,
  InputRow,
  ItemEnd,
  ItemText,
  ItemTitle,
  Kbd,
  Note,
} from './paletteStyles';
import { usePaletteActions, type PaletteAction } from './usePaletteActions';
import { useRecents } from './useRecents';
import { useSearch, type SearchState } from './useSearch';
import * as T from './texts';

const isCard = (hit: SearchHit): hit is CardHit => hit.kind === 'card';
const actionValue = (action: PaletteAction) => `action:${action.id}`;

/** The actions whose label or keywords match the text (all of them for no text). */
function matchingActions(actions: PaletteAction[], text: string) {
  return text ? actions.filter((action) => defaultFilter(action.label, text, action.keywords) > 0) : actions;
}

/** The line under the field: what the search is doing, when it has something to say. */
function SearchNote({ search, text, anything }: { search: SearchState; text: string; anything: boolean }) {
  if (search.status === 'invalid')
    return (
      <Note $tone="danger" role="status">
        <AlertIcon aria-hidden="true" />
        {search.message}
      </Note>
    );
  if (search.status === 'failed')
    return (
      <Note $tone="danger" role="alert">
        <AlertIcon aria-hidden="true" />
        {search.message}
        <Button size="sm" variant="secondary" onClick={search.retry}>
          {T.TRY_AGAIN}
        </Button>
      </Note>
    );
  if (search.status === 'ready' && search.hits.length === 0)
    return <Note role="status">{anything ? T.noHits(text) : T.noMatches(text)}</Note>;
  return null;
}

interface CommandPaletteProps {
  onClose: () => void;
}

export function CommandPalette({ onClose }: CommandPaletteProps) {
  const [text, setText] = useState('');
  const [selected, setSelected] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [location, navigate] = useLocation();
  const place: Place = { onBoard: location === '/', goToBoard: (path) => navigate(path) };
  const query = text.trim();
  const search = useSearch(text);
  const recents = useRecents();
  const actions = matchingActions(usePaletteActions(place.onBoard), query);
  const hits = search.status === 'ready' || search.status === 'loading' ? search.hits : null;
  const cards = hits?.filter(isCard) ?? [];
  const places = hits?.filter((hit) => !isCard(hit)) ?? [];

  // A new answer selects its best hit (cmdk would keep an action chosen while the answer was on its way).
  const first = cards[0] ?? places[0];
  const firstValue = first ? hitValue(first) : actions[0] ? actionValue(actions[0]) : '';
  useEffect(() => {
    if (hits) setSelected(firstValue);
    // Only when an answer arrives: the person's own moves in between are theirs.
  }, [hits]);

  /** Closes the palette first, so the focus it hands back does not land after what `run` opens. */
  const choose = (run: () => void) => () => {
    onClose();
    run();
  };

  return (
    <PaletteDialog onClose={onClose} initialFocus={inputRef}>
      <Command label={T.INPUT_LABEL} shouldFilter={false} loop value={selected} onValueChange={setSelected}>
        <InputRow>
          <SearchIcon size={18} />
          <Command.Input
            ref={inputRef}
            value={text}
            onValueChange={setText}
            placeholder={T.INPUT_PLACEHOLDER}
            maxLength={SEARCH_TEXT_MAX}
          />
          {search.status === 'loading' ? <Spinner size={16} label={T.SEARCHING} /> : null}
          <CloseButton type="button" onClick={onClose}>
            <Hidden>Close </Hidden>
            <Kbd>Esc</Kbd>
            <CloseIcon size={16} />
          </CloseButton>
        </InputRow>
        <SearchNote search={search} text={query} anything={actions.length > 0} />
        {!query && recents.length === 0 ? <Note>{T.NO_RECENTS}</Note> : null}
        <Command.List label={T.INPUT_LABEL}>
          {!query && recents.length > 0 ? (
            <Command.Group heading={T.GROUPS.recent}>
              {recents.map((recent) => (
                <RecentItemRow
                  key={`${recent.item.kind}:${recent.item.id}`}
                  recent={recent}
                  onOpen={choose(() =>
                    recent.item.kind === 'card'
                      ? openCardAt(recent.item.id, recent.item.projectId, place)
                      : openProjectAt(recent.item.id, place),
                  )}
                />
              ))}
            </Command.Group>
          ) : null}
          {cards.length > 0 ? (
            <Command.Group heading={T.GROUPS.cards}>
              {cards.map((hit) => (
                <CardHitItem
                  key={hit.id}
                  hit={hit}
                  onOpen={choose(() => openCardAt(hit.id, hit.projectId, place))}
                />
              ))}
            </Command.Group>
          ) : null}
          {places.length > 0 ? (
            <Command.Group heading={T.GROUPS.projects}>
              {places.map((hit) => (
                <PlaceHitItem key={hitValue(hit)} hit={hit} onOpen={choose(() => openPlaceHit(hit, place))} />
              ))}
            </Command.Group>
          ) : null}
          {actions.length > 0 ? (
            <Command.Group heading={T.GROUPS.actions}>
              {actions.map((action) => (
                <Command.Item key={action.id} value={actionValue(action)} onSelect={choose(action.run)}>
                  {action.icon}
                  <ItemText>
                    <ItemTitle>{action.label}</ItemTitle>
                  </ItemText>
                  {action.shortcut ? (
                    <ItemEnd>
                      <Kbd>
                        <Hidden>Shortcut </Hidden>
                        {action.shortcut}
                      </Kbd>
                    </ItemEnd>
                  ) : null}
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
        </Command.List>
        <Hints aria-hidden="true">
          <span>
            <Kbd>↑</Kbd>
            <Kbd>↓</Kbd>
            to move
          </span>
          <span>
            <Kbd>↵</Kbd>
            to open
          </span>
          <span>
            <Kbd>Esc</Kbd>
            to close
          </span>
        </Hints>
      </Command>
    </PaletteDialog>
  );
}
