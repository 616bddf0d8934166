/**
 * The Block Kit limits Slack enforces on what an app sends (documented on api.slack.com/reference/
 * block-kit): a message over them answers `invalid_blocks`, a modal `invalid_arguments`. The fake
 * checks them, so a payload the product builds is refused here as Slack would refuse it.
 */

export const BLOCK_KIT_LIMITS = {
  messageBlocks: 50,
  modalBlocks: 100,
  sectionText: 3_000,
  sectionFields: 10,
  fieldText: 2_000,
  headerText: 150,
  inputLabel: 2_000,
  inputHint: 2_000,
  plainTextInputMax: 3_000,
  actionId: 255,
  blockId: 255,
  buttonText: 75,
  buttonValue: 2_000,
  buttonUrl: 3_000,
  actionsElements: 25,
  contextElements: 10,
  modalTitle: 24,
  modalButton: 24,
  callbackId: 255,
  privateMetadata: 3_000,
  checkboxOptions: 10,
  optionText: 75,
  messageText: 40_000,
} as const;

type TJson = Record<string, unknown>;

const isObject = (value: unknown): value is TJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | undefined =>
  isObject(value) && typeof value.text === 'string' ? value.text : undefined;

/** Problems with one interactive element (button, input, checkboxes, selects). */
function elementProblems(element: unknown, where: string): string[] {
  if (!isObject(element)) return [`${where} must be an object`];
  const problems: string[] = [];
  const actionId = element.action_id;
  if (typeof actionId === 'string' && actionId.length > BLOCK_KIT_LIMITS.actionId)
    problems.push(`${where}.action_id is longer than ${BLOCK_KIT_LIMITS.actionId}`);
  if (element.type === 'button') {
    const text = textOf(element.text);
    if (text === undefined) problems.push(`${where}.text is required`);
    else if (text.length > BLOCK_KIT_LIMITS.buttonText)
      problems.push(`${where}.text is longer than ${BLOCK_KIT_LIMITS.buttonText}`);
    if (typeof element.value === 'string' && element.value.length > BLOCK_KIT_LIMITS.buttonValue)
      problems.push(`${where}.value is longer than ${BLOCK_KIT_LIMITS.buttonValue}`);
    if (typeof element.url === 'string' && element.url.length > BLOCK_KIT_LIMITS.buttonUrl)
      problems.push(`${where}.url is longer than ${BLOCK_KIT_LIMITS.buttonUrl}`);
  }
  if (element.type === 'plain_text_input') {
    const max = element.max_length;
    if (typeof max === 'number' && max > BLOCK_KIT_LIMITS.plainTextInputMax)
      problems.push(`${where}.max_length is more than ${BLOCK_KIT_LIMITS.plainTextInputMax}`);
    if (typeof element.initial_value === 'string' && element.initial_value.length > BLOCK_KIT_LIMITS.plainTextInputMax)
      problems.push(`${where}.initial_value is longer than ${BLOCK_KIT_LIMITS.plainTextInputMax}`);
  }
  if (element.type === 'checkboxes' || element.type === 'radio_buttons') {
    const options = Array.isArray(element.options) ? element.options : [];
    if (options.length === 0) problems.push(`${where}.options is required`);
    if (options.length > BLOCK_KIT_LIMITS.checkboxOptions)
      problems.push(`${where}.options has more than ${BLOCK_KIT_LIMITS.checkboxOptions}`);
    options.forEach((option, index) => {
      const text = textOf(isObject(option) ? option.text : undefined);
      if (text !== undefined && text.length > BLOCK_KIT_LIMITS.optionText)
        problems.push(`${where}.options[${index}].text is longer than ${BLOCK_KIT_LIMITS.optionText}`);
    });
  }
  return problems;
}

