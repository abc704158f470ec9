// Outdoor resort scenes in the same perspective camera: the cabana with its plunge pool and
// the infinity pool. The sea's horizon sits on the eye line, as it does in a photograph.
import { box, camera } from './camera.mjs'
import { mix } from './interior.mjs'
import { clouds, island, palm, sea, sky, vignette } from './nature.mjs'
import { palette, skies } from './palette.mjs'
import { rng } from './prng.mjs'
import { Doc, el, pathOf, poly } from './svg.mjs'

const shade = (c, t) => mix(c, '#1e140e', t)
const tint = (c, t) => mix(c, '#ffffff', t)

function groundAndSea(ctx, { from, deck = palette.sandLight, sunX }) {
  const { doc, cam, tone, rand } = ctx
  const { W, H } = doc
  const edge = cam.p([0, 0, from])[1]
  return [
    sky(doc, { horizon: cam.cy, tone, sunX }),
    clouds(doc, { top: H * 0.06, bottom: cam.cy - H * 0.1, tone, rand, count: 8, opacity: 0.6 }),
    island(doc, {
      x: W * 0.08,
      width: W * 0.28,
      height: H * 0.04,
      horizon: cam.cy,
      color: '#5c8a84',
      haze: tone.haze,
      rand,
    }),
    sea(doc, { horizon: cam.cy, bottom: edge + 2, tone, rand, sunX, waves: 60 }),
    el('rect', {
      x: 0,
      y: edge,
      width: W,
      height: H - edge,
      fill: doc.linear(
        [
          [0, tint(deck, 0.1)],
          [1, shade(deck, 0.12)],
        ],
        [0, edge, 0, H],
        true,
      ),
    }),
  ].join('')
}

/** Water in a pool: sky reflected far away, clear turquoise near, with light ripples. */
function water(ctx, { x0, x1, z0, z1, y = -0.06 }) {
  const { doc, cam, rand } = ctx
  const q = cam.quad([
    [x0, y, z1],
    [x1, y, z1],
    [x1, y, z0],
    [x0, y, z0],
  ])
  const top = q[0][1]
  const bottom = q[2][1]
  let ripples = ''
  for (let i = 0; i < 90; i += 1) {
    const t = rand() ** 1.6
    const z = z1 - (z1 - z0) * t
    const x = x0 + (x1 - x0) * rand()
    const s = cam.scale(z)
    const [px, py] = cam.p([x, y, z])
    const len = s * rand.range(0.2, 0.6)
    ripples += `M${(px - len / 2).toFixed(1)} ${py.toFixed(1)}q${(len / 4).toFixed(1)} ${(-s * 0.03).toFixed(1)} ${(len / 2).toFixed(1)} 0t${(len / 2).toFixed(1)} 0`
  }
  return [
    poly(q, {
      fill: doc.linear(
        [
          [0, '#8fd9d4'],
          [0.35, '#38b7b7'],
          [1, '#1a93a0'],
        ],
        [0, top, 0, bottom],
        true,
      ),
    }),
    el('path', {
      d: ripples,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.35,
      'stroke-width': Math.max(1, cam.H * 0.002),
      'stroke-linecap': 'round',
      'clip-path': doc.clip(pathOf(q)),
    }),
    poly(q, {
      fill: doc.linear(
        [
          [0, '#ffffff', 0.25],
          [0.3, '#ffffff', 0],
        ],
        [0, top, 0, bottom],
        true,
      ),
    }),
  ].join('')
}

function coping(ctx, { x0, x1, z0, z1, w = 0.3, color = '#efe6d6' }) {
  const { cam } = ctx
  const parts = []
  const f = { top: color, front: shade(color, 0.12), side: shade(color, 0.18) }
  parts.push(box(cam, { x0: x0 - w, x1: x1 + w, y0: -0.02, y1: 0.04, z0: z1, z1: z1 + w }, f))
  parts.push(box(cam, { x0: x0 - w, x1: x0, y0: -0.02, y1: 0.04, z0: z0, z1: z1 }, f))
  parts.push(box(cam, { x0: x1, x1: x1 + w, y0: -0.02, y1: 0.04, z0: z0, z1: z1 }, f))
  parts.push(box(cam, { x0: x0 - w, x1: x1 + w, y0: -0.02, y1: 0.04, z0: z0 - w, z1: z0 }, f))
  return parts.join('')
}

