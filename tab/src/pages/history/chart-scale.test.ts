import { describe, expect, it } from 'vitest';
import {
  areaPath,
  bandLayout,
  integerTicks,
  labelWidthFor,
  linearScale,
  linePath,
  PERCENT_TICKS,
  plotArea,
  pointPositions,
  round2,
  visibleLabels,
} from './chart-scale.ts';

describe('plotArea', () => {
  it('takes the margins off the chart', () => {
    expect(plotArea(640, 250, { top: 12, right: 20, bottom: 32, left: 44 })).toEqual({
      left: 44,
      top: 12,
      right: 620,
      bottom: 218,
    });
  });

  it('never turns inside out on a tiny chart', () => {
    const area = plotArea(30, 20, { top: 12, right: 20, bottom: 32, left: 44 });
    expect(area.right).toBe(44);
    expect(area.bottom).toBe(12);
  });
});

describe('linearScale', () => {
  it('maps percent onto an upside-down y axis', () => {
    const y = linearScale(0, 100, 218, 12);
    expect(y(0)).toBe(218);
    expect(y(100)).toBe(12);
    expect(y(50)).toBe(115);
    expect(y(60)).toBe(94.4);
  });

  it('clamps values outside the domain and treats NaN as the bottom', () => {
    const y = linearScale(0, 100, 200, 0);
    expect(y(150)).toBe(0);
    expect(y(-20)).toBe(200);
    expect(y(Number.NaN)).toBe(200);
  });

  it('puts everything in the middle when the domain is empty', () => {
    expect(linearScale(5, 5, 0, 100)(7)).toBe(50);
  });
});

describe('pointPositions', () => {
  it('spreads points evenly from start to end', () => {
    expect(pointPositions(3, 0, 100)).toEqual([0, 50, 100]);
    expect(pointPositions(4, 10, 20)).toEqual([10, 13.33, 16.67, 20]);
  });

  it('centres a single point and draws none for no rows', () => {
    expect(pointPositions(1, 0, 100)).toEqual([50]);
    expect(pointPositions(0, 0, 100)).toEqual([]);
  });
});

describe('bandLayout', () => {
  it('centres one bar in each equal slot, leaving the padding empty', () => {
    expect(bandLayout(2, 0, 200, 0.5, 100)).toEqual([
      { x: 25, width: 50, centre: 50 },
      { x: 125, width: 50, centre: 150 },
    ]);
  });

  it('caps the bar width on wide charts', () => {
    const [band] = bandLayout(1, 0, 1000, 0.3, 40);
    expect(band).toEqual({ x: 480, width: 40, centre: 500 });
  });

  it('keeps a sane padding and draws nothing for no rows', () => {
    expect(bandLayout(1, 0, 100, 5, 1000)[0]?.width).toBe(10);
    expect(bandLayout(0, 0, 100)).toEqual([]);
  });
});

describe('paths', () => {
  const points = [
    { x: 0, y: 10 },
    { x: 50, y: 20.456 },
    { x: 100, y: 5 },
  ];

  it('draws a line through the points', () => {
    expect(linePath(points)).toBe('M0 10 L50 20.46 L100 5');
    expect(linePath([])).toBe('');
  });

  it('closes the area down to the baseline', () => {
    expect(areaPath(points, 200)).toBe('M0 200 L0 10 L50 20.46 L100 5 L100 200 Z');
  });

  it('draws no area for fewer than two points', () => {
    expect(areaPath([{ x: 5, y: 5 }], 200)).toBe('');
    expect(areaPath([], 200)).toBe('');
  });
});

describe('ticks', () => {
  it('grids the percent axis every quarter', () => {
    expect(PERCENT_TICKS).toEqual([0, 25, 50, 75, 100]);
  });

  it('counts whole segments up to the top', () => {
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(1)).toEqual([0, 1]);
    expect(integerTicks(-2)).toEqual([0]);
  });
});

describe('label thinning', () => {
  it('sizes labels by the longest one', () => {
    expect(labelWidthFor(['Nov 3', 'Nov 23'])).toBe(6 * 7 + 12);
    expect(labelWidthFor([])).toBe(12);
  });

  it('shows every label when they fit', () => {
    expect(visibleLabels(5, 600, 54)).toEqual([true, true, true, true, true]);
  });

  it('shows every n-th label counted back from the newest when crowded', () => {
    // 10 labels, room for 4: every third, the last always shown.
    expect(visibleLabels(10, 4 * 54, 54)).toEqual([true, false, false, true, false, false, true, false, false, true]);
  });

  it('still labels the newest date when there is no room at all', () => {
    const shown = visibleLabels(30, 10, 54);
    expect(shown.at(-1)).toBe(true);
    expect(shown.filter(Boolean)).toHaveLength(1);
  });

  it('labels nothing when there are no dates', () => {
    expect(visibleLabels(0, 600, 54)).toEqual([]);
  });
});

describe('round2', () => {
  it('keeps two decimals', () => {
    expect(round2(1 / 3)).toBe(0.33);
    expect(round2(94.4)).toBe(94.4);
  });
});
