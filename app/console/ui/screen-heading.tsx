import { Printer, RefreshCw } from 'lucide'
import type { ReactNode } from 'react'
import { Icon } from '../../components/icon'
import { SECONDARY_BUTTON } from './button-styles'
import { ScreenTitle } from './screen-title'

type ScreenHeadingProps = {
  children: ReactNode
  onRefresh: () => void
  /** A list staff print (Today, Housekeeping): a 'Print' button beside 'Refresh'. */
  printable?: boolean
}

/** A screen's title with its 'Refresh' (and 'Print') buttons, which stay off paper. */
export function ScreenHeading({ children, onRefresh, printable = false }: ScreenHeadingProps) {
  return (
    <div className="st:flex st:flex-wrap st:items-end st:justify-between st:gap-4">
      <ScreenTitle>{children}</ScreenTitle>
      <div className="st:flex st:flex-wrap st:gap-3 st:print:hidden">
        <button type="button" onClick={onRefresh} className={SECONDARY_BUTTON}>
          <Icon node={RefreshCw} className="st:size-4" />
          Refresh
        </button>
        {printable && (
          <button type="button" onClick={() => window.print()} className={SECONDARY_BUTTON}>
            <Icon node={Printer} className="st:size-4" />
            Print
          </button>
        )}
      </div>
    </div>
  )
}
