// Resort rooms in one-point perspective: a shell (floor, walls, ceiling) with openings onto
// the sea, light falling through them, and furniture built from boxes, painted back to front.
import { box, camera } from './camera.mjs'
import { fronds, island, palm, sea, sky, clouds, vignette } from './nature.mjs'
import { palette, skies } from './palette.mjs'
import { rng } from './prng.mjs'
import { Doc, el, g, pathOf, poly } from './svg.mjs'

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16))
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16))
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
const shade = (c, t) => mix(c, '#1e140e', t)
const tint = (c, t) => mix(c, '#ffffff', t)

export function interior(spec) {
  const {
    W,
    H,
    seed = 1,
    time = 'day',
    room = { w: 6.2, h: 3, d: 5.4 },
    eye = [0.3, 1.2, 0],
    fK = 0.95,
    cyK = 0.5,
  } = spec
  const doc = new Doc(W, H)
  const rand = rng(seed)
  const tone = skies[time]
  const cam = camera({ W, H, f: fK * H, eye, cy: H * cyK })
  const ctx = { doc, cam, rand, tone, room, spec }
  const { w, h, d } = room
  const L = -w / 2
  const R = w / 2
  const near = 0.35
  const wall = spec.wall ?? '#eee2cc'

  const body = []
  // Shell.
  const back = cam.quad([
    [L, 0, d],
    [R, 0, d],
    [R, h, d],
    [L, h, d],
  ])
  const [bl, br, , tl] = back
  body.push(
    poly(
      cam.quad([
        [L, h, near],
        [R, h, near],
        [R, h, d],
        [L, h, d],
      ]),
      {
        fill: doc.linear(
          [
            [0, shade(spec.ceiling ?? '#efe6d6', 0.25)],
            [1, spec.ceiling ?? '#efe6d6'],
          ],
          [0, 0, 0, tl[1]],
          true,
        ),
      },
    ),
  )
  body.push(
    poly(
      cam.quad([
        [L, 0, near],
        [L, h, near],
        [L, h, d],
        [L, 0, d],
      ]),
      {
        fill: doc.linear(
          [
            [0, shade(spec.sideWall ?? wall, 0.3)],
            [1, spec.sideWall ?? wall],
          ],
          [0, 0, bl[0], 0],
          true,
        ),
      },
    ),
  )
  body.push(
    poly(
      cam.quad([
        [R, 0, near],
        [R, h, near],
        [R, h, d],
        [R, 0, d],
      ]),
      {
        fill: doc.linear(
          [
            [0, spec.sideWall ?? wall],
            [1, shade(spec.sideWall ?? wall, 0.3)],
          ],
          [br[0], 0, W, 0],
          true,
        ),
      },
    ),
  )
  body.push(poly(back, { fill: wall }))
  if (spec.panel) body.push(panel(ctx, spec.panel))
  body.push(baseboard(ctx))
  body.push(floor(ctx))
  if (spec.beams !== false) body.push(beams(ctx))
  // Light from the openings washes the back wall.
  for (const o of spec.openings ?? []) {
    const c = cam.p([(o.x0 + o.x1) / 2, (o.y0 + o.y1) / 2, d])
    const span = cam.scale(d) * (o.x1 - o.x0)
    body.push(
      el('ellipse', {
        cx: c[0],
        cy: c[1],
        rx: span * 1.1,
        ry: span * 0.9,
        fill: doc.radial(
          [
            [0, tone.light, 0.55],
            [1, tone.light, 0],
          ],
          { cx: c[0], cy: c[1], rx: span * 1.1, ry: span * 0.9 },
        ),
      }),
    )
  }
  for (const o of spec.openings ?? []) body.push(opening(ctx, o))
  for (const o of spec.openings ?? []) body.push(sunlight(ctx, o))
  // Lamps warm the walls around them before the furniture is painted over.
  for (const item of spec.items ?? [])
    if (item.type === 'nightstand' && spec.lampsOn) body.push(lampGlow(ctx, item))

  const things = [
    ...(spec.items ?? []).map((item) => ({ ...item })),
    ...(spec.beds ?? []).map((b) => ({ ...b, type: 'bed' })),
  ]
  things.sort((a, b) => depthOf(b, room) - depthOf(a, room))
  for (const t of things) body.push(draw[t.type](ctx, t))
  // A gentle warm grade and vignette tie everything together.
  body.push(el('rect', { width: W, height: H, fill: tone.light, opacity: 0.06 }))
  body.push(vignette(doc, 0.32))
  return doc.render(body)
}

function depthOf(t, room) {
  if (t.type === 'bed') return t.head === 'back' ? room.d - (t.length ?? 2.1) / 2 : t.at
  if (t.type === 'rug') return 100
  return t.z ?? room.d
}

