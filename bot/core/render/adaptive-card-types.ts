/**
 * The part of the Adaptive Card 1.3 schema Rollcall writes. Kept to 1.3 so Webex, which renders
 * up to 1.3, can take the same cards as Teams.
 */

export const CARD_VERSION = '1.3';
export const CARD_SCHEMA = 'http://adaptivecards.io/schemas/adaptive-card.json';

type TSpacing = 'None' | 'Small' | 'Default' | 'Medium' | 'Large' | 'ExtraLarge';

export interface TTextBlock {
  type: 'TextBlock';
  text: string;
  wrap: true;
  weight?: 'Lighter' | 'Default' | 'Bolder';
  size?: 'Small' | 'Default' | 'Medium' | 'Large' | 'ExtraLarge';
  color?: 'Default' | 'Dark' | 'Light' | 'Accent' | 'Good' | 'Warning' | 'Attention';
  isSubtle?: boolean;
  spacing?: TSpacing;
  separator?: boolean;
}

export interface TInputText {
  type: 'Input.Text';
  id: string;
  isMultiline?: boolean;
  placeholder?: string;
  value?: string;
  spacing?: TSpacing;
}

export interface TInputToggle {
  type: 'Input.Toggle';
  id: string;
  title: string;
  /** The toggle's valueOn and valueOff are left at their defaults, 'true' and 'false'. */
  value: 'true' | 'false';
  wrap?: boolean;
}

export interface TFactSet {
  type: 'FactSet';
  facts: { title: string; value: string }[];
  spacing?: TSpacing;
}

export interface TContainer {
  type: 'Container';
  items: TCardElement[];
  separator?: boolean;
  spacing?: TSpacing;
}

export type TCardElement = TTextBlock | TInputText | TInputToggle | TFactSet | TContainer;

export interface TActionSubmit {
  type: 'Action.Submit';
  title: string;
  data: Record<string, string>;
}

export interface TActionOpenUrl {
  type: 'Action.OpenUrl';
  title: string;
  url: string;
}

export type TCardAction = TActionSubmit | TActionOpenUrl;

export interface TAdaptiveCard {
  type: 'AdaptiveCard';
  $schema: typeof CARD_SCHEMA;
  version: typeof CARD_VERSION;
  body: TCardElement[];
  actions?: TCardAction[];
}
