/**
 * The Teams app icons, drawn from code so no binary sits in the repository: color.png (192x192,
 * a white check mark on an accent-colour rounded square) and outline.png (32x32, the check mark
 * in white on transparent, as Teams asks). A tiny RGBA PNG encoder on node:zlib writes them.
 */
import { crc32, deflateSync } from 'node:zlib';

/** Teams' sizes: the colour icon 192x192, the outline icon 32x32. */
export const COLOR_ICON_SIZE = 192;
export const OUTLINE_ICON_SIZE = 32;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes straight (not premultiplied) RGBA pixels, row by row, as an 8-bit RGBA PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error(`expected ${width * height * 4} bytes of RGBA`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type 6 (RGBA), deflate, no filter, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each scanline starts with its filter type: 0, none.
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type TRgba = readonly [number, number, number, number];
/** What covers a point of the unit square (0..1 both ways), topmost first; undefined is transparent. */
type TPainter = (x: number, y: number) => TRgba | undefined;

const SAMPLES = 4; // 4x4 samples a pixel smooth the edges

/** Renders a painter at `size` pixels with supersampled edges. */
function render(size: number, paint: TPainter): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = paint((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size);
          if (!colour) continue;
          const alpha = colour[3] / 255;
          r += colour[0] * alpha;
          g += colour[1] * alpha;
          b += colour[2] * alpha;
          a += alpha;
        }
      }
      const offset = (py * size + px) * 4;
      if (a > 0) pixels.set([Math.round(r / a), Math.round(g / a), Math.round(b / a)], offset);
      pixels[offset + 3] = Math.round((a / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

type TPoint = readonly [number, number];

function distanceToSegment(x: number, y: number, [x1, y1]: TPoint, [x2, y2]: TPoint): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

const CHECK_MARK: readonly [TPoint, TPoint, TPoint] = [
  [0.27, 0.52],
  [0.43, 0.68],
  [0.74, 0.35],
];

/** A test for "on the check mark" (a round-capped polyline of `width`), grown by `scale` about the centre. */
function checkMark(width: number, scale: number): (x: number, y: number) => boolean {
  const grow = ([px, py]: TPoint): TPoint => [0.5 + (px - 0.5) * scale, 0.5 + (py - 0.5) * scale];
  const [start, corner, end] = CHECK_MARK.map(grow) as [TPoint, TPoint, TPoint];
  return (x, y) =>
    distanceToSegment(x, y, start, corner) <= width / 2 || distanceToSegment(x, y, corner, end) <= width / 2;
}

function inRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

function parseHexColour(hex: string): TRgba {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #RRGGBB colour: ${hex}`);
  return [Number.parseInt(match[1]!, 16), Number.parseInt(match[2]!, 16), Number.parseInt(match[3]!, 16), 255];
}

const WHITE: TRgba = [255, 255, 255, 255];

/** color.png: the full-colour icon Teams shows in the store and the app bar's expanded views. */
export function renderColorIcon(accentColor: string): Buffer {
  const accent = parseHexColour(accentColor);
  const onCheckMark = checkMark(0.1, 1);
  const pixels = render(COLOR_ICON_SIZE, (x, y) => {
    if (!inRoundedSquare(x, y, 0.2)) return undefined;
    return onCheckMark(x, y) ? WHITE : accent;
  });
  return encodePng(COLOR_ICON_SIZE, COLOR_ICON_SIZE, pixels);
}

/** outline.png: the white-on-transparent icon Teams tints in its app bar. */
export function renderOutlineIcon(): Buffer {
  const onCheckMark = checkMark(0.13, 1.25);
  const pixels = render(OUTLINE_ICON_SIZE, (x, y) => (onCheckMark(x, y) ? WHITE : undefined));
  return encodePng(OUTLINE_ICON_SIZE, OUTLINE_ICON_SIZE, pixels);
}