function floor({ doc, cam, room, spec, tone }) {
  const { w, d } = room
  const L = -w / 2
  const R = w / 2
  const quad = cam.quad([
    [L, 0, 0.35],
    [R, 0, 0.35],
    [R, 0, d],
    [L, 0, d],
  ])
  const base = spec.floor ?? palette.wood
  const parts = [
    poly(quad, {
      fill: doc.linear(
        [
          [0, base],
          [1, shade(base, 0.35)],
        ],
        [0, cam.p([0, 0, d])[1], 0, cam.H],
        true,
      ),
    }),
  ]
  // Planks run towards the window; a sheen of sky light lies on the boards nearest it.
  let seams = ''
  const planks = spec.tiles ? 8 : 26
  for (let i = 1; i < planks; i += 1) {
    const x = L + (w * i) / planks
    const a = cam.p([x, 0, 0.35])
    const b = cam.p([x, 0, d])
    seams += `M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`
  }
  if (spec.tiles) {
    for (let z = d; z > 0.5; z -= w / 8) {
      const a = cam.p([L, 0, z])
      const b = cam.p([R, 0, z])
      seams += `M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`
    }
  }
  parts.push(
    el('path', {
      d: seams,
      stroke: spec.tiles ? '#ffffff' : shade(base, 0.5),
      'stroke-opacity': spec.tiles ? 0.35 : 0.3,
      'stroke-width': Math.max(1, cam.H * 0.0015),
    }),
  )
  parts.push(
    poly(quad, {
      fill: doc.linear(
        [
          [0, tone.light, 0.28],
          [0.5, tone.light, 0],
        ],
        [0, cam.p([0, 0, d])[1], 0, cam.H],
        true,
      ),
    }),
  )
  return parts.join('')
}

/** A teak slat panel on the back wall, behind the bed. */
function panel({ doc, cam, room }, { x0, x1, color = palette.wood }) {
  const d = room.d - 0.01
  const q = cam.quad([
    [x0, 0, d],
    [x1, 0, d],
    [x1, room.h, d],
    [x0, room.h, d],
  ])
  let lines = ''
  for (let x = x0 + 0.08; x < x1; x += 0.08) {
    const a = cam.p([x, 0, d])
    const b = cam.p([x, room.h, d])
    lines += `M${a[0].toFixed(1)} ${a[1].toFixed(1)}V${b[1].toFixed(1)}`
  }
  return [
    poly(q, {
      fill: doc.linear(
        [
          [0, tint(color, 0.12)],
          [1, shade(color, 0.25)],
        ],
        [0, 0, 0, 1],
      ),
    }),
    el('path', {
      d: lines,
      stroke: shade(color, 0.45),
      'stroke-opacity': 0.5,
      'stroke-width': Math.max(1, cam.scale(d) * 0.012),
    }),
  ].join('')
}

function baseboard({ cam, room }) {
  const { w, d } = room
  const c = '#f6f1e7'
  return [
    poly(
      cam.quad([
        [-w / 2, 0, d - 0.01],
        [w / 2, 0, d - 0.01],
        [w / 2, 0.1, d - 0.01],
        [-w / 2, 0.1, d - 0.01],
      ]),
      { fill: c },
    ),
    poly(
      cam.quad([
        [-w / 2 + 0.01, 0, 0.4],
        [-w / 2 + 0.01, 0.1, 0.4],
        [-w / 2 + 0.01, 0.1, d],
        [-w / 2 + 0.01, 0, d],
      ]),
      { fill: shade(c, 0.12) },
    ),
    poly(
      cam.quad([
        [w / 2 - 0.01, 0, 0.4],
        [w / 2 - 0.01, 0.1, 0.4],
        [w / 2 - 0.01, 0.1, d],
        [w / 2 - 0.01, 0, d],
      ]),
      { fill: shade(c, 0.12) },
    ),
  ].join('')
}

function beams({ cam, room, spec }) {
  const { w, h, d } = room
  const parts = []
  const color = spec.beamColor ?? '#9a7352'
  for (let z = d - 0.5; z > 1.2; z -= 1.3) {
    parts.push(
      box(
        cam,
        { x0: -w / 2, x1: w / 2, y0: h - 0.12, y1: h, z0: z - 0.1, z1: z },
        { bottom: tint(color, 0.1), front: shade(color, 0.1) },
      ),
    )
  }
  return parts.join('')
}

/** The view through an opening on the back wall: sky, sea and, for doors, a balcony. */
function opening(ctx, o) {
  const { doc, cam, room } = ctx
  const d = room.d
  const hole = cam.quad([
    [o.x0, o.y0, d],
    [o.x1, o.y0, d],
    [o.x1, o.y1, d],
    [o.x0, o.y1, d],
  ])
  const view = seaView(ctx, o, hole)
  if (o.palms) view.push(...viewPalms(ctx, o))
  if (o.balcony) view.push(...balcony(ctx, o))
  const parts = [g({ 'clip-path': doc.clip(pathOf(hole)) }, view), reveals(ctx, o), frames(ctx, o)]
  if (o.curtains) parts.push(curtains(ctx, o))
  return parts.join('')
}