/** Problems with a list of blocks for a message (`surface: 'message'`) or a modal/home view. */
export function blockProblems(blocks: unknown, surface: 'message' | 'modal'): string[] {
  if (blocks === undefined) return [];
  if (!Array.isArray(blocks)) return ['blocks must be an array'];
  const problems: string[] = [];
  const max = surface === 'message' ? BLOCK_KIT_LIMITS.messageBlocks : BLOCK_KIT_LIMITS.modalBlocks;
  if (blocks.length > max) problems.push(`more than ${max} blocks (${blocks.length})`);
  const blockIds = new Set<string>();
  blocks.forEach((block, index) => {
    const where = `blocks[${index}]`;
    if (!isObject(block) || typeof block.type !== 'string') {
      problems.push(`${where} must be an object with a type`);
      return;
    }
    if (typeof block.block_id === 'string') {
      if (block.block_id.length > BLOCK_KIT_LIMITS.blockId)
        problems.push(`${where}.block_id is longer than ${BLOCK_KIT_LIMITS.blockId}`);
      if (blockIds.has(block.block_id)) problems.push(`${where}.block_id is repeated: ${block.block_id}`);
      blockIds.add(block.block_id);
    }
    switch (block.type) {
      case 'section': {
        const text = textOf(block.text);
        const fields = Array.isArray(block.fields) ? block.fields : undefined;
        if (text === undefined && !fields) problems.push(`${where} needs text or fields`);
        if (text !== undefined && text.length > BLOCK_KIT_LIMITS.sectionText)
          problems.push(`${where}.text is longer than ${BLOCK_KIT_LIMITS.sectionText}`);
        if (fields && fields.length > BLOCK_KIT_LIMITS.sectionFields)
          problems.push(`${where}.fields has more than ${BLOCK_KIT_LIMITS.sectionFields}`);
        fields?.forEach((field, fieldIndex) => {
          const fieldText = textOf(field);
          if (fieldText !== undefined && fieldText.length > BLOCK_KIT_LIMITS.fieldText)
            problems.push(`${where}.fields[${fieldIndex}] is longer than ${BLOCK_KIT_LIMITS.fieldText}`);
        });
        if (block.accessory !== undefined) problems.push(...elementProblems(block.accessory, `${where}.accessory`));
        break;
      }
      case 'header': {
        const text = textOf(block.text);
        if (text === undefined) problems.push(`${where}.text is required`);
        else if (text.length > BLOCK_KIT_LIMITS.headerText)
          problems.push(`${where}.text is longer than ${BLOCK_KIT_LIMITS.headerText}`);
        break;
      }
      case 'actions': {
        const elements = Array.isArray(block.elements) ? block.elements : [];
        if (elements.length === 0) problems.push(`${where}.elements is required`);
        if (elements.length > BLOCK_KIT_LIMITS.actionsElements)
          problems.push(`${where}.elements has more than ${BLOCK_KIT_LIMITS.actionsElements}`);
        elements.forEach((element, elementIndex) => {
          problems.push(...elementProblems(element, `${where}.elements[${elementIndex}]`));
        });
        break;
      }
      case 'context': {
        const elements = Array.isArray(block.elements) ? block.elements : [];
        if (elements.length === 0) problems.push(`${where}.elements is required`);
        if (elements.length > BLOCK_KIT_LIMITS.contextElements)
          problems.push(`${where}.elements has more than ${BLOCK_KIT_LIMITS.contextElements}`);
        break;
      }
      case 'input': {
        if (surface === 'message') problems.push(`${where}: input blocks belong in modals`);
        const label = textOf(block.label);
        if (label === undefined) problems.push(`${where}.label is required`);
        else if (label.length > BLOCK_KIT_LIMITS.inputLabel)
          problems.push(`${where}.label is longer than ${BLOCK_KIT_LIMITS.inputLabel}`);
        const hint = textOf(block.hint);
        if (hint !== undefined && hint.length > BLOCK_KIT_LIMITS.inputHint)
          problems.push(`${where}.hint is longer than ${BLOCK_KIT_LIMITS.inputHint}`);
        problems.push(...elementProblems(block.element, `${where}.element`));
        break;
      }
      default:
        break;
    }
  });
  return problems;
}

/** Problems with a modal (views.open/views.update) or a home tab (views.publish). */
export function viewProblems(view: unknown, expectedType: 'modal' | 'home'): string[] {
  if (!isObject(view)) return ['view must be an object'];
  const problems: string[] = [];
  if (view.type !== expectedType) problems.push(`view.type must be ${expectedType}`);
  if (expectedType === 'modal') {
    const title = textOf(view.title);
    if (title === undefined) problems.push('view.title is required');
    else if (title.length > BLOCK_KIT_LIMITS.modalTitle)
      problems.push(`view.title is longer than ${BLOCK_KIT_LIMITS.modalTitle}`);
    for (const key of ['submit', 'close'] as const) {
      const text = textOf(view[key]);
      if (text !== undefined && text.length > BLOCK_KIT_LIMITS.modalButton)
        problems.push(`view.${key} is longer than ${BLOCK_KIT_LIMITS.modalButton}`);
    }
    const hasInput =
      Array.isArray(view.blocks) && view.blocks.some((block) => isObject(block) && block.type === 'input');
    if (hasInput && view.submit === undefined) problems.push('view.submit is required when the view has input blocks');
  }
  if (typeof view.callback_id === 'string' && view.callback_id.length > BLOCK_KIT_LIMITS.callbackId)
    problems.push(`view.callback_id is longer than ${BLOCK_KIT_LIMITS.callbackId}`);
  if (typeof view.private_metadata === 'string' && view.private_metadata.length > BLOCK_KIT_LIMITS.privateMetadata)
    problems.push(`view.private_metadata is longer than ${BLOCK_KIT_LIMITS.privateMetadata}`);
  problems.push(...blockProblems(view.blocks, 'modal'));
  return problems;
}
