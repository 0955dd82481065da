import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render.ts';

describe('renderTemplate', () => {
  it('fills known placeholders and leaves unknown, empty or inherited names as written', () => {
    expect(
      renderTemplate(
        'Hi {{ customerName }}, {{orderNo}} is {{status}}. {{missing}} {{constructor}} {{toString}}',
        {
          customerName: 'Amal',
          orderNo: 'ORD-7',
          status: null,
        },
      ),
    ).toBe('Hi Amal, ORD-7 is {{status}}. {{missing}} {{constructor}} {{toString}}');
  });
});
