/** Template name -> builder; every name of bot/domain/email/email-templates.ts has one. */
import type { TEmailTemplateName, TEmailVariables } from '../../../domain/email/email-templates.ts';
import { demoReadyEmail } from './demo-ready.ts';
import type { TEmailSource } from './types.ts';

export const EMAIL_TEMPLATES: { [K in TEmailTemplateName]: (vars: TEmailVariables<K>) => TEmailSource } = {
  'demo-ready': demoReadyEmail,
};
