import { formatCentavos, type Centavos } from '../../../../domain/money'
import { CELL, HEAD_CELL, ROW_HEAD, ScrollTable } from './scroll-table'

/** Amounts under their names, the last row their total, set apart by a rule. */
export function AmountTable({
  id,
  caption,
  nameHeading,
  rows,
}: {
  id: string
  caption: string
  nameHeading: string
  rows: { label: string; amount: Centavos }[]
}) {
  const total = rows.length - 1
  return (
    <ScrollTable id={id} caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={HEAD_CELL}>
            {nameHeading}
          </th>
          <th scope="col" className={HEAD_CELL}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={row.label}
            className={index === total ? 'st:border-t-2 st:border-sea-deep st:font-medium' : ''}
          >
            <th scope="row" className={ROW_HEAD}>
              {row.label}
            </th>
            <td className={CELL}>{formatCentavos(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
