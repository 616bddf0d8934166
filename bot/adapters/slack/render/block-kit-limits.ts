/**
 * Slack's documented Block Kit limits and a checker. Slack refuses a whole message when one limit
 * is broken ('invalid_blocks'), so the renderers cut and split to stay within them and the tests
 * run every rendered message through validateBlockKit.
 */
import type { TBlock, TButton, TModalView, TTextObject } from './block-kit-types.ts';

export const BLOCK_KIT_LIMITS = {
  messageBlocks: 50,
  modalBlocks: 100,
  /** chat.postMessage truncates `text` beyond this. */
  messageText: 40_000,
  sectionText: 3000,
  sectionFields: 10,
  sectionFieldText: 2000,
  headerText: 150,
  contextElements: 10,
  contextText: 3000,
  actionsElements: 25,
  buttonText: 75,
  buttonUrl: 3000,
  buttonValue: 2000,
  actionId: 255,
  blockId: 255,
  inputLabel: 2000,
  inputHint: 2000,
  plainTextInputMaxLength: 3000,
  placeholder: 150,
  checkboxOptions: 10,
  optionText: 75,
  optionValue: 150,
  modalTitle: 24,
  modalButton: 24,
  callbackId: 255,
  privateMetadata: 3000,
} as const;

const L = BLOCK_KIT_LIMITS;

/** Where the blocks are shown: a message allows 50 blocks, a modal 100. */
export type TBlockSurface = 'message' | 'modal';

/**
 * Lists every broken limit of a message (or of a modal's blocks), one readable line each; an
 * empty list means Slack will take it.
 */
export function validateBlockKit(
  message: { text?: string; blocks: readonly TBlock[] },
  surface: TBlockSurface = 'message',
): string[] {
  const problems: string[] = [];
  const maxBlocks = surface === 'message' ? L.messageBlocks : L.modalBlocks;
  if (message.blocks.length > maxBlocks) problems.push(`${message.blocks.length} blocks (at most ${maxBlocks})`);
  if (message.text !== undefined) checkLength(problems, 'text', message.text, L.messageText, 0);
  message.blocks.forEach((block, index) => {
    checkBlock(problems, `blocks[${index}]`, block);
  });
  return problems;
}

/** validateBlockKit for a modal view, plus the view's own title, buttons and metadata. */
export function validateModal(view: TModalView): string[] {
  const problems = validateBlockKit({ blocks: view.blocks }, 'modal');
  checkLength(problems, 'title', view.title.text, L.modalTitle);
  checkLength(problems, 'submit', view.submit.text, L.modalButton);
  checkLength(problems, 'close', view.close.text, L.modalButton);
  checkLength(problems, 'callback_id', view.callback_id, L.callbackId);
  checkLength(problems, 'private_metadata', view.private_metadata, L.privateMetadata, 0);
  return problems;
}

function checkLength(problems: string[], where: string, value: string, max: number, min = 1): void {
  if (value.length > max) problems.push(`${where}: ${value.length} characters (at most ${max})`);
  if (value.length < min) problems.push(`${where}: empty (at least ${min} character)`);
}

function checkText(problems: string[], where: string, text: TTextObject, max: number): void {
  if (text.type !== 'plain_text' && text.type !== 'mrkdwn') problems.push(`${where}: unknown text type`);
  checkLength(problems, `${where}.text`, text.text, max);
}

function checkButton(problems: string[], where: string, button: TButton): void {
  checkText(problems, `${where}.text`, button.text, L.buttonText);
  if (button.text.type !== 'plain_text') problems.push(`${where}.text: buttons take plain_text only`);
  checkLength(problems, `${where}.action_id`, button.action_id, L.actionId);
  if (button.url !== undefined) checkLength(problems, `${where}.url`, button.url, L.buttonUrl);
  if (button.value !== undefined) checkLength(problems, `${where}.value`, button.value, L.buttonValue);
}

function checkBlock(problems: string[], where: string, block: TBlock): void {
  switch (block.type) {
    case 'header':
      checkText(problems, `${where}.text`, block.text, L.headerText);
      if (block.text.type !== 'plain_text') problems.push(`${where}.text: headers take plain_text only`);
      break;
    case 'section':
      if (!block.text && !block.fields?.length) problems.push(`${where}: a section needs text or fields`);
      if (block.text) checkText(problems, `${where}.text`, block.text, L.sectionText);
      if (block.fields && block.fields.length > L.sectionFields) {
        problems.push(`${where}.fields: ${block.fields.length} fields (at most ${L.sectionFields})`);
      }
      block.fields?.forEach((field, i) => {
        checkText(problems, `${where}.fields[${i}]`, field, L.sectionFieldText);
      });
      if (block.accessory) checkButton(problems, `${where}.accessory`, block.accessory);
      break;
    case 'context':
      if (block.elements.length === 0 || block.elements.length > L.contextElements) {
        problems.push(`${where}.elements: ${block.elements.length} elements (1 to ${L.contextElements})`);
      }
      block.elements.forEach((element, i) => {
        checkText(problems, `${where}.elements[${i}]`, element, L.contextText);
      });
      break;
    case 'actions':
      if (block.elements.length === 0 || block.elements.length > L.actionsElements) {
        problems.push(`${where}.elements: ${block.elements.length} elements (1 to ${L.actionsElements})`);
      }
      block.elements.forEach((button, i) => {
        checkButton(problems, `${where}.elements[${i}]`, button);
      });
      break;
    case 'input':
      checkInput(problems, where, block);
      break;
    case 'divider':
      break;
    default:
      problems.push(`${where}: unknown block type`);
  }
}

function checkInput(problems: string[], where: string, block: Extract<TBlock, { type: 'input' }>): void {
  checkLength(problems, `${where}.block_id`, block.block_id, L.blockId);
  checkText(problems, `${where}.label`, block.label, L.inputLabel);
  if (block.hint) checkText(problems, `${where}.hint`, block.hint, L.inputHint);
  const element = block.element;
  checkLength(problems, `${where}.element.action_id`, element.action_id, L.actionId);
  if (element.type === 'plain_text_input') {
    const max = element.max_length ?? L.plainTextInputMaxLength;
    if (max > L.plainTextInputMaxLength) {
      problems.push(`${where}.element.max_length: ${max} (at most ${L.plainTextInputMaxLength})`);
    }
    if (element.initial_value !== undefined && element.initial_value.length > max) {
      problems.push(`${where}.element.initial_value: ${element.initial_value.length} characters (at most ${max})`);
    }
    if (element.placeholder) checkText(problems, `${where}.element.placeholder`, element.placeholder, L.placeholder);
  } else {
    if (element.options.length === 0 || element.options.length > L.checkboxOptions) {
      problems.push(`${where}.element.options: ${element.options.length} options (1 to ${L.checkboxOptions})`);
    }
    element.options.forEach((option, i) => {
      checkText(problems, `${where}.element.options[${i}].text`, option.text, L.optionText);
      checkLength(problems, `${where}.element.options[${i}].value`, option.value, L.optionValue);
    });
  }
}
