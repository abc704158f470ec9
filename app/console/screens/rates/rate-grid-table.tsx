import type { RateBlock, RuleKind } from './rate-grid'

const KIND_CLASS: Record<RuleKind, string> = {
  base: 'st:bg-white',
  set: 'st:bg-[#f6e7d3]',
  weekday: 'st:bg-sand',
  season: 'st:bg-[#e3efee]',
}

/**
 * One block of nights: a row per room type and rate plan (its heading stays put while the nights
 * scroll sideways inside the table's own focusable region), each cell the price, the rule in
 * short and the stay rules marked; a screen reader hears all of it in full.
 */
export function RateGridTable({ block, index }: { block: RateBlock; index: number }) {
  const captionId = `rate-block-${index}`
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Relative, so the cells' screen-reader text stays inside the scroller. Focusable, so the
      // keyboard can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="st:relative st:overflow-x-auto st:border st:border-sand-deep st:bg-white st:[scrollbar-color:#4d5a60_#ede2d1]"
    >
      <table className="st:w-full st:border-separate st:border-spacing-0 st:text-center st:text-sm">
        <caption
          id={captionId}
          className="st:px-3 st:py-2 st:text-left st:font-medium st:text-sea-deep"
        >
          {block.caption}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="st:sticky st:left-0 st:z-10 st:border-r st:border-b st:border-sand-deep st:bg-white st:px-3 st:py-2 st:text-left st:font-medium"
            >
              Room and rate plan
            </th>
            {block.columns.map((column) => (
              <th
                key={column.night}
                scope="col"
                className={`st:min-w-16 st:border-b st:border-sand-deep st:px-1 st:py-1.5 st:font-normal st:leading-tight ${column.weekend ? 'st:bg-sand' : ''}`}
              >
                <span className="st:sr-only">{column.label}</span>
                <span aria-hidden="true" className="st:block st:text-xs st:text-muted">
                  {column.weekday}
                </span>
                <span aria-hidden="true" className="st:block st:text-base st:font-medium">
                  {column.day}
                </span>
                <span aria-hidden="true" className="st:block st:text-xs st:text-muted">
                  {column.month ?? '\u00a0'}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.key}>
              <th
                scope="row"
                className="st:sticky st:left-0 st:z-10 st:border-r st:border-b st:border-sand-deep st:bg-white st:px-3 st:py-2 st:text-left st:font-medium st:whitespace-nowrap"
              >
                <span className="st:sr-only">
                  {row.roomName}, {row.rateLabel}
                </span>
                <span aria-hidden="true">{row.roomName}</span>
                <span
                  aria-hidden="true"
                  className="st:block st:text-xs st:font-normal st:text-muted"
                >
                  {row.rateLabel}
                </span>
              </th>
              {row.cells.map((cell, cellIndex) => (
                <td
                  key={cell.night}
                  className={`st:border-b st:border-l st:border-sand-deep/70 st:px-1 st:py-1.5 st:align-top st:leading-tight ${KIND_CLASS[cell.kind]}`}
                >
                  <span aria-hidden="true" className="st:block st:font-medium">
                    {cell.price}
                  </span>
                  <span aria-hidden="true" className="st:block st:text-xs st:text-muted">
                    {cell.ruleLabel}
                  </span>
                  {cell.marks.map((mark) => (
                    <span
                      key={mark}
                      aria-hidden="true"
                      className="st:block st:text-[0.7rem] st:font-semibold st:text-danger"
                    >
                      {mark}
                    </span>
                  ))}
                  <span className="st:sr-only">
                    {block.columns[cellIndex]?.label}: {cell.words}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
