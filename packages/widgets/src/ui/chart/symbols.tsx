// What tells the series apart without colour: a point shape and a dash pattern per series, drawn
// the same in the chart, its legend and its tooltip.
import { vars } from '../../shell/theme/tokens';

/** Series colours from the tokens (3:1 against the background in both themes). */
export const seriesColors = [
  vars.colorPrimary,
  vars.colorWarning,
  vars.colorSuccess,
  vars.colorDanger,
];
export const seriesDashes = ['none', '6 4', '2 3', '10 3 2 3'];
export type Shape = 'circle' | 'square' | 'triangle' | 'diamond';
export const seriesShapes: Shape[] = ['circle', 'square', 'triangle', 'diamond'];

export const colorOf = (index: number) => seriesColors[index % seriesColors.length]!;
export const dashOf = (index: number) => seriesDashes[index % seriesDashes.length]!;
export const shapeOf = (index: number) => seriesShapes[index % seriesShapes.length]!;

/** One point's symbol, centred on (x, y). Colours go through style: SVG attributes ignore var(). */
export function PointShape({
  shape,
  x = 0,
  y = 0,
  size = 8,
  color,
}: {
  shape: Shape;
  x?: number;
  y?: number;
  size?: number;
  color: string;
}) {
  const r = size / 2;
  const style = { fill: vars.colorBg, stroke: color, strokeWidth: 2 };
  if (shape === 'square')
    return <rect x={x - r} y={y - r} width={size} height={size} style={style} />;
  if (shape === 'triangle') {
    return (
      <path
        d={`M${x},${y - r - 1} L${x + r + 1},${y + r} L${x - r - 1},${y + r} Z`}
        style={style}
      />
    );
  }
  if (shape === 'diamond') {
    return (
      <path
        d={`M${x},${y - r - 1} L${x + r + 1},${y} L${x},${y + r + 1} L${x - r - 1},${y} Z`}
        style={style}
      />
    );
  }
  return <circle cx={x} cy={y} r={r} style={style} />;
}

/** A legend or tooltip key: a short line in the series' dash with its point shape. */
export function SeriesKey({ index }: { index: number }) {
  const color = colorOf(index);
  return (
    <svg width="28" height="14" viewBox="0 0 28 14" aria-hidden="true" focusable="false">
      <line
        x1="1"
        y1="7"
        x2="27"
        y2="7"
        style={{ stroke: color, strokeWidth: 2, strokeDasharray: dashOf(index) }}
      />
      <PointShape shape={shapeOf(index)} x={14} y={7} size={7} color={color} />
    </svg>
  );
}
