// Outdoor pieces: sky, sun, clouds, sea, islands, sand and palms.
import { palette } from './palette.mjs'
import { el, g, pathOf, poly, r } from './svg.mjs'

export function sky(doc, { x0 = 0, x1 = doc.W, top = 0, horizon, tone, sunX }) {
  const parts = [
    el('rect', {
      x: x0,
      y: top,
      width: x1 - x0,
      height: horizon - top + 2,
      fill: doc.linear(tone.sky, [0, top, 0, horizon], true),
    }),
  ]
  if (sunX !== undefined) {
    const span = horizon - top
    parts.push(
      el('rect', {
        x: x0,
        y: top,
        width: x1 - x0,
        height: span + 2,
        fill: doc.radial(
          [
            [0, tone.glow, 0.85],
            [0.35, tone.glow, 0.35],
            [1, tone.glow, 0],
          ],
          { cx: sunX, cy: horizon, rx: span * 1.6, ry: span * 0.9 },
        ),
      }),
    )
  }
  return parts.join('')
}

/** A low sun resting on the horizon, clipped by the sea drawn after it. */
export function sun(doc, { x, horizon, radius, tone, sink = 0.35 }) {
  const cy = horizon - radius * (1 - sink * 2)
  return [
    el('circle', {
      cx: x,
      cy,
      r: radius * 3.2,
      fill: doc.radial(
        [
          [0, tone.sun, 0.55],
          [1, tone.sun, 0],
        ],
        { cx: x, cy, rx: radius * 3.2 },
      ),
    }),
    el('circle', { cx: x, cy, r: radius, fill: tone.sun }),
  ].join('')
}

/** Soft streaks of cloud lit from below. */
export function clouds(
  doc,
  { x0 = 0, x1 = doc.W, top, bottom, tone, rand, count = 7, opacity = 0.55 },
) {
  const blur = doc.blur(Math.max(2, (bottom - top) * 0.03))
  const parts = []
  for (let i = 0; i < count; i += 1) {
    const y = rand.range(top, bottom)
    const depth = (y - top) / (bottom - top)
    const w = rand.range(0.12, 0.3) * (x1 - x0) * (0.6 + depth * 0.6)
    const h = w * rand.range(0.025, 0.05)
    const x = rand.range(x0 - w * 0.3, x1 - w * 0.7)
    parts.push(
      el('ellipse', {
        cx: x + w / 2,
        cy: y,
        rx: w / 2,
        ry: h,
        fill: tone.cloud,
        opacity: opacity * rand.range(0.5, 1),
      }),
    )
    parts.push(
      el('ellipse', {
        cx: x + w * 0.55,
        cy: y - h * 0.6,
        rx: w * 0.3,
        ry: h * 0.8,
        fill: '#ffffff',
        opacity: opacity * 0.35,
      }),
    )
  }
  return g({ filter: blur }, parts)
}

/** Distant island ridges on the horizon, hazy with distance. */
export function island(doc, { x, width, height, horizon, color, rand, haze }) {
  const points = [[x, horizon + 1]]
  const steps = 14
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps
    const hump = Math.sin(Math.PI * t) ** 0.8 * (0.75 + 0.25 * Math.sin(t * 9 + rand() * 2))
    points.push([x + width * t, horizon - height * hump])
  }
  points.push([x + width, horizon + 1])
  return poly(points, {
    fill: doc.linear(
      [
        [0, haze, 0.9],
        [1, color, 0.9],
      ],
      [0, 0, 0, 1],
    ),
  })
}

/**
 * The sea from the horizon down to `bottom`: a gradient, wave lines that grow and spread
 * towards the viewer, and a glitter path under the sun.
 */
