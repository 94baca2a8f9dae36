import { Box, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { linearScale, niceTicks } from '../chart-scale.ts';

/** One series of a month chart: the numbers it draws and the formatted amounts a reader sees on hover. */
export interface ChartSeries {
  key: string;
  label: string;
  /** A Mantine CSS colour variable, e.g. var(--mantine-color-bilan-6). */
  color: string;
  values: readonly number[];
  texts: readonly string[];
}

interface MonthChartProps {
  /** What the chart shows, for screen readers (the figures themselves are in a table beside it). */
  title: string;
  months: readonly { short: string; long: string }[];
  series: readonly ChartSeries[];
  formatTick: (value: number) => string;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 26, left: 60 };

/** The frame both charts share: the measured width, the value axis with its grid lines, the month labels. */
function useChartFrame(values: readonly number[], monthCount: number) {
  const { ref, width: measured } = useElementSize();
  const width = Math.max(measured || 560, 240);
  const ticks = niceTicks(values);
  const y = linearScale(ticks, HEIGHT - MARGIN.bottom, MARGIN.top);
  const band = (width - MARGIN.left - MARGIN.right) / Math.max(monthCount, 1);
  const x = (index: number) => MARGIN.left + band * index + band / 2;
  return { ref, width, ticks, y, band, x };
}

function Axes({
  frame,
  months,
  formatTick,
}: {
  frame: ReturnType<typeof useChartFrame>;
  months: MonthChartProps['months'];
  formatTick: (value: number) => string;
}) {
  // Every other month label on narrow charts, so the names never run into each other.
  const labelEvery = frame.band < 34 ? 2 : 1;
  return (
    <g fontSize={11} fill="var(--mantine-color-gray-6)">
      {frame.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={frame.width - MARGIN.right}
            y1={frame.y(tick)}
            y2={frame.y(tick)}
            stroke={tick === 0 ? 'var(--mantine-color-gray-5)' : 'var(--mantine-color-gray-2)'}
          />
          <text x={MARGIN.left - 6} y={frame.y(tick)} dy="0.32em" textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {months.map((month, index) =>
        index % labelEvery === 0 ? (
          <text key={month.long} x={frame.x(index)} y={HEIGHT - 8} textAnchor="middle">
            {month.short}
          </text>
        ) : null,
      )}
    </g>
  );
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <Group gap="md" mt={4} justify="center" aria-hidden>
      {series.map((item) => (
        <Group key={item.key} gap={6} wrap="nowrap">
          <Box w={10} h={10} style={{ borderRadius: 2, background: item.color }} />
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** Bars side by side for each month (revenue beside expenses); each bar tells its amount on hover. */
export function MonthBarChart({ title, months, series, formatTick }: MonthChartProps) {
  const frame = useChartFrame(
    series.flatMap((item) => item.values),
    months.length,
  );
  const barWidth = Math.max(2, Math.min(22, (frame.band * 0.72) / Math.max(series.length, 1)));
  const zero = frame.y(0);
  return (
    <Box ref={frame.ref} className="report-chart">
      <svg width="100%" height={HEIGHT} viewBox={`0 0 ${frame.width} ${HEIGHT}`} role="img" aria-label={title}>
        <title>{title}</title>
        <Axes frame={frame} months={months} formatTick={formatTick} />
        {months.map((month, index) =>
          series.map((item, position) => {
            const value = item.values[index] ?? 0;
            const top = Math.min(frame.y(value), zero);
            const left = frame.x(index) - (barWidth * series.length) / 2 + barWidth * position;
            return (
              <rect
                key={`${month.long}-${item.key}`}
                data-series={item.key}
                data-month={index}
                x={left}
                y={top}
                width={barWidth - 1}
                height={Math.max(Math.abs(frame.y(value) - zero), value === 0 ? 0 : 1)}
                rx={2}
                fill={item.color}
              >
                <title>{`${month.long} · ${item.label}: ${item.texts[index] ?? ''}`}</title>
              </rect>
            );
          }),
        )}
      </svg>
      <Legend series={series} />
    </Box>
  );
}

/** A line through the month-end values (cash), with a soft area under it and a point per month. */
export function MonthLineChart({ title, months, series, formatTick }: MonthChartProps) {
  const frame = useChartFrame(
    series.flatMap((item) => item.values),
    months.length,
  );
  const zero = frame.y(0);
  return (
    <Box ref={frame.ref} className="report-chart">
      <svg width="100%" height={HEIGHT} viewBox={`0 0 ${frame.width} ${HEIGHT}`} role="img" aria-label={title}>
        <title>{title}</title>
        <Axes frame={frame} months={months} formatTick={formatTick} />
        {series.map((item) => {
          const points = months.map((_, index) => [frame.x(index), frame.y(item.values[index] ?? 0)] as const);
          const line = points.map(([x, y]) => `${x},${y}`).join(' ');
          const first = points[0];
          const last = points.at(-1);
          return (
            <g key={item.key} data-series={item.key}>
              {first && last && (
                <polygon
                  points={`${first[0]},${zero} ${line} ${last[0]},${zero}`}
                  fill={item.color}
                  fillOpacity={0.12}
                />
              )}
              <polyline points={line} fill="none" stroke={item.color} strokeWidth={2} strokeLinejoin="round" />
              {points.map(([x, y], index) => (
                <circle
                  key={months[index]?.long ?? index}
                  data-month={index}
                  cx={x}
                  cy={y}
                  r={3.5}
                  fill="white"
                  stroke={item.color}
                  strokeWidth={2}
                >
                  <title>{`${months[index]?.long ?? ''} · ${item.label}: ${item.texts[index] ?? ''}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
      <Legend series={series} />
    </Box>
  );
}
