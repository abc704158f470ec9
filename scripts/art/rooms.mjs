// The eight room pictures. Each scene is written once in metres and rendered twice: a 4:3
// card and a wider 3:2 picture for the detail page, so the two always show the same room.
import { interior } from './interior.mjs'
import { cabanaScene } from './outdoor.mjs'
import { palette } from './palette.mjs'

export const roomScenes = {
  // Hotel Rooms, for a couple: a queen bed against the wall and a big window onto the sea.
  'room-1': {
    seed: 101,
    time: 'golden',
    wall: '#f1e6d3',
    sideWall: '#eadcc4',
    eye: [0.5, 1.3, 0],
    openings: [
      {
        x0: 0.4,
        x1: 2.6,
        y0: 0.7,
        y1: 2.4,
        panes: 3,
        sunX: 0.7,
        island: 0.05,
        curtains: '#f4efe6',
      },
    ],
    panel: { x0: -3.1, x1: -0.3 },
    beds: [
      {
        head: 'back',
        at: -1.6,
        width: 1.6,
        throw: palette.seaLight,
        cushions: [palette.gold, palette.sea],
      },
    ],
    items: [
      { type: 'nightstand', x: -0.6, z: 5.15 },
      { type: 'plant', x: 2.7, z: 5.0, size: 1.1 },
      { type: 'armchair', x: 1.7, z: 3.4, cushion: palette.coral },
      { type: 'table', x: 0.7, z: 3.2, wid: 0.5, dep: 0.5, high: 0.45, fruit: true },
      { type: 'rug', x0: -2.6, x1: 0.2, z0: 2.2, z1: 4.2, color: '#e6d6b8' },
      { type: 'pendant', x: -0.6, z: 5.0, drop: 1.2 },
    ],
  },
  // Cabana Rooms: drawn outdoors, see outdoor.mjs.
  'room-2': { outdoor: cabanaScene, seed: 202 },
  // Deluxe Room, for up to 4: two double beds and balcony doors onto the sunset.
  'room-3': {
    seed: 303,
    time: 'sunset',
    wall: '#f0e2cf',
    sideWall: '#e8d6be',
    eye: [0.5, 1.25, -1.2],
    openings: [
      {
        x0: -0.4,
        x1: 2.4,
        y0: 0,
        y1: 2.45,
        panes: 4,
        transom: true,
        sunX: 0.45,
        balcony: true,
        curtains: '#efe2cf',
      },
    ],
    beds: [
      {
        head: 'left',
        at: 4.15,
        width: 1.4,
        throw: palette.coral,
        cushions: [palette.gold, palette.sea],
        headboard: palette.woodLight,
      },
      {
        head: 'left',
        at: 2.1,
        width: 1.4,
        throw: palette.coral,
        cushions: [palette.sea, palette.gold],
        headboard: palette.woodLight,
      },
    ],
    items: [
      { type: 'nightstand', x: -2.85, z: 3.15 },
      { type: 'armchair', x: 2.55, z: 3.2, cushion: palette.sea },
      { type: 'plant', x: -1.0, z: 5.1, size: 1.0 },
    ],
  },
  // Ocean-view suite: a king bed on the side wall and the whole back wall opening to a balcony.
  'room-4': {
    seed: 404,
    time: 'day',
    wall: '#f3ece0',
    sideWall: '#e9e0d0',
    eye: [-0.3, 1.25, -0.8],
    floor: '#c89f74',
    openings: [
      {
        x0: -2.6,
        x1: 1.2,
        y0: 0,
        y1: 2.5,
        panes: 4,
        balcony: true,
        island: 0.55,
        palms: [[-4, 9, 0.1]],
      },
    ],
    beds: [
      {
        head: 'right',
        at: 3.4,
        width: 1.9,
        throw: palette.sea,
        cushions: [palette.gold, palette.coral, palette.gold],
        headboard: palette.rattan,
      },
    ],
    items: [
      { type: 'sofa', x: -1.9, z: 3.0, len: 1.6, color: '#efe7d8' },
      { type: 'table', x: -0.9, z: 2.2, wid: 0.7, dep: 0.5, high: 0.38, fruit: true },
      { type: 'plant', x: 1.9, z: 5.0, size: 1.2 },
      { type: 'rug', x0: -2.8, x1: -0.2, z0: 1.6, z1: 3.8, color: '#ede3cf', border: palette.gold },
    ],
  },
  // Garden twin room: two single beds and a window onto the palm garden.
  'room-5': {
    seed: 505,
    time: 'day',
    wall: '#eef0e6',
    sideWall: '#e2e6d8',
    eye: [0.4, 1.2, 0],
    floor: '#b98a5f',
    openings: [
      {
        x0: 1.2,
        x1: 2.8,
        y0: 0.8,
        y1: 2.4,
        panes: 2,
        island: 0.2,
        palms: [
          [0.5, 8, -0.1],
          [3.5, 7, 0.15],
        ],
        curtains: '#e6efe6',
      },
    ],
    beds: [
      {
        head: 'back',
        at: -2.1,
        width: 1.1,
        throw: palette.palmLight,
        cushions: [palette.sea],
        headboard: palette.rattan,
      },
      {
        head: 'back',
        at: -0.2,
        width: 1.1,
        throw: palette.palmLight,
        cushions: [palette.gold],
        headboard: palette.rattan,
      },
    ],
    items: [
      { type: 'nightstand', x: -1.15, z: 5.15 },
      { type: 'art', x0: -2.5, x1: -0.2, y0: 1.55, y1: 2.25, z: 5.39 },
      { type: 'plant', x: 2.75, z: 4.7, size: 1.0 },
      { type: 'armchair', x: 2.0, z: 2.9, cushion: palette.gold },
    ],
  },
  // Evening in a premier room: lamps lit, the sea fading to blue outside.
  'room-6': {
    seed: 606,
    time: 'dusk',
    lampsOn: true,
    wall: '#eadbc4',
    sideWall: '#ddcbb1',
    eye: [0.2, 1.2, 0],
    floor: '#9c7150',
    sunStrength: 0.1,
    panel: { x0: -1.9, x1: 1.1, color: '#8a6040' },
    openings: [{ x0: 1.6, x1: 2.9, y0: 0, y1: 2.4, panes: 2, balcony: true }],
    beds: [
      {
        head: 'back',
        at: -0.4,
        width: 1.8,
        throw: palette.gold,
        cushions: [palette.sea, palette.coral, palette.sea],
        headboard: '#d8c8a8',
      },
    ],
    items: [
      { type: 'nightstand', x: -1.65, z: 5.15 },
      { type: 'nightstand', x: 0.85, z: 5.15 },
      { type: 'plant', x: -2.7, z: 4.9, size: 1.1 },
      { type: 'rug', x0: -2.2, x1: 1.4, z0: 1.9, z1: 3.6, color: '#d8c29c', border: '#7a4f33' },
    ],
  },
  // Family room: a king bed and a daybed sofa facing balcony doors in the golden hour.
  'room-7': {
    seed: 707,
    time: 'golden',
    wall: '#f2e4cc',
    sideWall: '#e9d7ba',
    eye: [0.4, 1.25, -1.0],
    openings: [
      {
        x0: 0.0,
        x1: 2.6,
        y0: 0,
        y1: 2.45,
        panes: 3,
        transom: true,
        balcony: true,
        sunX: 0.8,
        curtains: '#f1e7d6',
      },
    ],
    beds: [
      {
        head: 'left',
        at: 3.7,
        width: 1.9,
        throw: palette.sea,
        cushions: [palette.gold, palette.coral],
        headboard: palette.woodLight,
      },
    ],
    items: [
      {
        type: 'sofa',
        x: 2.2,
        z: 2.6,
        len: 1.6,
        color: '#f0e6d4',
        cushions: [palette.coral, palette.gold, palette.coral],
      },
      { type: 'nightstand', x: -2.85, z: 2.45 },
      { type: 'pendant', x: -1.6, z: 3.6, drop: 1.0 },
      { type: 'plant', x: -0.6, z: 5.1, size: 1.0 },
    ],
  },
  // Bath with a view: a freestanding tub by the window, the bed beyond a rattan screen.
  'room-8': {
    seed: 808,
    time: 'day',
    wall: '#f4f1ea',
    sideWall: '#ebe6dc',
    eye: [0.3, 1.25, 0],
    floor: '#d7cbb8',
    tiles: true,
    beams: false,
    openings: [{ x0: -1.6, x1: 1.6, y0: 0.55, y1: 2.45, panes: 3, island: 0.6, sunX: 0.25 }],
    beds: [
      {
        head: 'right',
        at: 4.2,
        width: 1.6,
        throw: palette.seaLight,
        cushions: [palette.gold],
        headboard: palette.rattan,
      },
    ],
    items: [
      { type: 'tub', x: -0.3, z: 4.3, len: 1.7 },
      { type: 'plant', x: -2.6, z: 4.9, size: 1.2 },
      { type: 'plant', x: 1.9, z: 5.0, size: 0.8, pot: '#d8cbb3' },
      {
        type: 'rug',
        x0: -1.4,
        x1: 0.8,
        z0: 2.9,
        z1: 3.7,
        color: '#f3efe6',
        border: palette.seaLight,
      },
    ],
  },
}