export function sea(
  doc,
  { x0 = 0, x1 = doc.W, horizon, bottom, tone, rand, sunX, waves = 70, glitter = 1 },
) {
  const parts = [
    el('rect', {
      x: x0,
      y: horizon,
      width: x1 - x0,
      height: bottom - horizon,
      fill: doc.linear(tone.sea, [0, horizon, 0, bottom], true),
    }),
  ]
  const span = bottom - horizon
  let lines = ''
  let darks = ''
  for (let i = 0; i < waves; i += 1) {
    const t = (i / waves) ** 1.8
    const y = horizon + 2 + t * (span - 4)
    const len = (x1 - x0) * (0.015 + 0.06 * t) * rand.range(0.5, 1.5)
    const x = rand.range(x0 - len / 2, x1 - len / 2)
    const lift = 1 + t * 5
    const d = `M${r(x)} ${r(y)}q${r(len / 2)} ${r(-lift)} ${r(len)} 0`
    if (rand() < 0.55) lines += d
    else darks += d
  }
  parts.push(
    el('path', {
      d: lines,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.22,
      'stroke-width': Math.max(1, span * 0.004),
      'stroke-linecap': 'round',
    }),
  )
  parts.push(
    el('path', {
      d: darks,
      fill: 'none',
      stroke: palette.seaDeep,
      'stroke-opacity': 0.25,
      'stroke-width': Math.max(1, span * 0.006),
      'stroke-linecap': 'round',
    }),
  )
  if (sunX !== undefined && glitter > 0) {
    let d = ''
    const n = Math.round(55 * glitter)
    for (let i = 0; i < n; i += 1) {
      const t = (i / n) ** 1.5
      const y = horizon + 1 + t * span * 0.95
      const spread = (x1 - x0) * (0.012 + 0.09 * t)
      const len = spread * rand.range(0.15, 0.6)
      const x = sunX + rand.range(-spread, spread) * (0.4 + 0.6 * rand())
      d += `M${r(x - len / 2)} ${r(y)}h${r(len)}`
    }
    parts.push(
      el('path', {
        d,
        stroke: tone.sun ?? tone.glow,
        'stroke-width': Math.max(1.2, span * 0.008),
        'stroke-linecap': 'round',
        opacity: 0.75,
        filter: doc.blur(0.8),
      }),
      el('rect', {
        x: x0,
        y: horizon,
        width: x1 - x0,
        height: span,
        fill: doc.radial(
          [
            [0, tone.glow, 0.45],
            [1, tone.glow, 0],
          ],
          { cx: sunX, cy: horizon, rx: (x1 - x0) * 0.18, ry: span * 0.9 },
        ),
      }),
    )
  }
  // Haze where sea meets sky keeps the horizon soft rather than a hard line.
  parts.push(
    el('rect', {
      x: x0,
      y: horizon - 3,
      width: x1 - x0,
      height: Math.max(4, span * 0.05),
      fill: tone.haze,
      opacity: 0.35,
      filter: doc.blur(2),
    }),
  )
  return parts.join('')
}

/** A beach from a wavy shoreline down to the bottom, with wet sand and a line of foam. */
export function beach(doc, { x0 = 0, x1 = doc.W, shore, bottom, rand, tone, tilt = 0 }) {
  const steps = 24
  const edge = []
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps
    edge.push([
      x0 + (x1 - x0) * t,
      shore + tilt * (t - 0.5) + Math.sin(t * 7 + rand() * 0.5) * (bottom - shore) * 0.03,
    ])
  }
  const down = (dy) => edge.map(([x, y]) => [x, y + dy])
  const depth = bottom - shore
  const wet = pathOf([...edge, [x1, bottom], [x0, bottom]])
  const dry = pathOf([...down(depth * 0.18), [x1, bottom], [x0, bottom]])
  return [
    el('path', {
      d: wet,
      fill: doc.linear(
        [
          [0, palette.wetSand],
          [1, palette.sandDark],
        ],
        [0, 0, 0, 1],
      ),
    }),
    // The sky's light reflected in the wet sand.
    el('path', { d: wet, fill: tone.glow, opacity: 0.18 }),
    el('path', {
      d: pathOf(edge, false),
      fill: 'none',
      stroke: palette.foam,
      'stroke-width': depth * 0.02,
      opacity: 0.8,
      filter: doc.blur(depth * 0.006),
    }),
    el('path', {
      d: pathOf(down(depth * 0.06), false),
      fill: 'none',
      stroke: palette.foam,
      'stroke-width': depth * 0.008,
      opacity: 0.45,
    }),
    el('path', {
      d: dry,
      fill: doc.linear(
        [
          [0, palette.sand],
          [0.5, palette.sandLight],
          [1, palette.sand],
        ],
        [0, 0, 0, 1],
      ),
    }),
    el('path', {
      d: dry,
      fill: doc.linear(
        [
          [0, tone.light, 0.35],
          [1, palette.sandDark, 0.3],
        ],
        [0, 0, 0, 1],
      ),
    }),
    tone.sandShade
      ? el('path', {
          d: dry,
          fill: doc.linear(
            [
              [0, '#3a2430', tone.sandShade * 0.5],
              [1, '#2a1a22', tone.sandShade],
            ],
            [0, 0, 0, 1],
          ),
        })
      : '',
  ].join('')
}

