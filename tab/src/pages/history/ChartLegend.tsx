import { COLOURS, type TChartColour, useChartStyles } from './chart-styles.ts';

export interface TLegendItem {
  colour: TChartColour;
  label: string;
  /** A hatched swatch, like the vacation marker it stands for. */
  hatched?: boolean;
}

/** The key under a chart: one coloured swatch and name per series drawn. */
export function ChartLegend({ items }: { items: readonly TLegendItem[] }) {
  const styles = useChartStyles();
  return (
    <ul className={styles.legend} aria-label="Legend">
      {items.map((item) => (
        <li key={item.colour} className={styles.legendItem}>
          <span
            className={styles.swatch}
            aria-hidden="true"
            style={
              item.hatched
                ? {
                    background: `repeating-linear-gradient(45deg, ${COLOURS[item.colour]} 0 2px, transparent 2px 5px)`,
                    outline: `1px solid ${COLOURS[item.colour]}`,
                  }
                : { backgroundColor: COLOURS[item.colour] }
            }
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
