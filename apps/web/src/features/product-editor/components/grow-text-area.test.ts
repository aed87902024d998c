import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitTextAreaHeight } from './grow-text-area.ts';

function textArea(scrollHeight: number) {
  const area = document.createElement('textarea');
  area.style.border = '1px solid';
  Object.defineProperty(area, 'scrollHeight', { value: scrollHeight });
  document.body.append(area);
  return area;
}

describe('text boxes that grow with their text', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('take the height of their content and borders where field-sizing is missing', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const area = textArea(240);
    fitTextAreaHeight(area);
    expect(area.style.height).toBe('242px');
  });

  it('are left to the browser where it sizes them by their content', () => {
    vi.stubGlobal('CSS', { supports: (property: string) => property === 'field-sizing' });
    const area = textArea(240);
    fitTextAreaHeight(area);
    expect(area.style.height).toBe('');
  });
});
