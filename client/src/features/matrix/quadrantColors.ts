// Each quadrant's colours from the theme: a soft fill and its text for the quadrant's heading, a lighter
// fill for its places. Quick wins green, big bets accent, time sinks amber, fill-ins neutral.
import type { DefaultTheme } from 'styled-components';
import type { Quadrant } from '../../../../common/board/matrix';

export function quadrantTint(theme: DefaultTheme, quadrant: Quadrant) {
  const { color } = theme;
  const [fill, text] = {
    quickWins: [color.successSoft, color.successSoftText],
    bigBets: [color.accentSoft, color.accentSoftText],
    fillIns: [color.bgSubtle, color.textMuted],
    timeSinks: [color.warningSoft, color.warningSoftText],
  }[quadrant];
  return { heading: fill, text, cell: `color-mix(in srgb, ${fill} 45%, ${color.surface})` };
}
