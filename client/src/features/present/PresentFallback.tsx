// What /present shows while its code loads: the projector's background alone, so a dark room gets no white
// flash. Kept apart from the page (and tiny) because it is part of the main bundle.
import { readProjectorMode } from './projectorTheme';

const BACKGROUND = { dark: '#08090B', light: '#FFFFFF' } as const;

export function PresentFallback() {
  return <div style={{ position: 'fixed', inset: 0, background: BACKGROUND[readProjectorMode()] }} />;
}
