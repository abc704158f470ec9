import type { Resort } from './schema'

export const resort: Resort = {
  name: 'Alon Cove Resort',
  tagline: 'Just Enjoy & Relax',
  description:
    'A quiet beach resort on a white-sand cove in the Philippines: rooms for couples, families and groups, a few steps from the sea.',
  roomNote:
    'Every room measures at least 28 sq. m and comes with a smart TV, fast WiFi and a private balcony over the garden or the sea. Beds are made with fresh linen daily, and the air conditioning is quiet enough to hear the waves.',
  rulesIntro:
    'A few house rules keep the cove calm for every guest. Ask the front desk if you need an early check-in or a late check-out.',
}
