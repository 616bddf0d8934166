import { describe, expect, it } from 'vitest';
import { contactPageHref } from '../../../../shared/contact.ts';
import { contactPreset } from './contact-params.ts';

const preset = (query: string) => contactPreset(new URLSearchParams(query));

describe('contactPreset', () => {
  it('reads a topic and an in-site page', () => {
    expect(preset('topic=Billing&from=%2Ftrial-ended%2F')).toEqual({ topic: 'Billing', page: '/trial-ended/' });
  });

  it('falls back to a question from nowhere for anything else', () => {
    expect(preset('')).toEqual({ topic: 'Question', page: '' });
    expect(preset('topic=Spam&from=https%3A%2F%2Fevil.example%2F')).toEqual({ topic: 'Question', page: '' });
    expect(preset(`from=/${'a'.repeat(600)}`)).toEqual({ topic: 'Question', page: '' });
    expect(preset('from=%2F%2Fevil.example')).toEqual({ topic: 'Question', page: '' });
  });

  it('reads back what contactPageHref writes', () => {
    const href = contactPageHref({ topic: 'Feedback', from: '/reports/presets/?x=1' });
    expect(href).toBe('/contact/?topic=Feedback&from=%2Freports%2Fpresets%2F%3Fx%3D1');
    expect(contactPreset(new URL(href, 'https://r.test').searchParams)).toEqual({
      topic: 'Feedback',
      page: '/reports/presets/?x=1',
    });
    expect(contactPageHref()).toBe('/contact/');
  });
});
