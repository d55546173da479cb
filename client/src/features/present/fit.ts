// Auto-fit of the projector grid: the grid is drawn at a fixed natural size (every chip, cell and
// header has a known size, so the layout is computed, not measured) and scaled to the screen. When all the
// release columns on one screen would make the type too small to read from the back of a room, the columns
// are split over pages; cells can also hold 2–3 chips side by side (lanes) to trade height for width.

/** Natural sizes in CSS pixels at scale 1 (the grid's styles read them too). */
export const GRID = {
  rowHeadWidth: 250,
  colHeadHeight: 118,
  chipWidth: 280,
  chipHeight: 70,
  chipGap: 10,
  cellPadding: 8,
  rowMinHeight: 90,
  /** Chip title size; the legibility limits are set on it. */
  titleFont: 20,
  maxLanes: 4,
} as const;

export interface Size {
  width: number;
  height: number;
}

/** Cards in each column's fullest cell. */
export function fullestCells(counts: readonly (readonly number[])[], columns: number): number[] {
  return Array.from({ length: columns }, (_, column) =>
    Math.max(0, ...counts.map((row) => row[column] ?? 0)),
  );
}

/**
 * The lane plans worth trying, each a lane count per column: "up to L side by side" (L = 1…max) and
 * "at most T chips on top of each other" (T = 1…fullest). A column with few cards keeps one lane either way.
 */
export function laneChoices(fullest: readonly number[]): number[][] {
  const plans = new Map<string, number[]>();
  const add = (lanes: number[]) => plans.set(lanes.join(','), lanes);
  for (let most = 1; most <= GRID.maxLanes; most++) add(fullest.map((n) => Math.max(1, Math.min(most, n))));
  const deepest = Math.max(1, ...fullest);
  for (let tall = 1; tall <= deepest; tall++) {
    add(fullest.map((n) => Math.max(1, Math.min(GRID.maxLanes, Math.ceil(n / tall)))));
  }
  return [...plans.values()];
}

export const columnWidth = (lanes: number) =>
  2 * GRID.cellPadding + lanes * GRID.chipWidth + (lanes - 1) * GRID.chipGap;

/** A row as tall as its tallest cell (chip lines), never shorter than its header needs. */
export function rowHeight(lines: number) {
  if (lines === 0) return GRID.rowMinHeight;
  const cells = 2 * GRID.cellPadding + lines * GRID.chipHeight + (lines - 1) * GRID.chipGap;
  return Math.max(GRID.rowMinHeight, cells);
}

export interface PageLayout {
  /** Column indices shown on this page. */
  columns: number[];
  lanes: number[];
  widths: number[];
  heights: number[];
  size: Size;
}

/** The natural layout of one page: `counts[row][column]` cards per cell, `lanesOf[column]`, only `columns`. */
export function pageLayout(
  counts: readonly (readonly number[])[],
  columns: readonly number[],
  lanesOf: readonly number[],
): PageLayout {
  const lanes = columns.map((column) => lanesOf[column] ?? 1);
  const widths = lanes.map(columnWidth);
  const heights = counts.map((row) =>
    rowHeight(Math.max(0, ...columns.map((column, i) => Math.ceil((row[column] ?? 0) / lanes[i]!)))),
  );
  const width = GRID.rowHeadWidth + widths.reduce((sum, w) => sum + w, 0);
  const height = GRID.colHeadHeight + heights.reduce((sum, h) => sum + h, 0);
  return { columns: [...columns], lanes, widths, heights, size: { width, height } };
}

/** `total` columns over `pages` pages in nearly equal runs, the longer runs first: 7 over 3 → 3, 2, 2. */
export function splitColumns(total: number, pages: number): number[][] {
  const result: number[][] = [];
  let next = 0;
  for (let page = 0; page < pages; page++) {
    const size = Math.floor(total / pages) + (page < total % pages ? 1 : 0);
    result.push(Array.from({ length: size }, (_, i) => next + i));
    next += size;
  }
  return result.filter((run) => run.length > 0);
}

/** Type size limits as scale factors, relative to the screen's height (what a room sees is a share of it). */
export function scaleLimits(screenHeight: number) {
  const minTitle = Math.max(10, screenHeight * 0.013);
  const maxTitle = Math.max(minTitle, screenHeight * 0.03);
  return { min: minTitle / GRID.titleFont, max: maxTitle / GRID.titleFont };
}

/**
 * How a screen is shared: the header strip on top (sized by the screen's height, like the type), a margin,
 * and the rest for the grid.
 */
export function screenLayout(screen: Size) {
  const header = Math.round(Math.min(96, Math.max(48, screen.height * 0.07)));
  const margin = Math.round(Math.max(8, Math.min(screen.width, screen.height) * 0.02));
  const space = {
    width: Math.max(1, screen.width - 2 * margin),
    height: Math.max(1, screen.height - header - 2 * margin),
  };
  return { header, margin, space, limits: scaleLimits(screen.height) };
}

/** The spotlight panel's width: about a third of the screen, readable yet leaving the roadmap room. */
export function sidePanelWidth(screen: Size): number {
  return Math.round(Math.min(720, Math.max(320, screen.width * 0.32)));
}

/**
 * A screen layout with a panel of `panel` px on the right: the grid fits (and pages) in what is left, so
 * the fit's legibility limits still hold while the spotlight shows.
 */
export function withSidePanel<L extends ReturnType<typeof screenLayout>>(layout: L, panel: number): L {
  if (panel <= 0) return layout;
  const width = Math.max(1, layout.space.width - panel - layout.margin);
  return { ...layout, space: { ...layout.space, width } };
}

export interface FitInput {
  /** The room the grid has on screen. */
  space: Size;
  counts: readonly (readonly number[])[];
  /** Column count (counts' rows may be shorter when a column is empty). */
  columns: number;
  limits: { min: number; max: number };
}

export interface Fit {
  scale: number;
  /** Chips side by side, per column. */
  lanes: number[];
  /** Column indices per page (one page when everything fits). */
  pages: number[][];
}

function scaleFor(space: Size, size: Size, max: number) {
  return Math.min(max, space.width / size.width, space.height / size.height);
}

/**
 * The fewest pages whose type stays at least `limits.min`, with the lanes that give the largest type; when
 * nothing reaches it (very tall boards) the largest type, preferring fewer pages when within 10 %. The
 * scale is the same on every page, so paging never makes the picture jump.
 */
export function fitGrid({ space, counts, columns, limits }: FitInput): Fit {
  const plans = laneChoices(fullestCells(counts, columns));
  let best: Fit | null = null;
  const candidates: Fit[] = [];
  for (let pages = 1; pages <= Math.max(1, columns); pages++) {
    const runs = splitColumns(columns, pages);
    let bestForPages: Fit | null = null;
    for (const lanes of plans) {
      const scale = Math.min(
        ...runs.map((run) => scaleFor(space, pageLayout(counts, run, lanes).size, limits.max)),
      );
      if (!bestForPages || scale > bestForPages.scale + 1e-9) bestForPages = { scale, lanes, pages: runs };
    }
    if (bestForPages!.scale >= limits.min) return bestForPages!;
    candidates.push(bestForPages!);
    if (!best || bestForPages!.scale > best.scale) best = bestForPages;
  }
  return candidates.find((fit) => fit.scale >= best!.scale * 0.9) ?? best!;
}
