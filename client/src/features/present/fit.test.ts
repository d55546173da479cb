// The projector grid's fit: natural sizes, page splits and the scale/paging choice for real screen sizes.
import { describe, expect, it } from 'vitest';
import {
  columnWidth,
  fitGrid,
  fullestCells,
  laneChoices,
  GRID,
  pageLayout,
  rowHeight,
  scaleLimits,
  screenLayout,
  sidePanelWidth,
  splitColumns,
  withSidePanel,
} from './fit';

/** `rows` × `columns` cells holding `perCell` cards each. */
const even = (rows: number, columns: number, perCell: number) =>
  Array.from({ length: rows }, () => Array.from({ length: columns }, () => perCell));

/** A repeatable random sequence (mulberry32), so the boards have realistic clumps. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 60 cards at random over 10 use cases (+ Unsorted) × 6 releases (+ Future). */
function planningBoard(seed: number) {
  const next = random(seed);
  const counts = even(11, 7, 0);
  for (let i = 0; i < 60; i++) counts[Math.floor(next() * 11)]![Math.floor(next() * 7)]! += 1;
  return counts;
}

const screen = (width: number, height: number) => screenLayout({ width, height });

function expectInside(
  counts: number[][],
  fit: ReturnType<typeof fitGrid>,
  space: { width: number; height: number },
) {
  for (const run of fit.pages) {
    const { size } = pageLayout(counts, run, fit.lanes);
    expect(size.width * fit.scale).toBeLessThanOrEqual(space.width + 0.001);
    expect(size.height * fit.scale).toBeLessThanOrEqual(space.height + 0.001);
  }
}

describe('natural sizes', () => {
  it('widens a column by lanes and grows a row by chip lines', () => {
    expect(columnWidth(1)).toBe(2 * GRID.cellPadding + GRID.chipWidth);
    expect(columnWidth(2)).toBe(2 * GRID.cellPadding + 2 * GRID.chipWidth + GRID.chipGap);
    expect(rowHeight(0)).toBe(GRID.rowMinHeight);
    expect(rowHeight(3)).toBe(2 * GRID.cellPadding + 3 * GRID.chipHeight + 2 * GRID.chipGap);
  });

  it('lays out a page: columns as wide as their lanes, rows as tall as their tallest cell', () => {
    const counts = [
      [1, 0, 5],
      [2, 0, 0],
    ];
    const layout = pageLayout(counts, [0, 1, 2], [2, 1, 2]);
    expect(layout.lanes).toEqual([2, 1, 2]);
    expect(layout.heights).toEqual([rowHeight(3), rowHeight(1)]);
    expect(layout.size.width).toBe(GRID.rowHeadWidth + 2 * columnWidth(2) + columnWidth(1));
    expect(layout.size.height).toBe(GRID.colHeadHeight + rowHeight(3) + rowHeight(1));
    expect(pageLayout(counts, [1], [2, 1, 2]).heights).toEqual([rowHeight(0), rowHeight(0)]);
  });

  it('tries "up to L side by side" and "at most T on top of each other" lane plans', () => {
    expect(
      fullestCells(
        [
          [1, 0, 5],
          [2, 0, 0],
        ],
        3,
      ),
    ).toEqual([2, 0, 5]);
    const plans = laneChoices([2, 0, 5]).map((plan) => plan.join(','));
    expect(plans).toContain('1,1,1');
    expect(plans).toContain('2,1,2'); // up to 2
    expect(plans).toContain('2,1,4'); // up to 4, or at most 2 tall
    expect(plans).toContain('1,1,3'); // at most 2 tall: 5 cards in 3 lanes, 2 in 1 lane
    expect(new Set(plans).size).toBe(plans.length);
  });
});

