// The projector's picture: the board store's roadmap scaled to fill the screen, paged by release
// columns when one screen would make it too small to read, with changes glowing as they arrive. Keys: F full
// screen, T theme, ←/→ pages. The cursor and the buttons hide when the mouse rests. Revoked: the last
// picture stays, dimmed, under a banner. While a meeting runs: its banner, the spotlight card large
// on the right (the grid fits in what is left) with the vote under it, and its page shown; while its
// facilitator is on the Value × Effort view, that matrix instead of the roadmap (PresentMatrix).
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { Card } from '../../../../common/schemas/cards';
import type { Category } from '../../../../common/schemas/categories';
import type { Release } from '../../../../common/schemas/releases';
import { board } from '../../store/board';
import type { ColorMode } from '../../ui';
import { fitGrid, pageLayout, screenLayout, sidePanelWidth, withSidePanel } from './fit';
import { useHighlights } from './highlights';
import { toggleFullscreen, useProjectorKeys } from './keys';
import { PresentControls } from './PresentControls';
import { PresentGrid } from './PresentGrid';
import { PresentHeader } from './PresentHeader';
import { PresentMatrix, useMatrixSetting } from './PresentMatrix';
import { Stage } from './PresentStage';
import { pageOfCard, presentModel } from './presentModel';
import { SpotlightPanel } from './SpotlightPanel';
import { useJumpToSpotlight, useProjectorMeeting } from './useProjectorMeeting';
import { PresentEmpty, RevokedBanner } from './PresentStates';
import { useElementSize } from './useElementSize';
import { useIdle } from './useIdle';

const Root = styled.div<{ $idle: boolean }>`
  position: fixed;
  inset: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  cursor: ${({ $idle }) => ($idle ? 'none' : 'default')};
  user-select: none;
`;

const Center = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

export interface ProjectorProps {
  /** Opened with a room link (the revoked banner says so). */
  room: boolean;
  revoked: boolean;
  mode: ColorMode;
  onTheme: () => void;
}

export function Projector({ room, revoked, mode, onTheme }: ProjectorProps) {
  const snap = useSnapshot(board);
  const rootRef = useRef<HTMLDivElement>(null);
  const screen = useElementSize(rootRef);
  const idle = useIdle();
  const [page, setPage] = useState(0);

  const cards = snap.cards as Record<number, Card>;
  const categories = snap.categories as Record<number, Category>;
  const releases = snap.releases as Record<number, Release>;
  const model = useMemo(
    () => presentModel(Object.values(categories), Object.values(releases), Object.values(cards)),
    [categories, releases, cards],
  );
  const glowing = useHighlights(cards, !revoked);
  const meeting = useProjectorMeeting(cards);
  const matrix = useMatrixSetting(meeting.mode);
  const panelWidth = screen && meeting.panel && !revoked ? sidePanelWidth(screen) : 0;
  const layout = useMemo(
    () => (screen ? withSidePanel(screenLayout(screen), panelWidth) : null),
    [screen, panelWidth],
  );
  const fit = useMemo(
    () =>
      layout &&
      fitGrid({
        space: layout.space,
        counts: model.counts,
        columns: model.columns.length,
        limits: layout.limits,
      }),
    [layout, model],
  );
  const pageCount = matrix ? 1 : (fit?.pages.length ?? 1);
  const current = Math.min(page, pageCount - 1);
  const grid = useMemo(
    () => fit && pageLayout(model.counts, fit.pages[current] ?? [], fit.lanes),
    [fit, model, current],
  );
  const changedPages = useMemo(() => {
    const pages = new Set<number>();
    if (!fit) return pages;
    for (const id of glowing) {
      const at = pageOfCard(model, fit.pages, id);
      if (at !== null) pages.add(at);
    }
    return pages;
  }, [glowing, model, fit]);

  const goTo = (index: number) => setPage(Math.max(0, Math.min(pageCount - 1, index)));
  useJumpToSpotlight(model, fit, meeting.spotlightId, setPage);
  useProjectorKeys((action) => {
    if (action === 'theme') onTheme();
    else if (action === 'fullscreen') toggleFullscreen();
    else goTo(current + (action === 'next' ? 1 : -1));
  });

  const name = snap.project?.name ?? '';
  useEffect(() => {
    const before = document.title;
    if (name) document.title = `${name} · Roadmap · Cardplan`;
    return () => {
      document.title = before;
    };
  }, [name]);

  const empty = model.rows.length === 1 && model.columns.length === 1 && model.cardCount === 0;
  let transform: string | undefined;
  if (layout && fit && grid) {
    const x = layout.margin + (layout.space.width - grid.size.width * fit.scale) / 2;
    const y = layout.header + layout.margin + (layout.space.height - grid.size.height * fit.scale) / 2;
    transform = `translate(${Math.round(x)}px, ${Math.round(y)}px) scale(${fit.scale})`;
  }

  return (
    <Root ref={rootRef} $idle={idle} data-testid="projector" data-mode={mode} data-idle={idle || undefined}>
      {layout ? (
        <PresentHeader
          name={name}
          people={snap.presence}
          reconnecting={!revoked && snap.connection === 'reconnecting'}
          meeting={meeting.banner}
          page={{ index: current, count: pageCount, changed: changedPages }}
          view={matrix ? 'Value × Effort' : undefined}
          height={layout.header}
          margin={layout.margin}
        />
      ) : null}
      {matrix && layout ? (
        <PresentMatrix
          cards={cards}
          setting={matrix}
          spotlight={meeting.spotlightId}
          layout={layout}
          dim={revoked}
        />
      ) : empty ? (
        <Center>
          <PresentEmpty />
        </Center>
      ) : fit && grid ? (
        <Stage key={current} style={{ transform }} $dim={revoked} aria-hidden={revoked || undefined}>
          <PresentGrid model={model} layout={grid} glowing={glowing} spotlight={meeting.spotlightId} />
        </Stage>
      ) : null}
      {layout && screen && panelWidth > 0 ? (
        <SpotlightPanel
          card={meeting.spotlight}
          categories={categories}
          releases={releases}
          voting={meeting.voting}
          box={{
            top: layout.header + layout.margin,
            right: layout.margin,
            bottom: layout.margin,
            width: panelWidth,
          }}
          screenHeight={screen.height}
        />
      ) : null}
      {revoked ? <RevokedBanner room={room} /> : null}
      <PresentControls
        shown={!idle}
        margin={layout?.margin ?? 16}
        page={{ index: current, count: pageCount }}
        onPage={goTo}
        mode={mode}
        onTheme={onTheme}
        onFullscreen={() => toggleFullscreen()}
      />
    </Root>
  );
}
