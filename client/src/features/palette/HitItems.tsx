// The palette's rows: a card (its id and title, where it lives, the words that matched), a project or one of
// its parts, and the recent cards and projects. Matched words are <mark> elements built from the snippet's
// ranges; the data is only ever text.
import { Command } from 'cmdk';
import type { CardHit, SearchHit, SearchSnippet } from '../../../../common/schemas/search';
import type { RecentItem } from '../../store/recents';
import { CalendarIcon, FileIcon, FolderIcon, LayersIcon, ListIcon } from '../../ui';
import { markedParts } from './marks';
import { ItemDetail, ItemEnd, ItemSnippet, ItemText, ItemTitle } from './paletteStyles';

type PlaceHit = Exclude<SearchHit, { kind: 'card' }>;

/** The snippet's text with its matched words marked. */
export function Marked({ snippet }: { snippet: SearchSnippet }) {
  return (
    <>
      {markedParts(snippet).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

/** "Acme › Product › Mobile App": the names a thing lives under, the empty ones left out. */
export const pathText = (...names: (string | null | undefined)[]) => names.filter(Boolean).join(' › ');

const KIND_LABELS: Record<PlaceHit['kind'], string> = {
  project: 'Project',
  folder: 'Folder',
  useCase: 'Use case',
  release: 'Release',
  sprint: 'Sprint',
};

const KIND_ICONS: Record<PlaceHit['kind'], typeof ListIcon> = {
  project: ListIcon,
  folder: FolderIcon,
  useCase: LayersIcon,
  release: CalendarIcon,
  sprint: CalendarIcon,
};

/** A hit's value for cmdk (which item is selected): unique, lower case. */
export const hitValue = (hit: SearchHit) => `${hit.kind.toLowerCase()}:${hit.id}`;

const MATCHED_IN: Partial<Record<CardHit['matched'], string>> = {
  description: 'Description',
  notes: 'Notes',
};

export function CardHitItem({ hit, onOpen }: { hit: CardHit; onOpen: () => void }) {
  const inText = MATCHED_IN[hit.matched];
  return (
    <Command.Item value={hitValue(hit)} onSelect={onOpen}>
      <FileIcon />
      <ItemText>
        <ItemTitle>
          <b>{hit.matched === 'id' ? <mark>{hit.externalId}</mark> : hit.externalId}</b>
          {hit.matched === 'title' ? <Marked snippet={hit.snippet} /> : hit.title || 'No title'}
        </ItemTitle>
        <ItemDetail>{pathText(hit.clientName, hit.folderName, hit.projectName)}</ItemDetail>
        {inText ? (
          <ItemSnippet>
            <Marked snippet={hit.snippet} />
          </ItemSnippet>
        ) : null}
      </ItemText>
      {inText ? <ItemEnd>{inText}</ItemEnd> : null}
    </Command.Item>
  );
}

export function PlaceHitItem({ hit, onOpen }: { hit: PlaceHit; onOpen: () => void }) {
  const Icon = KIND_ICONS[hit.kind];
  const where =
    hit.kind === 'folder'
      ? pathText(hit.clientName)
      : hit.kind === 'project'
        ? pathText(hit.clientName, hit.folderName)
        : pathText(hit.clientName, hit.folderName, hit.projectName);
  return (
    <Command.Item value={hitValue(hit)} onSelect={onOpen}>
      <Icon />
      <ItemText>
        <ItemTitle>
          <Marked snippet={hit.snippet} />
        </ItemTitle>
        <ItemDetail>{where}</ItemDetail>
      </ItemText>
      <ItemEnd>{KIND_LABELS[hit.kind]}</ItemEnd>
    </Command.Item>
  );
}

export interface ShownRecent {
  item: RecentItem;
  /** The card's title or the project's name as known now. */
  name: string;
  path: string;
}

export function RecentItemRow({ recent, onOpen }: { recent: ShownRecent; onOpen: () => void }) {
  const { item } = recent;
  return (
    <Command.Item value={`recent-${item.kind}:${item.id}`} onSelect={onOpen}>
      {item.kind === 'card' ? <FileIcon /> : <ListIcon />}
      <ItemText>
        <ItemTitle>
          {item.kind === 'card' ? <b>{item.externalId}</b> : null}
          {recent.name || 'No title'}
        </ItemTitle>
        {recent.path ? <ItemDetail>{recent.path}</ItemDetail> : null}
      </ItemText>
      <ItemEnd>{item.kind === 'card' ? 'Card' : 'Project'}</ItemEnd>
    </Command.Item>
  );
}
