/**
 * Draws a grouped bar chart with uPlot (docs/decisions/023-report-charts.md). Loaded only by
 * the Reports screen, on demand, so neither the public pages nor the rest of the console carry
 * uPlot. uPlot draws bars per x value: each group of bars gets a slot per room type, and a
 * spare slot between groups keeps months apart.
 */
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export type ChartSpec = {
  /** One group of bars each: the months. */
  groups: string[]
  /** One bar in every group each: the room types. */
  series: { name: string; values: number[] }[]
  /** A value as the y axis writes it. */
  format: (value: number) => string
  /** The top of the y axis when the values have one (100 for a percentage). */
  max?: number
}

// The site's sea and sunset tones, each at least 3:1 against the white page.
const COLOURS = ['#0e4a55', '#8a5517', '#4d5a60', '#2f7d6d', '#a4262c']
const HEIGHT = 280

export function drawBarChart(target: HTMLElement, spec: ChartSpec): { destroy: () => void } {
  const per = spec.series.length + 1
  const slots = spec.groups.length * per
  const x = Array.from({ length: slots }, (_, slot) => slot)
  const columns = spec.series.map((series, index) =>
    x.map((slot) =>
      slot % per === index ? (series.values[Math.floor(slot / per)] ?? null) : null,
    ),
  )
  const highest = Math.max(0, ...spec.series.flatMap((series) => series.values))
  const top = spec.max ?? (highest > 0 ? highest * 1.1 : 1)
  const centres = spec.groups.map((_, group) => group * per + (spec.series.length - 1) / 2)

  const chart = new uPlot(
    {
      width: Math.max(240, target.clientWidth),
      height: HEIGHT,
      cursor: { show: false },
      legend: { show: true, live: false },
      scales: {
        x: { time: false, range: () => [-0.75, slots - 1.25] },
        y: { range: () => [0, top] },
      },
      axes: [
        { splits: () => centres, values: () => spec.groups, grid: { show: false } },
        { values: (_, splits) => splits.map(spec.format), size: 72 },
      ],
      series: [
        {},
        ...spec.series.map((series, index) => ({
          label: series.name,
          fill: COLOURS[index % COLOURS.length],
          stroke: COLOURS[index % COLOURS.length],
          paths: uPlot.paths.bars?.({ size: [0.9, 48], align: 0 }),
          points: { show: false },
        })),
      ],
    },
    [x, ...columns],
    target,
  )
  const resized = new ResizeObserver(() =>
    chart.setSize({ width: Math.max(240, target.clientWidth), height: HEIGHT }),
  )
  resized.observe(target)
  return {
    destroy: () => {
      resized.disconnect()
      chart.destroy()
    },
  }
}
