import type { Slide } from './schema'

export const slides: readonly Slide[] = [
  { id: 1, title: 'Your Luxury Hotel For Vacation', bg: 'slide-1', btnNext: 'See our rooms' },
  { id: 2, title: 'Your Luxury Hotel For Vacation', bg: 'slide-2', btnNext: 'See our rooms' },
  {
    id: 3,
    title: 'Feel Relax & Enjoy Your Luxuriousness',
    bg: 'slide-3',
    btnNext: 'See our rooms',
  },
]
