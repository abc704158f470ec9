import type { Extra } from '../domain/extras'

/**
 * Reservations mode only (docs/reservations.md, "Extras"): the catalogue a new database starts
 * with, prices in centavos. Staff own it from then on in the Rates screen, so a change here
 * reaches only a resort that has not started yet.
 */
export const seedExtras: readonly Extra[] = [
  {
    code: 'boat-transfer',
    name: 'Boat transfer',
    price: 80_000,
    basis: 'per_guest',
    online: true,
    active: true,
  },
  {
    code: 'island-hopping',
    name: 'Island-hopping tour',
    price: 150_000,
    basis: 'per_guest',
    online: true,
    active: true,
  },
  {
    code: 'breakfast',
    name: 'Breakfast',
    price: 45_000,
    basis: 'per_guest_night',
    online: true,
    active: true,
  },
  {
    code: 'kayak',
    name: 'Kayak, half a day',
    price: 60_000,
    basis: 'per_item',
    online: true,
    active: true,
  },
]