export function roomPicture(name, { W, H }) {
  const scene = roomScenes[name]
  if (scene.outdoor) return scene.outdoor({ W, H, seed: scene.seed })
  return interior({ ...scene, W, H })
}

/** slide-3: a resort bedroom opening onto a balcony and the sea, the view kept calm. */
export function bedroomSlide({ W = 2400, H = 1350 } = {}) {
  return interior({
    W,
    H,
    seed: 33,
    time: 'golden',
    wall: '#f1e5d1',
    sideWall: '#e7d6bb',
    eye: [0, 1.3, 0],
    fK: 0.85,
    openings: [
      {
        x0: -1.4,
        x1: 1.4,
        y0: 0,
        y1: 2.5,
        panes: 4,
        transom: true,
        balcony: true,
        sunX: 0.62,
        island: 0.05,
        curtains: '#f3ebde',
      },
    ],
    beds: [
      {
        head: 'left',
        at: 3.3,
        width: 1.9,
        throw: palette.sea,
        cushions: [palette.gold, palette.coral],
      },
    ],
    items: [
      { type: 'nightstand', x: -2.85, z: 2.05 },
      { type: 'armchair', x: 2.3, z: 3.6, cushion: palette.sea },
      { type: 'plant', x: 2.7, z: 5.0, size: 1.2 },
      { type: 'pendant', x: 1.8, z: 2.6, drop: 0.9 },
    ],
  })
}