describe('splitColumns', () => {
  it('splits into nearly equal runs, longer first', () => {
    expect(splitColumns(7, 1)).toEqual([[0, 1, 2, 3, 4, 5, 6]]);
    expect(splitColumns(7, 2)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6],
    ]);
    expect(splitColumns(7, 3)).toEqual([
      [0, 1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(splitColumns(2, 2)).toEqual([[0], [1]]);
  });
});

describe('screenLayout', () => {
  it('leaves the grid the screen less the header strip and margins', () => {
    const layout = screenLayout({ width: 1920, height: 1080 });
    expect(layout.header).toBe(76);
    expect(layout.space).toEqual({ width: 1920 - 2 * layout.margin, height: 1080 - 76 - 2 * layout.margin });
    expect(screenLayout({ width: 1280, height: 720 }).header).toBe(50);
  });
});

describe('scaleLimits', () => {
  it('keeps titles readable relative to the screen height', () => {
    expect(scaleLimits(1080).min * GRID.titleFont).toBeCloseTo(14.04);
    expect(scaleLimits(720).min * GRID.titleFont).toBe(10);
    expect(scaleLimits(1080).max * GRID.titleFont).toBeCloseTo(32.4);
  });
});

describe('fitGrid', () => {
  it('shows a small board on one page, large but not huge', () => {
    const fit = fitGrid({ ...screen(1920, 1080), counts: even(2, 3, 1), columns: 3 });
    expect(fit.pages).toEqual([[0, 1, 2]]);
    expect(fit.scale).toBeCloseTo(scaleLimits(1080).max);
  });

  it('fits 10 use cases × 6 releases × 60 cards at 1920×1080 and 1280×720 with readable type', () => {
    for (const seed of [1, 2, 3, 7, 42]) {
      for (const [width, height] of [
        [1920, 1080],
        [1280, 720],
      ] as const) {
        const { space, limits } = screen(width, height);
        const counts = planningBoard(seed);
        const fit = fitGrid({ space, limits, counts, columns: 7 });
        expect(fit.scale).toBeGreaterThanOrEqual(limits.min);
        expect(fit.pages.flat()).toEqual([0, 1, 2, 3, 4, 5, 6]);
        expectInside(counts, fit, space);
      }
    }
  });

  it('keeps a sparse board on one page', () => {
    const counts = even(11, 7, 0);
    for (let i = 0; i < 14; i++) counts[i % 11]![i % 7] = 1;
    const fit = fitGrid({ ...screen(1920, 1080), counts, columns: 7 });
    expect(fit.pages).toHaveLength(1);
    expect(fit.scale).toBeGreaterThanOrEqual(scaleLimits(1080).min);
  });

  it('uses no more pages on a bigger screen', () => {
    const counts = planningBoard(7);
    const wide = fitGrid({ ...screen(1920, 1080), counts, columns: 7 });
    const narrow = fitGrid({ ...screen(1280, 720), counts, columns: 7 });
    expect(wide.pages.length).toBeLessThanOrEqual(narrow.pages.length);
  });

  it('scales down when even one column per page is too tall, preferring fewer pages', () => {
    const counts = even(30, 4, 4);
    const { space, limits } = screen(1280, 720);
    const fit = fitGrid({ space, limits, counts, columns: 4 });
    expect(fit.scale).toBeLessThan(limits.min);
    expect(fit.scale).toBeGreaterThan(0);
    expectInside(counts, fit, space);
  });
});

describe('the spotlight panel beside the grid', () => {
  it('takes about a third of the screen, and the grid fits in the rest', () => {
    const full = screen(1920, 1080);
    const panel = sidePanelWidth({ width: 1920, height: 1080 });
    expect(panel).toBe(614);
    const narrowed = withSidePanel(full, panel);
    expect(narrowed.space.width).toBe(full.space.width - panel - full.margin);
    expect(narrowed.space.height).toBe(full.space.height);
    expect(withSidePanel(full, 0)).toBe(full);
  });

  it('pages a board that fitted on one screen once the panel takes its share, never below the limit', () => {
    const counts = planningBoard(7);
    const full = screen(1920, 1080);
    const alone = fitGrid({ space: full.space, counts, columns: 7, limits: full.limits });
    const beside = withSidePanel(full, sidePanelWidth({ width: 1920, height: 1080 }));
    const fit = fitGrid({ space: beside.space, counts, columns: 7, limits: beside.limits });
    expect(fit.pages.length).toBeGreaterThanOrEqual(alone.pages.length);
    expect(fit.scale).toBeGreaterThanOrEqual(beside.limits.min);
  });
});