/** Sky, clouds, sun, island and sea filling the opening's outline on screen. */
function seaView({ doc, cam, tone, rand }, o, hole) {
  const [a, , c] = [hole[3], null, hole[1]]
  const x0 = a[0]
  const x1 = c[0]
  const top = a[1]
  const bottom = c[1]
  const horizon = cam.cy
  const view = [
    sky(doc, {
      x0,
      x1,
      top,
      horizon,
      tone,
      sunX: o.sunX === undefined ? undefined : x0 + (x1 - x0) * o.sunX,
    }),
    clouds(doc, {
      x0,
      x1,
      top: top + (horizon - top) * 0.1,
      bottom: horizon - (horizon - top) * 0.2,
      tone,
      rand,
      count: 5,
    }),
  ]
  if (o.sunX !== undefined && tone.sun)
    view.push(
      el('circle', {
        cx: x0 + (x1 - x0) * o.sunX,
        cy: horizon - (x1 - x0) * 0.01,
        r: (x1 - x0) * 0.035,
        fill: tone.sun,
      }),
    )
  if (o.island)
    view.push(
      island(doc, {
        x: x0 + (x1 - x0) * o.island,
        width: (x1 - x0) * 0.35,
        height: (horizon - top) * 0.12,
        horizon,
        color: '#4f7a78',
        haze: tone.haze,
        rand,
      }),
    )
  view.push(
    sea(doc, {
      x0,
      x1,
      horizon,
      bottom,
      tone,
      rand,
      sunX: o.sunX === undefined ? undefined : x0 + (x1 - x0) * o.sunX,
      waves: 40,
    }),
  )
  return view
}

/** Palms on the shore below the window, planted 3 m beyond the back wall. */
function viewPalms({ doc, cam, room, tone, rand }, o) {
  const d = room.d
  return o.palms.map(([px, ph, lean]) => {
    const base = cam.p([px, -2.5, d + 3])
    return palm(doc, {
      x: base[0],
      y: base[1],
      height: cam.scale(d + 3) * ph,
      lean,
      rand,
      light: tone.light,
    })
  })
}

/** A wooden balcony beyond a door: deck, glass balustrade, handrail and posts. */
function balcony({ doc, cam, room }, o) {
  const d = room.d
  const z0 = d + 0.15
  const z1 = d + 1.6
  const parts = [
    poly(
      cam.quad([
        [o.x0 - 1, 0, z0],
        [o.x1 + 1, 0, z0],
        [o.x1 + 1, 0, z1],
        [o.x0 - 1, 0, z1],
      ]),
      {
        fill: doc.linear(
          [
            [0, palette.woodLight],
            [1, palette.wood],
          ],
          [0, 0, 0, 1],
        ),
      },
    ),
  ]
  const rail = { x0: o.x0 - 1, x1: o.x1 + 1, z0: z1, z1: z1 + 0.06 }
  parts.push(
    poly(
      cam.quad([
        [rail.x0, 0, z1],
        [rail.x1, 0, z1],
        [rail.x1, 1.0, z1],
        [rail.x0, 1.0, z1],
      ]),
      { fill: '#bfe6e6', opacity: 0.22 },
    ),
  )
  parts.push(
    box(
      cam,
      { ...rail, y0: 1.0, y1: 1.06 },
      { top: palette.woodLight, front: palette.woodDark, side: palette.wood },
    ),
  )
  for (let x = o.x0 - 0.5; x < o.x1 + 1; x += 1.2)
    parts.push(
      box(
        cam,
        { x0: x, x1: x + 0.05, y0: 0, y1: 1.0, z0: z1, z1: z1 + 0.05 },
        { front: palette.woodDark, side: palette.wood },
      ),
    )
  return parts
}

/** How deep the back wall is: the reveals show it, and the frames sit at its outer face. */
const wallThickness = 0.18

/** Reveals: the thickness of the wall around the opening, each side drawn only if in view. */
function reveals({ cam, room, spec }, o) {
  const d = room.d
  const t = wallThickness
  const reveal = tint(spec.wall ?? '#eee2cc', 0.1)
  const parts = [
    poly(
      cam.quad([
        [o.x0, o.y1, d],
        [o.x1, o.y1, d],
        [o.x1, o.y1, d + t],
        [o.x0, o.y1, d + t],
      ]),
      { fill: shade(reveal, 0.15) },
    ),
  ]
  if (cam.eye[0] > o.x0)
    parts.push(
      poly(
        cam.quad([
          [o.x0, o.y0, d],
          [o.x0, o.y1, d],
          [o.x0, o.y1, d + t],
          [o.x0, o.y0, d + t],
        ]),
        { fill: shade(reveal, 0.08) },
      ),
    )
  if (cam.eye[0] < o.x1)
    parts.push(
      poly(
        cam.quad([
          [o.x1, o.y0, d],
          [o.x1, o.y1, d],
          [o.x1, o.y1, d + t],
          [o.x1, o.y0, d + t],
        ]),
        { fill: shade(reveal, 0.08) },
      ),
    )
  if (o.y0 > 0)
    parts.push(
      poly(
        cam.quad([
          [o.x0, o.y0, d],
          [o.x1, o.y0, d],
          [o.x1, o.y0, d + t],
          [o.x0, o.y0, d + t],
        ]),
        { fill: tint(reveal, 0.3) },
      ),
    )
  return parts.join('')
}

