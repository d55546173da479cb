// What a confirmation says when a delete moves cards elsewhere (use case → Unsorted, release → Future).
export function cardsMoveNote(cards: number, destination: string) {
  return cards === 0
    ? 'It has no cards. You can restore it from the trash.'
    : `Its ${cards} card${cards === 1 ? '' : 's'} will move to ${destination}. Restoring from the trash puts ${cards === 1 ? 'it' : 'them'} back.`;
}
