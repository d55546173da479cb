// The card dialog's address (spec 2): '#card/{id}' opens that card; these helpers read and write it.
const CARD_HASH = /^#?card\/(\d{1,10})$/;

/** The card id in a location hash ('#card/42' → 42), or null when the hash is not a card address. */
export function parseCardHash(hash: string): number | null {
  const match = CARD_HASH.exec(hash.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export const cardHash = (cardId: number) => `#card/${cardId}`;

/** The page address with the card's hash: what Copy Link puts on the clipboard. */
export const cardLink = (cardId: number, where: Pick<Location, 'origin' | 'pathname'> = window.location) =>
  `${where.origin}${where.pathname}${cardHash(cardId)}`;

/** Opens a card from anywhere (a roadmap chip, a releases row): the hash listener does the rest. */
export function openCard(cardId: number) {
  window.location.hash = cardHash(cardId).slice(1);
}
