// Seeded PRNG (mulberry32): every "random" wave, leaf and cloud lands in the same place on
// every run, so regenerating the art does not change the committed files or their hashes.
export function rng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  next.range = (lo, hi) => lo + (hi - lo) * next()
  next.pick = (list) => list[Math.floor(next() * list.length)]
  return next
}
