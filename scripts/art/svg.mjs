// Tiny SVG writing helpers. Numbers are rounded to one decimal so the committed files stay
// small and byte-identical between runs.

export const r = (n) => Math.round(n * 10) / 10

export function pathOf(points, close = true) {
  return `M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}${close ? 'Z' : ''}`
}

function attrs(a) {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r(v) : v}"`)
    .join('')
}

export function el(tag, a = {}, children) {
  if (children === undefined || children === null) return `<${tag}${attrs(a)}/>`
  return `<${tag}${attrs(a)}>${Array.isArray(children) ? children.join('') : children}</${tag}>`
}

export const g = (a, children) => el('g', a, children)
export const poly = (points, a = {}) => el('path', { d: pathOf(points), ...a })

/**
 * One SVG document: collects <defs> (gradients, filters, clips) with ids numbered in call
 * order, so the same code always writes the same file.
 */
export class Doc {
  constructor(width, height) {
    this.W = width
    this.H = height
    this.defs = []
    this.count = 0
    this.blurs = new Map()
  }

  id(prefix) {
    this.count += 1
    return `${prefix}${this.count}`
  }

  stopsOf(stops) {
    return stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset: r(offset * 100) + '%', 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join('')
  }

  /** Linear gradient; [x1, y1, x2, y2] in user space when `user`, else in the shape's box. */
  linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1], user = false) {
    const id = this.id('l')
    const units = user ? { gradientUnits: 'userSpaceOnUse' } : {}
    const f = (n) => (user ? n : r(n * 100) + '%')
    this.defs.push(
      el(
        'linearGradient',
        { id, x1: f(x1), y1: f(y1), x2: f(x2), y2: f(y2), ...units },
        this.stopsOf(stops),
      ),
    )
    return `url(#${id})`
  }

  /** Radial gradient in user space (centre, radius, optional vertical squash). */
  radial(stops, { cx, cy, rx, ry = rx }) {
    const id = this.id('r')
    const transform =
      ry === rx
        ? undefined
        : `translate(${r(cx)} ${r(cy)}) scale(1 ${r((ry / rx) * 1000) / 1000}) translate(${r(-cx)} ${r(-cy)})`
    this.defs.push(
      el(
        'radialGradient',
        { id, cx, cy, r: rx, gradientUnits: 'userSpaceOnUse', gradientTransform: transform },
        this.stopsOf(stops),
      ),
    )
    return `url(#${id})`
  }

  /** Gaussian blur filter with a generous region, shared per deviation. */
  blur(deviation) {
    const key = r(deviation)
    if (!this.blurs.has(key)) {
      const id = this.id('b')
      this.defs.push(
        el(
          'filter',
          {
            id,
            x: '-50%',
            y: '-50%',
            width: '200%',
            height: '200%',
            'color-interpolation-filters': 'sRGB',
          },
          el('feGaussianBlur', { stdDeviation: key }),
        ),
      )
      this.blurs.set(key, `url(#${id})`)
    }
    return this.blurs.get(key)
  }

  clip(d) {
    const id = this.id('c')
    this.defs.push(el('clipPath', { id }, el('path', { d })))
    return `url(#${id})`
  }

  render(body) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join('')}</defs>${body.join ? body.join('') : body}</svg>\n`
    )
  }
}
