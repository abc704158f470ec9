import { expect, test } from 'vitest'
import { nightsFrom, planSync, unavailableRuns, type StoredBlock } from './channel-sync'

test('full nights are listed as runs of consecutive nights, the last ending at the horizon', () => {
  const full = new Set(['2027-01-02', '2027-01-03', '2027-01-05', '2027-01-07'])
  expect(unavailableRuns('2027-01-01', '2027-01-08', (night) => full.has(night))).toEqual([
    { checkIn: '2027-01-02', checkOut: '2027-01-04' },
    { checkIn: '2027-01-05', checkOut: '2027-01-06' },
    { checkIn: '2027-01-07', checkOut: '2027-01-08' },
  ])
  expect(unavailableRuns('2027-01-01', '2027-01-08', () => false)).toEqual([])
  expect(unavailableRuns('2027-12-30', '2028-01-02', () => true)).toEqual([
    { checkIn: '2027-12-30', checkOut: '2028-01-02' },
  ])
})

const block = (fields: Partial<StoredBlock> & { uid: string }): StoredBlock => ({
  id: 1,
  checkIn: '2027-03-01',
  checkOut: '2027-03-03',
  eventCheckIn: '2027-03-01',
  eventCheckOut: '2027-03-03',
  summary: 'Reserved',
  state: 'held',
  ...fields,
})

test('a sync adds new events, moves changed ones, releases absent ones and leaves the rest', () => {
  const kept = block({ uid: 'kept' })
  const moved = block({ uid: 'moved' })
  const gone = block({ uid: 'gone' })
  const plan = planSync(
    [kept, moved, gone],
    [
      { uid: 'kept', checkIn: '2027-03-01', checkOut: '2027-03-03', summary: 'Reserved' },
      { uid: 'moved', checkIn: '2027-03-02', checkOut: '2027-03-05', summary: 'Reserved' },
      { uid: 'new', checkIn: '2027-04-01', checkOut: '2027-04-02', summary: 'Reserved' },
    ],
    '2027-02-01',
  )
  expect(plan.add.map((event) => event.uid)).toEqual(['new'])
  expect(plan.move.map((change) => [change.block.uid, change.event.checkIn])).toEqual([
    ['moved', '2027-03-02'],
  ])
  expect(plan.release).toEqual([gone])
  expect(plan.retry).toEqual([])
  expect(plan.rename).toEqual([])
})

test('a conflict, handled or not, still in the feed is tried again; a renamed event only changes its summary', () => {
  const conflict = block({ uid: 'c', state: 'conflict' })
  const handled = block({ uid: 'h', state: 'resolved' })
  const renamed = block({ uid: 'r' })
  const plan = planSync(
    [conflict, handled, renamed],
    [
      { uid: 'c', checkIn: '2027-03-01', checkOut: '2027-03-03', summary: 'Reserved' },
      { uid: 'h', checkIn: '2027-03-01', checkOut: '2027-03-03', summary: 'Reserved' },
      { uid: 'r', checkIn: '2027-03-01', checkOut: '2027-03-03', summary: 'Blocked' },
    ],
    '2027-02-01',
  )
  expect(plan.retry.map((change) => change.block.uid)).toEqual(['c', 'h'])
  expect(plan.rename).toEqual([{ block: renamed, summary: 'Blocked' }])
})

test('past stays are history: dropped from a feed they release nothing, listed they add nothing', () => {
  const past = block({ uid: 'past', eventCheckOut: '2027-03-03' })
  const plan = planSync(
    [past],
    [{ uid: 'old', checkIn: '2027-02-01', checkOut: '2027-02-03', summary: '' }],
    '2027-03-03',
  )
  expect(plan).toEqual({ add: [], move: [], retry: [], release: [], rename: [] })
})

test('of two events with one UID the first counts; a stay under way is held from today', () => {
  const plan = planSync(
    [],
    [
      { uid: 'twice', checkIn: '2027-03-01', checkOut: '2027-03-05', summary: 'first' },
      { uid: 'twice', checkIn: '2027-04-01', checkOut: '2027-04-05', summary: 'second' },
    ],
    '2027-03-03',
  )
  expect(plan.add.map((event) => event.summary)).toEqual(['first'])
  const [first] = plan.add
  expect(first && nightsFrom(first, '2027-03-03')).toEqual({
    checkIn: '2027-03-03',
    checkOut: '2027-03-05',
  })
})
