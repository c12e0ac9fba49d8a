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
      axisBottom={{ tickValues, format: (x) => tickX(String(x)), tickSize: 4, tickPadding: 6 }}
      axisLeft={{ format: (y) => tickY(Number(y)), tickSize: 4, tickPadding: 6, tickValues: 5 }}
      enableGridX={false}
      gridYValues={5}
      layers={['grid', 'axes', DashedLines, ShapedPoints, 'crosshair', 'slices']}
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
