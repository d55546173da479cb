// What a confirmation says when a delete moves cards elsewhere (use case → Unsorted, release → Future).
export function cardsMoveNote(cards: number, destination: string) {
  return cards === 0
    ? 'It has no cards. This cannot be undone.'
    : `Its ${cards} card${cards === 1 ? '' : 's'} will move to ${destination}. This cannot be undone.`;
}