/**
 * A coconut palm: a curved, tapering ringed trunk and a crown of drooping fronds drawn as
 * leaflet strokes. `silhouette` paints it as a backlit shape against a sunset.
 */
export function palm(
  doc,
  {
    x,
    y,
    height,
    lean = 0.15,
    rand,
    silhouette = false,
    fronds = 11,
    light = '#ffe9b8',
    spread = 1,
  },
) {
  const top = [x + lean * height, y - height]
  const ctrl = [x + lean * height * 0.1, y - height * 0.55]
  const at = (t) => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ]
  const w0 = height * 0.032
  const w1 = height * 0.018
  const left = []
  const right = []
  const n = 24
  for (let i = 0; i <= n; i += 1) {
    const t = i / n
    const [px, py] = at(t)
    const [qx, qy] = at(Math.min(1, t + 0.01))
    const len = Math.hypot(qx - px, qy - py) || 1
    const nx = -(qy - py) / len
    const ny = (qx - px) / len
    const w = (w0 + (w1 - w0) * t) * (i === 0 ? 1.25 : 1)
    left.push([px - nx * w, py - ny * w])
    right.push([px + nx * w, py + ny * w])
  }
  const trunkPath = pathOf([...left, ...right.reverse()])
  const dark = silhouette ? '#2a2522' : palette.trunkDark
  const parts = [
    el('path', {
      d: trunkPath,
      fill: silhouette
        ? dark
        : doc.linear(
            [
              [0, palette.trunkDark],
              [0.45, palette.trunk],
              [0.7, '#b08c63'],
              [1, palette.trunkDark],
            ],
            [0, 0, 1, 0],
          ),
    }),
  ]
  let rings = ''
  for (let i = 1; i < n; i += 1) {
    const a = left[i]
    const b = right[n - i]
    rings += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`
  }
  parts.push(
    el('path', {
      d: rings,
      stroke: silhouette ? '#000' : palette.trunkDark,
      'stroke-opacity': 0.35,
      'stroke-width': height * 0.004,
    }),
  )

  const frondsOut = []
  for (let i = 0; i < fronds; i += 1) {
    const angle = -Math.PI + (Math.PI * (i + 0.5)) / fronds + rand.range(-0.15, 0.15)
    const upness = -Math.sin(angle)
    const back = i % 2 === 0
    frondsOut.push({ angle, upness, back, len: height * rand.range(0.36, 0.46) * spread })
  }
  // Two fronds hang low on each side, as on a real coconut palm.
  frondsOut.push({
    angle: Math.PI * 0.2 + lean,
    upness: -0.4,
    back: true,
    len: height * 0.38 * spread,
  })
  frondsOut.push({
    angle: Math.PI * 0.8 + lean,
    upness: -0.4,
    back: true,
    len: height * 0.36 * spread,
  })
  frondsOut.sort((a, b) => Number(b.back) - Number(a.back))
  for (const f of frondsOut) {
    parts.push(frond(doc, { origin: top, ...f, rand, silhouette, light, height }))
  }
  if (!silhouette) {
    for (let i = 0; i < 4; i += 1) {
      parts.push(
        el('circle', {
          cx: top[0] + rand.range(-1, 1) * height * 0.025,
          cy: top[1] + height * rand.range(0.01, 0.04),
          r: height * 0.018,
          fill: i % 2 ? '#6b5a2a' : '#857236',
        }),
      )
    }
  }
  return g({}, parts)
}

export function frond(doc, { origin, angle, upness, len, rand, silhouette, back, light, height }) {
  const droop = 0.35 + (1 - upness) * 0.45
  const dir = [Math.cos(angle), Math.sin(angle)]
  const at = (t) => [
    origin[0] + dir[0] * len * t,
    origin[1] + dir[1] * len * t + droop * len * t * t,
  ]
  let spine = `M${r(origin[0])} ${r(origin[1])}`
  let leaves = ''
  const n = 34
  for (let i = 1; i <= n; i += 1) {
    const t = i / n
    const [px, py] = at(t)
    spine += `L${r(px)} ${r(py)}`
    const [qx, qy] = at(Math.min(1, t + 0.02))
    const tx = qx - px
    const ty = qy - py
    const tl = Math.hypot(tx, ty) || 1
    for (const side of [-1, 1]) {
      if (rand() < 0.12) continue // a few torn gaps, as wind leaves them
      const leafLen =
        len * 0.3 * Math.sin(Math.PI * Math.min(1, 0.08 + t * 0.95)) ** 0.7 * rand.range(0.75, 1.1)
      // Leaflets sweep forward along the frond, then fold down under their own weight.
      const ax = (tx / tl) * 0.75 + side * (-ty / tl) * 0.6
      const ay = (ty / tl) * 0.75 + side * (tx / tl) * 0.6
      const fall = leafLen * (0.4 + 0.25 * t) * (side === 1 ? 1 : 1.3)
      const ex = px + ax * leafLen * 0.8
      const ey = py + ay * leafLen * 0.8 + fall
      leaves += `M${r(px)} ${r(py)}Q${r(px + ax * leafLen * 0.7)} ${r(py + ay * leafLen * 0.7)} ${r(ex)} ${r(ey)}`
    }
  }
  const color = silhouette ? (back ? '#1c201e' : '#242825') : back ? palette.palmDark : palette.palm
  const width = height * 0.0055
  return g({}, [
    el('path', {
      d: leaves,
      fill: 'none',
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
    }),
    silhouette || back
      ? ''
      : el('path', {
          d: leaves,
          fill: 'none',
          stroke: light,
          'stroke-opacity': 0.3,
          'stroke-width': width * 0.45,
          'stroke-linecap': 'round',
          transform: `translate(${r(-width * 0.3)} ${r(-width * 0.4)})`,
        }),
    el('path', {
      d: spine,
      fill: 'none',
      stroke: silhouette ? color : back ? palette.palmDark : '#55803c',
      'stroke-width': width * 1.5,
      'stroke-linecap': 'round',
    }),
  ])
}

/** A full-frame vignette that keeps the eye inside the picture. */
export function vignette(doc, strength = 0.35) {
  const { W, H } = doc
  const radius = Math.hypot(W, H) / 2
  return el('rect', {
    width: W,
    height: H,
    fill: doc.radial(
      [
        [0, '#000', 0],
        [0.6, '#000', 0],
        [1, '#000', strength],
      ],
      { cx: W / 2, cy: H / 2, rx: radius, ry: radius * (H / W) * 1.2 },
    ),
  })
}

/** A potted areca palm or a garden shrub: fronds fanning up and out from one point. */
export function fronds(doc, { x, y, size, rand, count = 9, light = '#ffe9b8', dark = false }) {
  const parts = []
  for (let i = 0; i < count; i += 1) {
    const angle =
      -Math.PI / 2 + ((i - (count - 1) / 2) / count) * Math.PI * 1.25 + rand.range(-0.12, 0.12)
    parts.push(
      frond(doc, {
        origin: [x, y],
        angle,
        upness: -Math.sin(angle),
        len: size * rand.range(0.75, 1),
        rand,
        silhouette: false,
        back: dark || i % 3 === 0,
        light,
        height: size * 1.6,
      }),
    )
  }
  return g({}, parts)
}
