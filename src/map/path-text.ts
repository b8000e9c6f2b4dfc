/**
 * SVG path data from d3-geo's drawing calls, kept small for inline maps: coordinates rounded to a
 * given number of decimals, written relative to the point before (short numbers), a point that rounds
 * onto the last one dropped, and a ring that collapses to fewer than three points left out entirely.
 * At the size of an infobox map a whole pixel is the precision the eye can see.
 */
export interface PathText {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  arc(): void;
  /** The path data gathered so far, e.g. "M12 34l1-2 3 4z"; empty when nothing was drawn. */
  result(): string;
}

/** A number as SVG path data writes it: no trailing zeros, no leading zero before the point. */
function numberText(value: number): string {
  const text = String(value === 0 ? 0 : value);
  return text.replace(/^(-?)0\./, '$1.');
}

/** Joins numbers with a space only where the next does not start with a minus sign or a point already following a fraction. */
function joined(values: readonly number[]): string {
  let out = '';
  for (const value of values) {
    const text = numberText(value);
    out += out === '' || text.startsWith('-') ? text : ` ${text}`;
  }
  return out;
}

/** Twice the signed area of a ring (the shoelace sum), in square units of the drawing. */
function ringArea(ring: readonly [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[(i + 1) % ring.length]!;
    sum += x0 * y1 - x1 * y0;
  }
  return sum / 2;
}

/**
 * `minArea` leaves out closed rings smaller than that many square units (an islet a pixel across, which
 * costs as many bytes as a coast); 0 keeps every ring, as for the countries a game is played in.
 */
export function pathText(digits = 0, minArea = 0): PathText {
  const scale = 10 ** digits;
  const round = (v: number) => Math.round(v * scale) / scale;
  let out = '';
  let ring: [number, number][] = [];
  let closed = false;

  const flush = () => {
    const big = !closed || minArea === 0 || Math.abs(ringArea(ring)) >= minArea;
    if (big && (ring.length >= 3 || (!closed && ring.length >= 2))) {
      const [first, ...rest] = ring;
      const steps: number[] = [];
      let [px, py] = first!;
      for (const [x, y] of rest) {
        steps.push(round(x - px), round(y - py));
        [px, py] = [x, y];
      }
      out += `M${joined(first!)}l${joined(steps)}${closed ? 'z' : ''}`;
    }
    ring = [];
    closed = false;
  };

  return {
    moveTo(x, y) {
      flush();
      ring.push([round(x), round(y)]);
    },
    lineTo(x, y) {
      const point: [number, number] = [round(x), round(y)];
      const last = ring.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push(point);
    },
    closePath() {
      // The ring's last point often repeats its first: the z draws that side.
      const [first, last] = [ring[0], ring.at(-1)];
      if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
      closed = true;
      flush();
    },
    arc() {
      // Points are drawn as circles of our own, never through d3's arcs.
    },
    result() {
      flush();
      return out;
    },
  };
}
