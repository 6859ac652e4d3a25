/**
 * A unit's face on the board (issue 22): an icon per class and per hostile, drawn as SVG in the
 * universe's own frame, so class and side read at a glance without a raster download. Colours come
 * from `currentColor` (the theme's), shapes from here; the icon is decoration (the tile's name says
 * who stands there).
 */
import type { ClassId, HostileTypeId, ThemeId } from '@holdfast/engine';

/** Each class's mark, on a 24-unit square: sniper a crosshair, ranger a blade, support a cross, heavy a shell. */
const CLASS_GLYPHS: Record<ClassId | 'none', string> = {
  sniper: 'M12 5v4M12 15v4M5 12h4M15 12h4M12 9.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 1 1 0-5',
  ranger: 'M7 17L15 7l2 2L9 19zM6 18l2 -2',
  support: 'M10 6h4v4h4v4h-4v4h-4v-4H6v-4h4z',
  heavy: 'M8 7h8v3l-1 8H9l-1-8zM8 10h8',
  none: 'M12 8a4 4 0 1 1 0 8a4 4 0 1 1 0-8',
};

/** Each universe's hostile: LAST STAND's raider, DEVASTATORS' machine, MAJESTIC's shade, ARCHBOUND's construct. */
const HOSTILE_GLYPHS: Record<ThemeId, string> = {
  vanilla: 'M7 9l5-3l5 3v4l-5 5l-5-5zM10 11h1M13 11h1',
  devastators: 'M12 6l1.5 2.5h3l-1 3l2 2.5l-3 1l-1 3l-1.5-2l-1.5 2l-1-3l-3-1l2-2.5l-1-3h3z',
  majestic: 'M6 16l2-8l4 4l4-4l2 8zM9 18h6',
  archbound: 'M12 5l6 7l-6 7l-6-7zM12 9v6M9.5 12h5',
};

/** The universe's frame around every face: a circle, a hexagon, a shield or a diamond. */
const FRAMES: Record<ThemeId, string> = {
  vanilla: 'M12 1.5a10.5 10.5 0 1 1 0 21a10.5 10.5 0 1 1 0-21z',
  devastators: 'M12 1.5l9.1 5.25v10.5L12 22.5l-9.1-5.25V6.75z',
  majestic: 'M3 3h18v9c0 6-5 9.5-9 10.5C8 21.5 3 18 3 12z',
  archbound: 'M12 1.5L22.5 12L12 22.5L1.5 12z',
};

/**
 * Issue 35 (Into the Breach: a role read from its silhouette): each hostile type's own outline, the
 * same in every universe, so a Marksman never looks like a Rusher at board size — a trooper the
 * universe's frame, a marksman a tall spire, a rusher a wedge pointing at the squad, a grenadier an
 * octagon — and its own mark inside (SVG, so no font has to hold the glyph).
 */
const HOSTILE_TYPE_FRAMES: Record<Exclude<HostileTypeId, 'trooper'>, string> = {
  marksman: 'M12 0.8L18.5 12L12 23.2L5.5 12z',
  rusher: 'M1.5 3h21L12 22.5z',
  grenadier: 'M8 1.5h8l6.5 6.5v8L16 22.5H8L1.5 16V8z',
};

const HOSTILE_TYPE_GLYPHS: Record<Exclude<HostileTypeId, 'trooper'>, string> = {
  marksman: 'M12 7v3M12 14v3M9 12h-1.5M15 12h1.5M12 10.5a1.5 1.5 0 1 1 0 3a1.5 1.5 0 1 1 0-3',
  rusher: 'M8 7l4 4l4-4M8 11l4 4l4-4',
  grenadier: 'M12 7v10M7 12h10M8.5 8.5l7 7M15.5 8.5l-7 7',
};

export function UnitFace({
  theme,
  type,
  classId,
  hostileType = null,
  className,
}: {
  theme: ThemeId;
  type: 'soldier' | 'enemy';
  classId: ClassId | null;
  hostileType?: HostileTypeId | null;
  className?: string;
}) {
  const typed = type === 'enemy' && hostileType !== null && hostileType !== 'trooper' ? hostileType : null;
  const glyph = typed
    ? HOSTILE_TYPE_GLYPHS[typed]
    : type === 'enemy'
      ? HOSTILE_GLYPHS[theme]
      : CLASS_GLYPHS[classId ?? 'none'];
  const frame = typed ? HOSTILE_TYPE_FRAMES[typed] : FRAMES[theme];
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-face={type === 'enemy' ? (hostileType ?? 'hostile') : (classId ?? 'none')}
    >
      <path d={frame} fill="var(--face-fill)" stroke="currentColor" strokeWidth="1.5" />
      <path
        d={glyph}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
