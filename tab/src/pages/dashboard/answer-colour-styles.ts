/**
 * The five answer colours as left borders (spec part 3 §2.7). Each has at least 3:1 contrast
 * with the card in the light and dark themes, as non-text marks need.
 */
import { makeStyles, tokens } from '@fluentui/react-components';

const border = (colour: string) => ({ borderLeft: `4px solid ${colour}` });

export const useAnswerColourStyles = makeStyles({
  colour0: border(tokens.colorPaletteBlueBorderActive),
  colour1: border(tokens.colorPaletteDarkGreenBorderActive),
  colour2: border(tokens.colorPaletteBerryBorderActive),
  colour3: border(tokens.colorPaletteDarkOrangeBorderActive),
  colour4: border(tokens.colorPalettePurpleBorderActive),
});

/** The class of colour `index` (0 to four, from answerColourIndex or colourIndexFor). */
export function answerColourClass(styles: ReturnType<typeof useAnswerColourStyles>, index: number): string {
  return [styles.colour0, styles.colour1, styles.colour2, styles.colour3, styles.colour4][index] ?? styles.colour0;
}
