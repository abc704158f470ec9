import { useEffect, useRef, useState } from 'react'
import type { ChartSpec } from './draw-bar-chart'

/**
 * A figure's chart, drawn once uPlot has loaded (a chunk of its own, fetched when the Reports
 * screen first draws). Hidden from screen readers: the table beside it says the same, exactly.
 */
export function BarChart({ spec, caption }: { spec: ChartSpec; caption: string }) {
  const target = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState(false)

  useEffect(() => {
    let current = true
    let chart: { destroy: () => void } | null = null
    import('./draw-bar-chart')
      .then(({ drawBarChart }) => {
        if (!current || !target.current) return
        chart = drawBarChart(target.current, spec)
        setDrawn(true)
      })
      // The table already says everything; a chart that cannot load is only missed.
      .catch(() => undefined)
    return () => {
      current = false
      chart?.destroy()
    }
  }, [spec])

  return (
    <figure className="st:min-w-0 st:border st:border-sand-deep st:bg-white st:p-3">
      <div
        ref={target}
        aria-hidden="true"
        data-drawn={drawn ? 'yes' : 'no'}
        className="st:min-h-[330px] st:text-sm"
      />
      <figcaption className="st:mt-2 st:text-sm st:text-muted">{caption}</figcaption>
    </figure>
  )
}