/** Frames and mullions in white-painted wood, with a transom bar when asked for. */
function frames({ cam, room }, o) {
  const d = room.d
  const t = wallThickness
  const frame = o.frame ?? '#f7f3ea'
  const panes = o.panes ?? 2
  const parts = []
  for (let i = 0; i <= panes; i += 1) {
    const x = o.x0 + ((o.x1 - o.x0) * i) / panes
    parts.push(
      box(
        cam,
        { x0: x - 0.035, x1: x + 0.035, y0: o.y0, y1: o.y1, z0: d + t - 0.08, z1: d + t },
        { front: frame, side: shade(frame, 0.15) },
      ),
    )
  }
  if (o.transom) {
    const y = o.y1 - 0.45
    parts.push(
      box(
        cam,
        { x0: o.x0, x1: o.x1, y0: y - 0.035, y1: y + 0.035, z0: d + t - 0.08, z1: d + t },
        { front: frame, top: shade(frame, 0.1) },
      ),
    )
  }
  return parts.join('')
}

function curtains({ doc, cam, room }, o) {
  const z = room.d - 0.12
  const parts = []
  const color = o.curtains
  for (const [cx0, cx1] of [
    [o.x0 - 0.55, o.x0 + 0.12],
    [o.x1 - 0.12, o.x1 + 0.55],
  ]) {
    const [p0, p1] = [cam.p([cx0, o.y1 + 0.25, z]), cam.p([cx1, 0.02, z])]
    const stops = []
    const folds = 7
    for (let i = 0; i <= folds * 2; i += 1)
      stops.push([i / (folds * 2), i % 2 ? shade(color, 0.16) : tint(color, 0.25)])
    parts.push(
      el('rect', {
        x: p0[0],
        y: p0[1],
        width: p1[0] - p0[0],
        height: p1[1] - p0[1],
        fill: doc.linear(stops, [p0[0], 0, p1[0], 0], true),
      }),
    )
  }
  const rodA = cam.p([o.x0 - 0.7, o.y1 + 0.28, z])
  const rodB = cam.p([o.x1 + 0.7, o.y1 + 0.28, z])
  parts.push(
    el('path', {
      d: `M${rodA[0].toFixed(1)} ${rodA[1].toFixed(1)}H${rodB[0].toFixed(1)}`,
      stroke: palette.woodDark,
      'stroke-width': cam.scale(z) * 0.04,
      'stroke-linecap': 'round',
    }),
  )
  return parts.join('')
}

/** Sunlight through an opening lands on the floor as a soft parallelogram, with faint rays. */
function sunlight({ doc, cam, room, tone, spec }, o) {
  const d = room.d
  const [lx, ly] = spec.sun ?? [-0.3, 1.0]
  const hit = (x, y) => {
    const t = y / ly
    return [x + lx * t, 0, Math.max(0.4, d - t)]
  }
  const patch = cam.quad([
    hit(o.x0, Math.max(o.y0, 0.02)),
    hit(o.x1, Math.max(o.y0, 0.02)),
    hit(o.x1, o.y1),
    hit(o.x0, o.y1),
  ])
  const windowQuad = cam.quad([
    [o.x0, o.y0, d],
    [o.x1, o.y0, d],
    [o.x1, o.y1, d],
    [o.x0, o.y1, d],
  ])
  const blur = doc.blur(cam.H * 0.012)
  return [
    poly([windowQuad[3], windowQuad[2], patch[2], patch[1], patch[0], patch[3]], {
      fill: tone.light,
      opacity: 0.07,
      filter: doc.blur(cam.H * 0.03),
    }),
    poly(patch, { fill: tone.light, opacity: spec.sunStrength ?? 0.32, filter: blur }),
  ].join('')
}

function lampGlow({ doc, cam }, item) {
  const [x, y] = cam.p([item.x, 1.0, item.z])
  const rad = cam.scale(item.z) * 1.1
  return el('circle', {
    cx: x,
    cy: y,
    r: rad,
    fill: doc.radial(
      [
        [0, '#ffd58c', 0.6],
        [0.4, '#ffc46e', 0.25],
        [1, '#ffc46e', 0],
      ],
      { cx: x, cy: y, rx: rad },
    ),
  })
}

function contactShadow({ doc, cam }, { x0, x1, z0, z1 }, strength = 0.35) {
  const quad = cam.quad([
    [x0 - 0.08, 0.001, z0 - 0.08],
    [x1 + 0.08, 0.001, z0 - 0.08],
    [x1 + 0.08, 0.001, z1 + 0.05],
    [x0 - 0.08, 0.001, z1 + 0.05],
  ])
  return poly(quad, {
    fill: palette.shadow,
    opacity: strength,
    filter: doc.blur(cam.scale((z0 + z1) / 2) * 0.06),
  })
}