function lounger(ctx, { x, z, color = palette.linen, along = 'z' }) {
  const { cam, doc } = ctx
  const [lx, lz] = along === 'z' ? [0.35, 0.95] : [0.95, 0.35]
  const parts = [
    poly(
      cam.quad([
        [x - lx - 0.1, 0.001, z - lz - 0.1],
        [x + lx + 0.1, 0.001, z - lz - 0.1],
        [x + lx + 0.1, 0.001, z + lz + 0.1],
        [x - lx - 0.1, 0.001, z + lz + 0.1],
      ]),
      { fill: palette.shadow, opacity: 0.25, filter: doc.blur(cam.scale(z) * 0.08) },
    ),
  ]
  parts.push(
    box(
      cam,
      { x0: x - lx, x1: x + lx, y0: 0.1, y1: 0.32, z0: z - lz, z1: z + lz },
      { top: palette.wood, front: palette.woodDark, side: shade(palette.wood, 0.2) },
    ),
  )
  parts.push(
    box(
      cam,
      {
        x0: x - lx + 0.03,
        x1: x + lx - 0.03,
        y0: 0.32,
        y1: 0.4,
        z0: z - lz + 0.03,
        z1: z + lz - 0.03,
      },
      { top: color, front: shade(color, 0.08), side: shade(color, 0.15) },
      { soft: 0.03 },
    ),
  )
  const back =
    along === 'z'
      ? { x0: x - lx + 0.03, x1: x + lx - 0.03, z0: z + lz - 0.25, z1: z + lz - 0.05 }
      : { x0: x - lx + 0.05, x1: x - lx + 0.25, z0: z - lz + 0.03, z1: z + lz - 0.03 }
  parts.push(
    box(
      cam,
      { ...back, y0: 0.4, y1: 0.85 },
      { top: tint(color, 0.3), front: color, side: shade(color, 0.1) },
      { soft: 0.03 },
    ),
  )
  return parts.join('')
}

// The cabana's roof in metres: eave and ridge heights, and how far the eaves reach past the deck.
const eave = 2.55
const ridge = 3.9
const overhang = 0.45

/** An open-sided cabana: raised deck, daybed, tied-back curtains and a thatched hip roof. */
export function cabana(ctx, spot) {
  const { cam } = ctx
  return [
    cabanaShell(ctx, spot),
    daybed(ctx, spot),
    // The front posts stand before the daybed, so they are painted after it.
    posts(cam, spot, { z0: spot.z0, z1: spot.z0 + 0.15 }, 0.25),
    tiedBackCurtains(ctx, spot),
    thatchedRoof(ctx, spot),
  ].join('')
}

/** What lies behind the daybed: the shadow, the roof's underside, the back wall and posts, the deck. */
function cabanaShell(ctx, { x0, x1, z0, z1 }) {
  const { cam, doc } = ctx
  const wood = palette.wood
  const o = overhang
  const parts = [
    poly(
      cam.quad([
        [x0 - 0.2, 0.001, z0 - 0.3],
        [x1 + 0.3, 0.001, z0 - 0.3],
        [x1 + 0.3, 0.001, z1],
        [x0 - 0.2, 0.001, z1],
      ]),
      { fill: palette.shadow, opacity: 0.3, filter: doc.blur(cam.scale(z0) * 0.1) },
    ),
  ]
  // The shaded underside of the roof, seen from below.
  parts.push(
    poly(
      cam.quad([
        [x0 - o, eave, z1 + o],
        [x1 + o, eave, z1 + o],
        [x1 + o, eave, z0 - o],
        [x0 - o, eave, z0 - o],
      ]),
      { fill: '#5e4630' },
    ),
  )
  parts.push(
    poly(
      cam.quad([
        [x0, 0.3, z1],
        [x1, 0.3, z1],
        [x1, eave, z1],
        [x0, eave, z1],
      ]),
      {
        fill: doc.linear(
          [
            [0, '#9c7b58'],
            [1, '#7a5c40'],
          ],
          [0, 0, 0, 1],
        ),
      },
    ),
  )
  parts.push(posts(cam, { x0, x1 }, { z0: z1 - 0.15, z1 }, 0.2))
  parts.push(
    box(
      cam,
      { x0: x0 - 0.05, x1: x1 + 0.05, y0: 0, y1: 0.3, z0: z0 - 0.05, z1: z1 + 0.05 },
      { top: palette.woodLight, front: wood, side: shade(wood, 0.2) },
    ),
  )
  return parts.join('')
}

