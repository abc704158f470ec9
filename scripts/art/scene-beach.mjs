// Slide 1: the cove at sunset, palms framing a calm sea so the headline sits on open sky.
import { beach, clouds, island, palm, sea, sky, sun, vignette } from './nature.mjs'
import { skies } from './palette.mjs'
import { rng } from './prng.mjs'
import { Doc } from './svg.mjs'

export function beachSunset({ W = 2400, H = 1350, seed = 11 } = {}) {
  const doc = new Doc(W, H)
  const rand = rng(seed)
  const tone = skies.sunset
  const horizon = H * 0.56
  const shore = H * 0.8
  const sunX = W * 0.66
  const body = [
    sky(doc, { horizon, tone, sunX }),
    clouds(doc, { top: H * 0.08, bottom: horizon - H * 0.1, tone, rand, count: 9 }),
    sun(doc, { x: sunX, horizon, radius: H * 0.045, tone }),
    island(doc, {
      x: W * 0.04,
      width: W * 0.3,
      height: H * 0.05,
      horizon,
      color: '#5b4a5e',
      haze: '#b07f7e',
      rand,
    }),
    island(doc, {
      x: W * 0.8,
      width: W * 0.16,
      height: H * 0.025,
      horizon,
      color: '#6a5166',
      haze: '#c08a7c',
      rand,
    }),
    sea(doc, { horizon, bottom: shore + H * 0.05, tone, rand, sunX, waves: 90 }),
    beach(doc, { shore, bottom: H, rand, tone, tilt: -H * 0.05 }),
    palm(doc, {
      x: W * 0.17,
      y: shore + H * 0.02,
      height: H * 0.42,
      lean: 0.2,
      rand,
      silhouette: true,
    }),
    palm(doc, {
      x: W * 0.03,
      y: H * 1.04,
      height: H * 0.78,
      lean: 0.3,
      rand,
      silhouette: true,
      fronds: 12,
    }),
    palm(doc, {
      x: W * 0.97,
      y: H * 1.04,
      height: H * 0.72,
      lean: -0.26,
      rand,
      silhouette: true,
      fronds: 12,
    }),
    palm(doc, {
      x: W * 0.86,
      y: shore + H * 0.03,
      height: H * 0.36,
      lean: -0.12,
      rand,
      silhouette: true,
    }),
    vignette(doc, 0.4),
  ]
  return doc.render(body)
}
