// How a scroll the app starts by itself (a meeting's spotlight brought into view) moves: smoothly, unless the
// person asked for less motion — then at once (WCAG 2.3.3: motion that follows no gesture of theirs).
export function appScroll(): 'auto' | 'smooth' {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'auto' : 'smooth';
}