/** The two corner posts at one end of the deck, from deck to eave, between depths z0 and z1. */
function posts(cam, { x0, x1 }, { z0, z1 }, darken) {
  return [x0, x1 - 0.15]
    .map((px) =>
      box(
        cam,
        { x0: px, x1: px + 0.15, y0: 0.3, y1: eave, z0, z1 },
        { front: palette.woodDark, side: shade(palette.woodDark, darken) },
      ),
    )
    .join('')
}

/** Daybed with white cushions and a stack of pillows. */
function daybed(ctx, { x0, x1, z0, z1 }) {
  const { cam } = ctx
  const parts = [
    box(
      cam,
      { x0: x0 + 0.3, x1: x1 - 0.3, y0: 0.3, y1: 0.62, z0: z0 + 0.4, z1: z1 - 0.3 },
      { top: palette.linen, front: shade(palette.linen, 0.08), side: shade(palette.linen, 0.14) },
      { soft: 0.05 },
    ),
  ]
  const pillowColors = [
    palette.linen,
    palette.sea,
    palette.gold,
    palette.linen,
    palette.coral,
    palette.linen,
  ]
  const span = x1 - x0 - 0.8
  pillowColors.forEach((c, i) => {
    const px = x0 + 0.4 + (span * i) / pillowColors.length
    parts.push(
      box(
        cam,
        {
          x0: px,
          x1: px + span / pillowColors.length - 0.05,
          y0: 0.62,
          y1: 0.98,
          z0: z1 - 0.55,
          z1: z1 - 0.35,
        },
        { front: c, top: tint(c, 0.2), side: shade(c, 0.12) },
        { soft: 0.06 },
      ),
    )
  })
  return parts.join('')
}

/** Curtains tied back at the front posts. */
function tiedBackCurtains(ctx, { x0, x1, z0 }) {
  const { cam, doc } = ctx
  const parts = []
  for (const [px, dir] of [
    [x0 + 0.07, 1],
    [x1 - 0.08, -1],
  ]) {
    const top = cam.p([px, eave - 0.05, z0 - 0.05])
    const tie = cam.p([px, 1.2, z0 - 0.05])
    const foot = cam.p([px, 0.3, z0 - 0.05])
    const s = cam.scale(z0)
    const wdt = 0.55 * s * dir
    const d = `M${top[0].toFixed(1)} ${top[1].toFixed(1)}L${(top[0] + wdt).toFixed(1)} ${top[1].toFixed(1)}Q${(tie[0] + wdt * 0.2).toFixed(1)} ${(tie[1] - s * 0.5).toFixed(1)} ${(tie[0] + wdt * 0.12).toFixed(1)} ${tie[1].toFixed(1)}Q${(foot[0] + wdt * 0.6).toFixed(1)} ${(foot[1] - s * 0.3).toFixed(1)} ${(foot[0] + wdt * 0.45).toFixed(1)} ${foot[1].toFixed(1)}L${(foot[0] - wdt * 0.1).toFixed(1)} ${foot[1].toFixed(1)}Z`
    parts.push(
      el('path', {
        d,
        fill: doc.linear(
          [
            [0, '#ffffff'],
            [0.5, '#efe9df'],
            [1, '#fbf8f2'],
          ],
          [0, 0, 1, 0],
        ),
        opacity: 0.95,
      }),
    )
  }
  return parts.join('')
}

