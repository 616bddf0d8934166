/** The part of Slack's Block Kit that Rollcall writes: messages ({ text, blocks }) and one modal. */

export interface TPlainText {
  type: 'plain_text';
  text: string;
  emoji?: boolean;
}

export interface TMrkdwnText {
  type: 'mrkdwn';
  text: string;
}

export type TTextObject = TPlainText | TMrkdwnText;

export interface TButton {
  type: 'button';
  text: TPlainText;
  action_id: string;
  url?: string;
  value?: string;
  style?: 'primary' | 'danger';
}

export interface TPlainTextInput {
  type: 'plain_text_input';
  action_id: string;
  multiline?: boolean;
  initial_value?: string;
  max_length?: number;
  placeholder?: TPlainText;
}

export interface TCheckboxOption {
  text: TPlainText;
  value: string;
}

export interface TCheckboxes {
  type: 'checkboxes';
  action_id: string;
  options: TCheckboxOption[];
  initial_options?: TCheckboxOption[];
}

export interface THeaderBlock {
  type: 'header';
  text: TPlainText;
}

export interface TSectionBlock {
  type: 'section';
  text?: TTextObject;
  fields?: TTextObject[];
  accessory?: TButton;
}

export interface TContextBlock {
  type: 'context';
  elements: TTextObject[];
}

export interface TDividerBlock {
  type: 'divider';
}

export interface TActionsBlock {
  type: 'actions';
  elements: TButton[];
}

export interface TInputBlock {
  type: 'input';
  block_id: string;
  label: TPlainText;
  element: TPlainTextInput | TCheckboxes;
  optional?: boolean;
  hint?: TPlainText;
}

export type TBlock = THeaderBlock | TSectionBlock | TContextBlock | TDividerBlock | TActionsBlock | TInputBlock;

/** A message for chat.postMessage / chat.update: `text` is the notification and fallback text. */
export interface TBlockKitMessage {
  text: string;
  blocks: TBlock[];
}

/** A modal for views.open. */
export interface TModalView {
  type: 'modal';
  callback_id: string;
  title: TPlainText;
  submit: TPlainText;
  close: TPlainText;
  private_metadata: string;
  blocks: TBlock[];
}
