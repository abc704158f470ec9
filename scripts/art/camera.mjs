// A pinhole camera looking straight ahead (one-point perspective): metres in, pixels out.
// x right, y up, z away from the viewer. The sea's horizon always sits at the eye line `cy`.
import { poly } from './svg.mjs'

export function camera({ W, H, f, eye = [0, 1.4, 0], cy = H * 0.45, cx = W / 2 }) {
  const p = ([x, y, z]) => {
    const dz = Math.max(z - eye[2], 0.05)
    return [cx + (f * (x - eye[0])) / dz, cy - (f * (y - eye[1])) / dz]
  }
  /** Pixels per metre at depth z. */
  const scale = (z) => f / Math.max(z - eye[2], 0.05)
  return { W, H, f, eye, cx, cy, p, scale, quad: (points) => points.map(p) }
}

/**
 * The faces of an axis-aligned box a viewer at the eye can see, nearest last:
 * back-to-front painting then needs no depth sorting inside one box.
 */
export function boxFaces(cam, { x0, x1, y0, y1, z0, z1 }) {
  const [ex, ey] = cam.eye
  const faces = []
  if (y1 < ey)
    faces.push([
      'top',
      [
        [x0, y1, z1],
        [x1, y1, z1],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
    ])
  if (y0 > ey)
    faces.push([
      'bottom',
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y0, z0],
        [x0, y0, z0],
      ],
    ])
  if (x1 < ex)
    faces.push([
      'right',
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
    ])
  if (x0 > ex)
    faces.push([
      'left',
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
    ])
  faces.push([
    'front',
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
  ])
  return faces.map(([name, points]) => [name, cam.quad(points)])
}

/**
 * Draws a box with a fill per face ('top', 'front', 'side'); `soft` rounds its corners with
 * a stroke of the same colour, which reads as cushions and mattresses.
 */
export function box(cam, b, fills, { soft = 0, only } = {}) {
  return boxFaces(cam, b)
    .filter(([name]) => !only || only.includes(name === 'left' || name === 'right' ? 'side' : name))
    .map(([name, points]) => {
      const fill =
        fills[name] ??
        (name === 'left' || name === 'right' ? fills.side : fills.front) ??
        fills.front
      const extra = soft
        ? {
            stroke: fill,
            'stroke-width': soft * cam.scale((b.z0 + b.z1) / 2),
            'stroke-linejoin': 'round',
          }
        : {}
      return poly(points, { fill, ...extra })
    })
    .join('')
}