/** Thatched hip roof: the front slope and the end facing the viewer. */
function thatchedRoof(ctx, { x0, x1, z0, z1 }) {
  const { cam, doc } = ctx
  const o = overhang
  const zc = (z0 + z1) / 2
  const e = { x0: x0 - o, x1: x1 + o, z0: z0 - o, z1: z1 + o }
  const r0 = [x0 + 0.9, ridge, zc]
  const r1 = [x1 - 0.9, ridge, zc]
  const front = cam.quad([[e.x0, eave, e.z0], [e.x1, eave, e.z0], r1, r0])
  const thatch = palette.thatch
  const parts = []
  if (e.x0 > cam.eye[0])
    parts.push(
      poly(cam.quad([[e.x0, eave, e.z1], [e.x0, eave, e.z0], r0]), { fill: shade(thatch, 0.3) }),
    )
  if (e.x1 < cam.eye[0])
    parts.push(
      poly(cam.quad([[e.x1, eave, e.z0], [e.x1, eave, e.z1], r1]), { fill: shade(thatch, 0.3) }),
    )
  parts.push(
    poly(front, {
      fill: doc.linear(
        [
          [0, tint(thatch, 0.25)],
          [1, shade(thatch, 0.15)],
        ],
        [0, 0, 0, 1],
      ),
    }),
  )
  parts.push(straw(ctx, front, z0), fringe(ctx, front, z0))
  return parts.join('')
}

/** Strands of straw down the front slope, clipped to it. */
function straw(ctx, front, z0) {
  const { cam, doc, rand } = ctx
  const thatch = palette.thatch
  let strands = ''
  for (let i = 0; i < 220; i += 1) {
    const t = rand()
    const a = [
      front[3][0] + (front[2][0] - front[3][0]) * t,
      front[3][1] + (front[2][1] - front[3][1]) * t,
    ]
    const bx = front[0][0] + (front[1][0] - front[0][0]) * t
    const by = front[0][1] + (front[1][1] - front[0][1]) * t
    const k = rand.range(0.1, 1)
    const sx = a[0] + (bx - a[0]) * (k - 0.1)
    const sy = a[1] + (by - a[1]) * (k - 0.1)
    strands += `M${sx.toFixed(1)} ${sy.toFixed(1)}L${(a[0] + (bx - a[0]) * k).toFixed(1)} ${(a[1] + (by - a[1]) * k).toFixed(1)}`
  }
  return el('path', {
    d: strands,
    stroke: shade(thatch, 0.35),
    'stroke-opacity': 0.4,
    'stroke-width': Math.max(1, cam.scale(z0) * 0.012),
    'clip-path': doc.clip(pathOf(front)),
  })
}

/** The ragged fringe of straw hanging below the front eave. */
function fringe(ctx, front, z0) {
  const { cam, rand } = ctx
  let d = `M${front[0][0].toFixed(1)} ${front[0][1].toFixed(1)}`
  const n = 40
  const drop = cam.scale(z0) * 0.12
  for (let i = 1; i <= n; i += 1) {
    const x = front[0][0] + ((front[1][0] - front[0][0]) * i) / n
    d += `L${(x - (front[1][0] - front[0][0]) / n / 2).toFixed(1)} ${(front[0][1] + drop * rand.range(0.6, 1)).toFixed(1)}L${x.toFixed(1)} ${front[0][1].toFixed(1)}`
  }
  return el('path', { d: d + 'Z', fill: shade(palette.thatch, 0.2) })
}