const draw = {
  bed(ctx, b) {
    const { cam, room } = ctx
    const L = b.length ?? 2.1
    const Wb = b.width ?? 1.8
    const local = (u0, u1, v0, v1, y0, y1) => {
      if (b.head === 'back')
        return { x0: b.at + v0, x1: b.at + v1, z0: room.d - u1, z1: room.d - u0, y0, y1 }
      if (b.head === 'left')
        return { x0: -room.w / 2 + u0, x1: -room.w / 2 + u1, z0: b.at + v0, z1: b.at + v1, y0, y1 }
      return { x0: room.w / 2 - u1, x1: room.w / 2 - u0, z0: b.at + v0, z1: b.at + v1, y0, y1 }
    }
    const linen = b.linen ?? palette.linen
    const wood = b.frame ?? palette.woodDark
    const hb = b.headboard ?? palette.rattan
    const nearSide = b.head === 'back' ? (b.at < cam.eye[0] ? 1 : -1) : -1
    const parts = [contactShadow(ctx, local(0, L, -Wb / 2, Wb / 2, 0, 0), 0.45)]
    const hbBox = local(0, 0.09, -Wb / 2 - 0.12, Wb / 2 + 0.12, 0, 1.25)
    parts.push(box(cam, hbBox, { front: hb, top: tint(hb, 0.2), side: shade(hb, 0.2) }))
    parts.push(slats(cam, hbBox, b.head, shade(hb, 0.3)))
    parts.push(
      box(cam, local(0.09, L, -Wb / 2, Wb / 2, 0.05, 0.3), {
        front: wood,
        top: wood,
        side: shade(wood, 0.2),
      }),
    )
    const drape = b.throw ?? palette.seaLight
    const farDrape = local(
      L - 0.8,
      L - 0.3,
      -nearSide * (Wb / 2 + 0.07) - 0.02,
      -nearSide * (Wb / 2 + 0.03) + 0.02,
      0.3,
      0.575,
    )
    parts.push(box(cam, norm(farDrape), { front: drape, side: shade(drape, 0.2), top: drape }))
    const duvetTop = ctx.doc.linear(
      [
        [0, tint(linen, 0.5)],
        [1, shade(linen, 0.06)],
      ],
      [0, 0, 1, 1],
    )
    parts.push(
      box(
        cam,
        local(0.09, L + 0.04, -Wb / 2 - 0.03, Wb / 2 + 0.03, 0.24, 0.56),
        {
          top: duvetTop,
          front: ctx.doc.linear(
            [
              [0, shade(linen, 0.05)],
              [1, shade(linen, 0.16)],
            ],
            [0, 0, 0, 1],
          ),
          side: ctx.doc.linear(
            [
              [0, shade(linen, 0.1)],
              [1, shade(linen, 0.2)],
            ],
            [0, 0, 0, 1],
          ),
        },
        { soft: 0.03 },
      ),
    )
    parts.push(
      box(
        cam,
        local(L - 0.8, L - 0.3, -Wb / 2 - 0.03, Wb / 2 + 0.03, 0.56, 0.58),
        { top: drape, front: shade(drape, 0.15), side: shade(drape, 0.2) },
        { only: ['top'] },
      ),
    )
    const pillows = Math.max(2, Math.round(Wb / 0.75))
    const pw = (Wb - 0.15) / pillows
    for (let i = 0; i < pillows; i += 1) {
      const v0 = -Wb / 2 + 0.075 + i * pw
      parts.push(
        box(
          cam,
          local(0.12, 0.5, v0 + 0.03, v0 + pw - 0.03, 0.56, 0.76),
          { top: tint(linen, 0.3), front: shade(linen, 0.04), side: shade(linen, 0.1) },
          { soft: 0.07 },
        ),
      )
    }
    const accents = b.cushions ?? [palette.gold, palette.sea]
    accents.forEach((color, i) => {
      const v0 = -0.18 * accents.length + i * 0.36
      parts.push(
        box(
          cam,
          local(0.5, 0.64, v0 + 0.02, v0 + 0.34, 0.56, 0.8),
          { front: color, top: tint(color, 0.15), side: shade(color, 0.15) },
          { soft: 0.05 },
        ),
      )
    })
    const nearDrape = local(
      L - 0.8,
      L - 0.3,
      nearSide * (Wb / 2 + 0.03) - 0.02,
      nearSide * (Wb / 2 + 0.07) + 0.02,
      0.3,
      0.58,
    )
    parts.push(box(cam, norm(nearDrape), { front: drape, side: shade(drape, 0.15), top: drape }))
    return parts.join('')
  },

  nightstand(ctx, item) {
    const { cam, spec } = ctx
    const { x, z } = item
    const wood = item.wood ?? palette.wood
    const parts = [
      contactShadow(ctx, { x0: x - 0.25, x1: x + 0.25, z0: z - 0.22, z1: z + 0.22 }, 0.35),
    ]
    parts.push(
      box(
        cam,
        { x0: x - 0.25, x1: x + 0.25, y0: 0, y1: 0.55, z0: z - 0.22, z1: z + 0.22 },
        { top: tint(wood, 0.15), front: wood, side: shade(wood, 0.2) },
      ),
    )
    const drawerLine = cam.p([x - 0.22, 0.3, z - 0.22])
    const drawerEnd = cam.p([x + 0.22, 0.3, z - 0.22])
    parts.push(
      el('path', {
        d: `M${drawerLine[0].toFixed(1)} ${drawerLine[1].toFixed(1)}H${drawerEnd[0].toFixed(1)}`,
        stroke: shade(wood, 0.4),
        'stroke-width': 1.5,
      }),
    )
    parts.push(
      box(
        cam,
        { x0: x - 0.05, x1: x + 0.05, y0: 0.55, y1: 0.85, z0: z - 0.05, z1: z + 0.05 },
        { front: palette.cream, side: shade(palette.cream, 0.2), top: palette.cream },
      ),
    )
    const a = cam.p([x - 0.12, 1.08, z])
    const b = cam.p([x + 0.12, 1.08, z])
    const c = cam.p([x + 0.18, 0.82, z])
    const dd = cam.p([x - 0.18, 0.82, z])
    const on = spec.lampsOn
    parts.push(poly([a, b, c, dd], { fill: on ? '#ffe2a8' : '#f2e8d6' }))
    if (on)
      parts.push(
        poly([a, b, c, dd], {
          fill: ctx.doc.linear(
            [
              [0, '#fff6e0', 0.9],
              [1, '#ffc46e', 0.2],
            ],
            [0, 0, 0, 1],
          ),
        }),
      )
    return parts.join('')
  },

  armchair(ctx, item) {
    const { cam } = ctx
    const { x, z } = item
    const c = item.color ?? palette.cream
    const frame = item.frame ?? palette.rattan
    const parts = [contactShadow(ctx, { x0: x - 0.45, x1: x + 0.45, z0: z - 0.4, z1: z + 0.4 })]
    parts.push(
      box(
        cam,
        { x0: x - 0.45, x1: x + 0.45, y0: 0.05, y1: 0.85, z0: z + 0.28, z1: z + 0.4 },
        { front: frame, top: tint(frame, 0.2), side: shade(frame, 0.2) },
      ),
    )
    parts.push(
      box(
        cam,
        { x0: x - 0.38, x1: x + 0.38, y0: 0.3, y1: 0.78, z0: z + 0.16, z1: z + 0.28 },
        { front: c, top: tint(c, 0.2), side: shade(c, 0.1) },
        { soft: 0.05 },
      ),
    )
    parts.push(
      box(
        cam,
        { x0: x - 0.4, x1: x + 0.4, y0: 0.05, y1: 0.4, z0: z - 0.4, z1: z + 0.28 },
        { front: frame, top: frame, side: shade(frame, 0.2) },
      ),
    )
    parts.push(
      box(
        cam,
        { x0: x - 0.36, x1: x + 0.36, y0: 0.4, y1: 0.5, z0: z - 0.36, z1: z + 0.16 },
        { front: shade(c, 0.05), top: c, side: shade(c, 0.12) },
        { soft: 0.05 },
      ),
    )
    for (const ax of [x - 0.45, x + 0.35])
      parts.push(
        box(
          cam,
          { x0: ax, x1: ax + 0.1, y0: 0.05, y1: 0.62, z0: z - 0.4, z1: z + 0.3 },
          { front: frame, top: tint(frame, 0.15), side: shade(frame, 0.15) },
        ),
      )
    if (item.cushion)
      parts.push(
        box(
          cam,
          { x0: x - 0.18, x1: x + 0.18, y0: 0.5, y1: 0.82, z0: z + 0.04, z1: z + 0.16 },
          { front: item.cushion, top: item.cushion, side: shade(item.cushion, 0.15) },
          { soft: 0.06 },
        ),
      )
    return parts.join('')
  },

  sofa(ctx, item) {
    const { cam } = ctx
    const { x, z, len = 2.0 } = item
    const c = item.color ?? '#e9e0cf'
    const parts = [
      contactShadow(ctx, { x0: x - len / 2, x1: x + len / 2, z0: z - 0.45, z1: z + 0.45 }),
    ]
    parts.push(
      box(
        cam,
        { x0: x - len / 2, x1: x + len / 2, y0: 0.05, y1: 0.85, z0: z + 0.25, z1: z + 0.45 },
        { front: c, top: tint(c, 0.2), side: shade(c, 0.15) },
        { soft: 0.04 },
      ),
    )
    parts.push(
      box(
        cam,
        { x0: x - len / 2, x1: x + len / 2, y0: 0.05, y1: 0.45, z0: z - 0.45, z1: z + 0.25 },
        { front: shade(c, 0.1), top: c, side: shade(c, 0.18) },
        { soft: 0.03 },
      ),
    )
    for (const [i, col] of (item.cushions ?? [palette.sea, palette.gold, palette.sea]).entries()) {
      const cx = x - len / 2 + 0.35 + (i * (len - 0.7)) / 2
      parts.push(
        box(
          cam,
          { x0: cx - 0.2, x1: cx + 0.2, y0: 0.45, y1: 0.8, z0: z + 0.12, z1: z + 0.25 },
          { front: col, top: tint(col, 0.2), side: shade(col, 0.15) },
          { soft: 0.06 },
        ),
      )
    }
    for (const ax of [x - len / 2 - 0.05, x + len / 2 - 0.12])
      parts.push(
        box(
          cam,
          { x0: ax, x1: ax + 0.17, y0: 0.05, y1: 0.62, z0: z - 0.45, z1: z + 0.45 },
          { front: c, top: tint(c, 0.15), side: shade(c, 0.15) },
          { soft: 0.04 },
        ),
      )
    return parts.join('')
  },

  table(ctx, item) {
    const { cam } = ctx
    const { x, z, wid = 0.9, dep = 0.6, high = 0.42 } = item
    const wood = item.wood ?? palette.woodLight
    const parts = [
      contactShadow(
        ctx,
        { x0: x - wid / 2, x1: x + wid / 2, z0: z - dep / 2, z1: z + dep / 2 },
        0.3,
      ),
    ]
    for (const [lx, lz] of [
      [-1, 1],
      [1, 1],
      [-1, -1],
      [1, -1],
    ]) {
      const px = x + lx * (wid / 2 - 0.06)
      const pz = z + lz * (dep / 2 - 0.06)
      parts.push(
        box(
          cam,
          { x0: px - 0.03, x1: px + 0.03, y0: 0, y1: high, z0: pz - 0.03, z1: pz + 0.03 },
          { front: shade(wood, 0.3), side: shade(wood, 0.4) },
        ),
      )
    }
    parts.push(
      box(
        cam,
        {
          x0: x - wid / 2,
          x1: x + wid / 2,
          y0: high - 0.05,
          y1: high,
          z0: z - dep / 2,
          z1: z + dep / 2,
        },
        { top: wood, front: shade(wood, 0.2), side: shade(wood, 0.25) },
      ),
    )
    if (item.fruit) {
      const p = cam.p([x, high + 0.05, z])
      const s = cam.scale(z)
      parts.push(
        el('ellipse', { cx: p[0], cy: p[1], rx: s * 0.16, ry: s * 0.05, fill: palette.cream }),
      )
      for (const [dx, col] of [
        [-0.07, palette.gold],
        [0, '#e0782f'],
        [0.07, '#9bbf3c'],
      ])
        parts.push(
          el('circle', { cx: p[0] + dx * s, cy: p[1] - s * 0.035, r: s * 0.04, fill: col }),
        )
    }
    return parts.join('')
  },

  plant(ctx, item) {
    const { cam, doc, rand, tone } = ctx
    const { x, z, size = 1.1 } = item
    const pot = item.pot ?? '#b86b45'
    const parts = [
      contactShadow(ctx, { x0: x - 0.22, x1: x + 0.22, z0: z - 0.22, z1: z + 0.22 }, 0.3),
    ]
    const a = cam.p([x - 0.22, 0.5, z])
    const b = cam.p([x + 0.22, 0.5, z])
    const c = cam.p([x + 0.16, 0, z])
    const e = cam.p([x - 0.16, 0, z])
    parts.push(
      poly([a, b, c, e], {
        fill: doc.linear(
          [
            [0, tint(pot, 0.15)],
            [1, shade(pot, 0.3)],
          ],
          [0, 0, 1, 0],
        ),
      }),
    )
    const top = cam.p([x, 0.5, z])
    parts.push(
      fronds(doc, {
        x: top[0],
        y: top[1],
        size: cam.scale(z) * size,
        rand,
        light: tone.light,
        count: 10,
      }),
    )
    return parts.join('')
  },

  art(ctx, item) {
    const { cam, doc, tone } = ctx
    const { x0, x1, y0, y1, z } = item
    const frame = cam.quad([
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ])
    const inner = cam.quad([
      [x0 + 0.06, y0 + 0.06, z],
      [x1 - 0.06, y0 + 0.06, z],
      [x1 - 0.06, y1 - 0.06, z],
      [x0 + 0.06, y1 - 0.06, z],
    ])
    const top = inner[3][1]
    const bottom = inner[0][1]
    const mid = top + (bottom - top) * 0.55
    return [
      poly(
        frame.map(([px, py]) => [px + 4, py + 6]),
        { fill: palette.shadow, opacity: 0.2, filter: doc.blur(4) },
      ),
      poly(frame, { fill: palette.woodDark }),
      poly(inner, {
        fill: doc.linear(
          [
            [0, tone.sky[0][1]],
            [0.55, tone.sky.at(-1)[1]],
            [0.56, palette.seaLight],
            [1, palette.seaDeep],
          ],
          [0, top, 0, bottom],
          true,
        ),
      }),
      el('circle', {
        cx: (inner[0][0] + inner[1][0]) / 2,
        cy: mid - (bottom - top) * 0.1,
        r: (bottom - top) * 0.08,
        fill: palette.gold,
        opacity: 0.9,
      }),
    ].join('')
  },

  rug(ctx, item) {
    const { cam } = ctx
    const { x0, x1, z0, z1, color = '#d9c7a6', border = palette.sea } = item
    return [
      poly(
        cam.quad([
          [x0, 0.003, z0],
          [x1, 0.003, z0],
          [x1, 0.003, z1],
          [x0, 0.003, z1],
        ]),
        { fill: border },
      ),
      poly(
        cam.quad([
          [x0 + 0.12, 0.004, z0 + 0.12],
          [x1 - 0.12, 0.004, z0 + 0.12],
          [x1 - 0.12, 0.004, z1 - 0.12],
          [x0 + 0.12, 0.004, z1 - 0.12],
        ]),
        { fill: color },
      ),
    ].join('')
  },

  pendant(ctx, item) {
    const { cam, doc, room, spec } = ctx
    const { x, z, drop = 0.9 } = item
    const top = cam.p([x, room.h, z])
    const c = cam.p([x, room.h - drop, z])
    const rad = cam.scale(z) * 0.22
    return [
      el('path', {
        d: `M${top[0].toFixed(1)} ${top[1].toFixed(1)}V${c[1].toFixed(1)}`,
        stroke: '#3a2c20',
        'stroke-width': 1.5,
      }),
      spec.lampsOn
        ? el('circle', {
            cx: c[0],
            cy: c[1],
            r: rad * 4,
            fill: doc.radial(
              [
                [0, '#ffd58c', 0.45],
                [1, '#ffd58c', 0],
              ],
              { cx: c[0], cy: c[1], rx: rad * 4 },
            ),
          })
        : '',
      el('ellipse', {
        cx: c[0],
        cy: c[1],
        rx: rad,
        ry: rad * 0.85,
        fill: doc.radial(
          [
            [0, spec.lampsOn ? '#fff1c9' : palette.rattan],
            [1, spec.lampsOn ? '#d98f3c' : palette.wood],
          ],
          { cx: c[0], cy: c[1] - rad * 0.3, rx: rad * 1.2 },
        ),
      }),
      el('ellipse', {
        cx: c[0],
        cy: c[1],
        rx: rad,
        ry: rad * 0.85,
        fill: 'none',
        stroke: palette.woodDark,
        'stroke-opacity': 0.35,
        'stroke-width': rad * 0.06,
        'stroke-dasharray': `${(rad * 0.15).toFixed(1)} ${(rad * 0.12).toFixed(1)}`,
      }),
    ].join('')
  },

  tub(ctx, item) {
    const { cam, doc } = ctx
    const { x, z, len = 1.7 } = item
    const parts = [
      contactShadow(ctx, { x0: x - len / 2, x1: x + len / 2, z0: z - 0.4, z1: z + 0.4 }, 0.3),
    ]
    parts.push(
      box(
        cam,
        { x0: x - len / 2, x1: x + len / 2, y0: 0, y1: 0.6, z0: z - 0.4, z1: z + 0.4 },
        { front: '#fbfaf6', top: '#ffffff', side: '#e8e4dc' },
        { soft: 0.12 },
      ),
    )
    const water = cam.quad([
      [x - len / 2 + 0.1, 0.55, z + 0.3],
      [x + len / 2 - 0.1, 0.55, z + 0.3],
      [x + len / 2 - 0.1, 0.55, z - 0.3],
      [x - len / 2 + 0.1, 0.55, z - 0.3],
    ])
    parts.push(
      poly(water, {
        fill: doc.linear(
          [
            [0, palette.lagoon],
            [1, palette.seaLight],
          ],
          [0, 0, 0, 1],
        ),
        stroke: '#d8d3ca',
        'stroke-width': 2,
        'stroke-linejoin': 'round',
      }),
    )
    return parts.join('')
  },
}

