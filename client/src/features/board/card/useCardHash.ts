// Placeholder: the card dialog helper replaces this with the #card/{id} hash sync.
export function useCardHash() {}