/** room-2: the Cabana Rooms, a thatched cabana beside its own plunge pool. */
export function cabanaScene({ W, H, seed = 202 }) {
  const doc = new Doc(W, H)
  const rand = rng(seed)
  const tone = skies.golden
  const cam = camera({ W, H, f: H * 1.05, eye: [0, 1.6, 0], cy: H * 0.4 })
  const ctx = { doc, cam, rand, tone }
  const sunX = W * 0.2
  const body = [groundAndSea(ctx, { from: 26, sunX })]
  const grass = cam.quad([
    [-30, 0, 26],
    [30, 0, 26],
    [30, 0, 12],
    [-30, 0, 12],
  ])
  body.push(
    poly(grass, {
      fill: doc.linear(
        [
          [0, '#7da35a'],
          [1, '#5c8a45'],
        ],
        [0, 0, 0, 1],
      ),
      opacity: 0.85,
    }),
  )
  for (const [x, z, hgt, lean] of [
    [-9, 22, 9, 0.18],
    [-6.5, 19, 8, -0.08],
    [9, 21, 10, -0.2],
    [13, 17, 9, 0.1],
    [-14, 16, 9, 0.25],
  ]) {
    const [px, py] = cam.p([x, 0, z])
    body.push(
      palm(doc, { x: px, y: py, height: cam.scale(z) * hgt, lean, rand, light: tone.light }),
    )
  }
  body.push(cabana(ctx, { x0: -0.6, x1: 3.4, z0: 8.6, z1: 11.2 }))
  const pool = { x0: -3.2, x1: 1.2, z0: 4.6, z1: 7.4 }
  body.push(
    poly(
      cam.quad([
        [-8, 0, 0.6],
        [8, 0, 0.6],
        [8, 0, 8.4],
        [-8, 0, 8.4],
      ]),
      {
        fill: doc.linear(
          [
            [0, '#e8dcc6'],
            [1, '#cdbb9d'],
          ],
          [0, 0, 0, 1],
        ),
      },
    ),
  )
  body.push(water(ctx, pool))
  body.push(coping(ctx, pool))
  body.push(lounger(ctx, { x: 2.7, z: 6.6 }))
  body.push(lounger(ctx, { x: 3.8, z: 6.6, color: '#f2ede2' }))
  const [px, py] = cam.p([-5.2, 0, 7])
  body.push(
    palm(doc, { x: px, y: py, height: cam.scale(7) * 7.5, lean: 0.12, rand, light: tone.light }),
  )
  body.push(vignette(doc, 0.3))
  return doc.render(body)
}

/** slide-2: an infinity pool meeting the sea, a cabana to one side, palms to the other. */
export function infinityPool({ W = 2400, H = 1350, seed = 22 } = {}) {
  const doc = new Doc(W, H)
  const rand = rng(seed)
  const tone = skies.golden
  const cam = camera({ W, H, f: H * 1.0, eye: [0, 1.7, 0], cy: H * 0.5 })
  const ctx = { doc, cam, rand, tone }
  const sunX = W * 0.72
  const body = [groundAndSea(ctx, { from: 22, sunX, deck: '#e9dcc4' })]
  const pool = { x0: -7, x1: 6, z0: 5, z1: 22 }
  body.push(water(ctx, pool))
  body.push(coping(ctx, pool))
  // The infinity edge: a thin line of light where the pool spills towards the sea.
  const a = cam.p([pool.x0, 0, 22])
  const b = cam.p([pool.x1, 0, 22])
  body.push(
    el('path', {
      d: `M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`,
      stroke: '#ffffff',
      'stroke-opacity': 0.7,
      'stroke-width': 2,
    }),
  )
  body.push(cabana(ctx, { x0: 8.5, x1: 12.5, z0: 12, z1: 15 }))
  for (const [x, z] of [
    [-9.2, 9],
    [-9.2, 12.5],
  ])
    body.push(lounger(ctx, { x, z }))
  for (const [x, z, hgt, lean] of [
    [-13, 18, 9, 0.15],
    [-11, 14, 8.5, 0.22],
    [14, 18, 9, -0.18],
  ]) {
    const [px, py] = cam.p([x, 0, z])
    body.push(
      palm(doc, { x: px, y: py, height: cam.scale(z) * hgt, lean, rand, light: tone.light }),
    )
  }
  const [px, py] = cam.p([-7.5, 0, 6.5])
  body.push(
    palm(doc, { x: px, y: py, height: cam.scale(6.5) * 7, lean: 0.2, rand, light: tone.light }),
  )
  body.push(vignette(doc, 0.35))
  return doc.render(body)
}
