// Test helper: a screen's test page carries only the CSS that decides what is shown and reachable.
//
// happy-dom works out every getComputedStyle by matching each rule of every style sheet against the element
// and its ancestors, and a screen asks for it all the time: Testing Library for each role query (is it
// hidden?), dom-accessibility-api for each accessible name, tabbable for each focusable element whenever a
// dialog's content changes. With the whole design system's rules in the page, dropping them saved a tenth of
// the unit lane's CPU (docs/testing.md). Colours, spacing and layout mean nothing without a layout engine; what
// does mean something is what hides a thing, takes it out of an accessible name, or lets a click through:
// a row's narrow-screen id is `display: none` on a wide one, so it is not part of the title's name. How a
// screen looks is the browser suite's to test, in Chromium.
import type { ComponentProps } from 'react';
import type { StyleSheetManager } from 'styled-components';

type StylisPlugin = NonNullable<ComponentProps<typeof StyleSheetManager>['stylisPlugins']>[number];

/** The properties a screen's test can observe: what is displayed, visible, clickable, and generated text. */
const SHOWN = new Set(['display', 'visibility', 'pointer-events', 'content']);

/**
 * A stylis plugin that empties every other declaration; stylis then leaves out a rule with none left. Named,
 * as styled-components wants its plugins to be.
 */
export const keepWhatShows: StylisPlugin = function keepWhatShows(element) {
  if (element.type === 'decl' && !SHOWN.has(String(element.props))) {
    element.value = '';
    element.return = '';
  }
};
