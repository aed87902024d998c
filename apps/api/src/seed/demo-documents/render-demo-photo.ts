import { PNG } from 'pngjs';

type Rgb = [number, number, number];

/** The container a demo product comes in: a jerrycan for most liquids, a cylinder for gases. */
export type ContainerShape = 'jerrycan' | 'bottle' | 'cylinder';

export interface DemoPhotoOptions {
  shape: ContainerShape;
  /** The container's colour (HDPE jerrycans are often blue, white or yellow). */
  colour: Rgb;
  /** Whether the label shows a red GHS diamond. */
  hasPictogram: boolean;
  size?: number;
}

/** A shape is a test "is this point (0..1 coordinates) inside?" */
type Shape = (x: number, y: number) => boolean;

const roundedRect =
  (left: number, top: number, right: number, bottom: number, radius: number): Shape =>
  (x, y) => {
    if (x < left || x > right || y < top || y > bottom) return false;
    const cx = Math.min(Math.max(x, left + radius), right - radius);
    const cy = Math.min(Math.max(y, top + radius), bottom - radius);
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
  };

const diamond =
  (cx: number, cy: number, half: number): Shape =>
  (x, y) =>
    Math.abs(x - cx) + Math.abs(y - cy) <= half;

const without =
  (outer: Shape, inner: Shape): Shape =>
  (x, y) =>
    outer(x, y) && !inner(x, y);

function containerLayers(shape: ContainerShape, colour: Rgb): [Shape, Rgb][] {
  const darker: Rgb = [colour[0] * 0.7, colour[1] * 0.7, colour[2] * 0.7];
  if (shape === 'cylinder') {
    return [
      [roundedRect(0.36, 0.22, 0.64, 0.9, 0.12), colour],
      [roundedRect(0.44, 0.1, 0.56, 0.24, 0.03), [90, 90, 96]],
    ];
  }
  if (shape === 'bottle') {
    return [
      [roundedRect(0.33, 0.3, 0.67, 0.9, 0.06), colour],
      [roundedRect(0.42, 0.17, 0.58, 0.32, 0.03), colour],
      [roundedRect(0.41, 0.1, 0.59, 0.19, 0.02), darker],
    ];
  }
  return [
    [roundedRect(0.22, 0.24, 0.78, 0.9, 0.06), colour],
    [
      without(roundedRect(0.52, 0.12, 0.74, 0.3, 0.05), roundedRect(0.57, 0.17, 0.69, 0.26, 0.02)),
      colour,
    ],
    [roundedRect(0.28, 0.14, 0.42, 0.25, 0.02), darker],
  ];
}

/**
 * A product photo for the demo data: the container with its label, drawn in a few flat
 * shapes (a real portal holds suppliers' photos; the demo must not ship anyone's). PNG bytes.
 */
export function renderDemoPhoto(options: DemoPhotoOptions): Buffer {
  const size = options.size ?? 480;
  const labelTop = options.shape === 'cylinder' ? 0.45 : 0.48;
  const [labelLeft, labelRight] = options.shape === 'jerrycan' ? [0.3, 0.7] : [0.36, 0.64];
  const layers: [Shape, Rgb][] = [
    ...containerLayers(options.shape, options.colour),
    [roundedRect(labelLeft, labelTop, labelRight, labelTop + 0.3, 0.01), [250, 250, 247]],
  ];
  if (options.hasPictogram) {
    const cx = (labelLeft + labelRight) / 2;
    const cy = labelTop + 0.15;
    layers.push([without(diamond(cx, cy, 0.1), diamond(cx, cy, 0.08)), [204, 0, 0]]);
  }
  const png = new PNG({ width: size, height: size });
  const samples = [0.25, 0.75];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      // Four samples per pixel: smooth edges without a drawing library.
      const background = 244 - Math.round((row / size) * 24);
      let colour: Rgb = [0, 0, 0];
      for (const dy of samples) {
        for (const dx of samples) {
          const x = (column + dx) / size;
          const y = (row + dy) / size;
          let sample: Rgb = [background, background, background + 4];
          for (const [inside, fill] of layers) if (inside(x, y)) sample = fill;
          colour = [
            colour[0] + sample[0] / 4,
            colour[1] + sample[1] / 4,
            colour[2] + sample[2] / 4,
          ];
        }
      }
      png.data.set([...colour.map(Math.round), 255], (row * size + column) * 4);
    }
  }
  return PNG.sync.write(png);
}
