import { useCallback, useState } from 'react'
import { addDays, resortToday } from '../../../../domain/calendar'
import { RATE_GRID_NIGHTS } from '../../../../domain/staff-contract'
import { mayUse } from '../../../../domain/staff-roles'
import { useStaffSession } from '../../api/staff-session'
import { ScreenTitle } from '../../ui/screen-title'
import { SelectField } from '../../ui/select-field'
import { useStaffData } from '../../api/use-staff-data'
import { ExtrasSection } from './extras-section'
import { FeesSection } from './fees-section'
import { PriceHistory } from './price-history'
import { PromosSection } from './promos-section'
import { RateChangeForm } from './rate-change-form'
import { RateGridSection } from './rate-grid-section'
import { ratesApi } from '../../api/rates-api'
import { isRatesPart, ratesPartClass, ratesPartsOffered, type RatesPart } from './rates-parts'
import { roomPlansOf } from './room-plans'
import { SeasonsSection } from './seasons-section'
import { WeekdaysSection } from './weekdays-section'

/**
 * '/staff/rates': the next 60 nights' prices by room type and rate plan, the form that changes
 * a range of them, the seasons, weekday prices, promo codes, taxes and fees, the extras, and the
 * history of every change; on a phone one of them at a time (rates-parts.ts). A role that may
 * not change prices (the front desk) reads the grid and the history alone.
 */
export function RatesScreen() {
  const { staff } = useStaffSession()
  const mayChange = mayUse(staff.role, 'changeRates')
  const today = resortToday(new Date())
  // Any change may move the grid, a list and the history: all of them load again after one.
  const [changes, setChanges] = useState(0)
  const changed = useCallback(() => setChanges((count) => count + 1), [])
  const grid = useStaffData(`${today} ${changes}`, () =>
    ratesApi.grid(today, addDays(today, RATE_GRID_NIGHTS - 1)),
  )
  // The forms offer the rooms and rate plans the grid shows.
  const plans = grid.state.status === 'loaded' ? roomPlansOf(grid.state.data.rows) : []
  const [shown, setShown] = useState<RatesPart>('rate-grid')
  const part = (id: RatesPart) => ratesPartClass(id, shown)
  const offered = ratesPartsOffered({ mayChange, hasPlans: plans.length > 0 })

  return (
    <div className="st:mx-auto st:max-w-7xl st:px-5 st:py-10">
      <ScreenTitle>Rates</ScreenTitle>
      {mayChange ? (
        <p className="st:mt-2 st:text-muted">
          Prices by night, the seasons, weekday prices, promo codes, taxes and fees, and the extras.
          Changes apply to new bookings only: a booked stay keeps the price it was booked at.
        </p>
      ) : (
        <p className="st:mt-2 st:text-muted">
          Prices by night and the history of their changes, to read: a manager changes them.
        </p>
      )}
      <div className="st:mt-6 st:lg:hidden">
        <SelectField
          id="rates-part"
          label="Show"
          value={shown}
          onChange={(value) => isRatesPart(value) && setShown(value)}
          options={offered.map((entry) => ({ value: entry.id, label: entry.label }))}
        />
      </div>
      <div className="st:mt-6 st:flex st:flex-col st:gap-8">
        <div className={part('rate-grid')}>
          <RateGridSection state={grid.state} onRetry={grid.reload} />
        </div>
        {mayChange && (
          <>
            {plans.length > 0 && (
              <div className={part('rate-change')}>
                <RateChangeForm plans={plans} firstNight={today} onChanged={changed} />
              </div>
            )}
            <div className={part('seasons')}>
              <SeasonsSection plans={plans} changes={changes} onChanged={changed} />
            </div>
            <div className={part('weekdays')}>
              <WeekdaysSection plans={plans} changes={changes} onChanged={changed} />
            </div>
            <div className={part('promos')}>
              <PromosSection plans={plans} changes={changes} onChanged={changed} />
            </div>
            <div className={part('fees')}>
              <FeesSection changes={changes} onChanged={changed} />
            </div>
            <div className={part('extras')}>
              <ExtrasSection changes={changes} onChanged={changed} />
            </div>
          </>
        )}
        <div className={part('price-history')}>
          <PriceHistory changes={changes} />
        </div>
      </div>
    </div>
  )
}
