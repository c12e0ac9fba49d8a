// The nivo line chart itself, in its own chunk (~88 KB gzip with d3 and react-spring): Chart.tsx
// imports it lazily, so only screens that draw a chart download it. Lines carry a dash and points a
// shape per series (readable without colour); the SVG is an image named by a text summary.
import { Line, type LineCustomSvgLayerProps, type SliceTooltipProps } from '@nivo/line';
import styled from '@emotion/styled';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { PointShape, SeriesKey, colorOf, dashOf, shapeOf } from './symbols';

export interface LineDatum {
  x: string;
  y: number | null;
}
export interface LineSeriesData {
  id: string;
  label: string;
  data: LineDatum[];
}

export interface LineChartProps {
  series: LineSeriesData[];
  width: number;
  height: number;
  /** The SVG's text alternative. */
  summary: string;
  tickX: (x: string) => string;
  tickY: (y: number) => string;
  fullX: (x: string) => string;
  fullY: (y: number) => string;
}

type Layer = LineCustomSvgLayerProps<LineSeriesData>;

/** Lines with the series' dash; `style`, since SVG presentation attributes ignore var(). */
function DashedLines({ series, lineGenerator }: Layer) {
  return (
    <g>
      {series.map((s, index) => (
        <path
          key={s.id}
          d={lineGenerator(s.data.filter((d) => d.data.y !== null).map((d) => d.position)) ?? ''}
          style={{
            fill: 'none',
            stroke: colorOf(index),
            strokeWidth: 2,
            strokeDasharray: dashOf(index),
          }}
        />
      ))}
    </g>
  );
}

function ShapedPoints({ series }: Layer) {
  return (
    <g>
      {series.map((s, index) =>
        s.data
          .filter((d) => d.data.y !== null)
          .map((d) => (
            <PointShape
              key={`${s.id}-${d.data.x}`}
              shape={shapeOf(index)}
              x={d.position.x}
              y={d.position.y}
              color={colorOf(index)}
            />
          )),
      )}
    </g>
  );
}

const TICK = 4;
const TICK_GAP = 6;

/**
 * The y grid and both axes as plain SVG, as nivo's 'grid' and 'axes' layers drew them (theme
 * below): nivo moves each of their ticks and lines with react-spring even with `animate={false}`,
 * and those springs start in the commit that reveals the chart — 87 of a 93 ms commit in
 * Lighthouse's trace of /home (issue 28 §5).
 */
function PlainAxes({ xScale, yScale, innerWidth, innerHeight, xTicks, tickX, tickY }: AxesProps) {
  const x = xScale as unknown as (value: string) => number;
  const y = yScale as unknown as ((value: number) => number) & {
    ticks: (count: number) => number[];
  };
  const line = { stroke: vars.colorBorder, strokeWidth: 1 };
  const text = { fill: vars.colorTextMuted, fontSize: 12, fontFamily: 'inherit' };
  const ys = y.ticks(5);
  return (
    <g aria-hidden="true">
      {ys.map((value) => (
        <line
          key={`grid-${value}`}
          x1={0}
          x2={innerWidth}
          y1={y(value)}
          y2={y(value)}
          style={{ stroke: vars.colorBorderSubtle, strokeWidth: 1 }}
        />
      ))}
      <g transform={`translate(0,${innerHeight})`}>
        <line x1={0} x2={innerWidth} style={line} />
        {xTicks.map((value) => (
          <g key={value} transform={`translate(${x(value)},0)`}>
            <line y2={TICK} style={line} />
            <text
              y={TICK + TICK_GAP}
              textAnchor="middle"
              dominantBaseline="text-before-edge"
              style={text}
            >
              {tickX(value)}
            </text>
          </g>
        ))}
      </g>
      <g>
        <line y1={0} y2={innerHeight} style={line} />
        {ys.map((value) => (
          <g key={value} transform={`translate(0,${y(value)})`}>
            <line x2={-TICK} style={line} />
            <text x={-(TICK + TICK_GAP)} textAnchor="end" dominantBaseline="central" style={text}>
              {tickY(value)}
            </text>
          </g>
        ))}
      </g>
    </g>
  );
}

type AxesProps = Layer & {
  xTicks: string[];
  tickX: (x: string) => string;
  tickY: (y: number) => string;
};

const Tip = styled('div', dom)`
  padding: ${vars.space2} ${vars.space3};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorBg};
  color: ${vars.colorText};
  font-size: ${vars.fontSizeSm};
  box-shadow: ${vars.elevation2};
  p {
    margin: 0 0 ${vars.space1};
    font-weight: ${vars.fontWeightBold};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${vars.space2};
    white-space: nowrap;
  }
`;

export default function LineChart(props: LineChartProps) {
  const { series, width, height, summary, tickX, tickY, fullX, fullY } = props;
  const xs = series[0]?.data.map((d) => d.x) ?? [];
  // About one x label per 72 px, so labels never overlap on a phone.
  const step = Math.max(1, Math.ceil(xs.length / Math.max(1, Math.floor((width - 72) / 72))));
  const tickValues = xs.filter((_, i) => i % step === 0);
  const indexOf = new Map(series.map((s, i) => [s.id, i]));
  const Axes = (layer: Layer) => (
    <PlainAxes {...layer} xTicks={tickValues} tickX={tickX} tickY={tickY} />
  );
  const SliceTip = ({ slice }: SliceTooltipProps<LineSeriesData>) => (
    <Tip>
      <p>{fullX(String(slice.points[0]?.data.x ?? ''))}</p>
      <ul>
        {slice.points.map((point) => {
          const index = indexOf.get(String(point.seriesId)) ?? 0;
          return (
            <li key={point.id}>
              <SeriesKey index={index} />
              {series[index]?.label}: <strong>{fullY(Number(point.data.y))}</strong>
            </li>
          );
        })}
      </ul>
    </Tip>
  );
  return (
    <Line<LineSeriesData>
      data={series}
      width={width}
      height={height}
      margin={{ top: 12, right: 16, bottom: 36, left: 64 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto', nice: true }}
      layers={[Axes, DashedLines, ShapedPoints, 'crosshair', 'slices']}
      enableSlices="x"
      sliceTooltip={SliceTip}
      animate={false}
      role="img"
      ariaLabel={summary}
      theme={{
        text: { fill: vars.colorText, fontSize: 12, fontFamily: 'inherit' },
        axis: {
          domain: { line: { stroke: vars.colorBorder, strokeWidth: 1 } },
          ticks: { line: { stroke: vars.colorBorder }, text: { fill: vars.colorTextMuted } },
        },
        grid: { line: { stroke: vars.colorBorderSubtle, strokeWidth: 1 } },
        crosshair: { line: { stroke: vars.colorText, strokeWidth: 1, strokeOpacity: 0.6 } },
      }}
    />
  );
}