/** Vertical woven strips on the face of a headboard that looks into the room. */
function slats(cam, b, head, color) {
  let d = ''
  const add = (p, q) => {
    d += `M${p[0].toFixed(1)} ${p[1].toFixed(1)}L${q[0].toFixed(1)} ${q[1].toFixed(1)}`
  }
  if (head === 'back') {
    for (let x = b.x0 + 0.06; x < b.x1; x += 0.06)
      add(cam.p([x, b.y0 + 0.02, b.z0]), cam.p([x, b.y1 - 0.02, b.z0]))
  } else {
    const x = head === 'left' ? b.x1 : b.x0
    for (let z = b.z0 + 0.06; z < b.z1; z += 0.06)
      add(cam.p([x, b.y0 + 0.02, z]), cam.p([x, b.y1 - 0.02, z]))
  }
  return el('path', {
    d,
    stroke: color,
    'stroke-opacity': 0.45,
    'stroke-width': Math.max(1, cam.scale(b.z0) * 0.012),
  })
}

function norm(b) {
  return {
    x0: Math.min(b.x0, b.x1),
    x1: Math.max(b.x0, b.x1),
    y0: b.y0,
    y1: b.y1,
    z0: Math.min(b.z0, b.z1),
    z1: Math.max(b.z0, b.z1),
  }
}
