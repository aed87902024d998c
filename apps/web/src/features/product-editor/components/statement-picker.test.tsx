import type { Statement } from '@sds/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { prepareTranslations } from '../../../testing/render-app.tsx';
import { officialStatements } from '../../../testing/statement-fixtures.ts';
import { StatementPicker } from './statement-picker.tsx';

beforeAll(async () => {
  await prepareTranslations();
  await loadLazyNamespace('editor', 'en-US');
});

function renderPicker(statements: readonly Statement[] = officialStatements.items) {
  const onPick = vi.fn();
  render(
    <StatementPicker
      label="Add a statement"
      statements={statements}
      textLanguage="en-US"
      exampleCode="P210"
      onPick={onPick}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Add a statement' });
  return { onPick, input, user: userEvent.setup() };
}

const shownCodes = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.firstChild?.textContent);

describe('the statement picker', () => {
  it('gives an example code of its own kind in the hint (issue 23: "such as H225" under P)', () => {
    const { input } = renderPicker();
    expect(input).toHaveAccessibleDescription(
      'Type a code such as P210 or words from the text, then choose from the list.',
    );
  });

  it('finds statements by the start of their code and shows each code with its text', async () => {
    const { input, user } = renderPicker();
    await user.type(input, 'H22');
    expect(shownCodes()).toEqual(['H220', 'H225', 'H226']);
    expect(screen.getByRole('option', { name: /H225/ })).toHaveTextContent(
      'H225Highly flammable liquid and vapour.',
    );
    expect(screen.getByText('3 statements found')).toBeInTheDocument();
  });

  it('finds statements by words of their text, in any order and case', async () => {
    const { input, user } = renderPicker();
    await user.type(input, 'irritation EYE');
    expect(shownCodes()).toEqual(['H319']);
  });

  it('finds a combined code by one of its parts, after the code itself', async () => {
    const { input, user } = renderPicker();
    await user.type(input, 'p338');
    expect(shownCodes()).toEqual(['P338', 'P305+P351+P338']);
  });

  it('is used from the keyboard: arrows move, Enter adds, Escape closes', async () => {
    const { input, user, onPick } = renderPicker();
    await user.type(input, 'flammable');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(active)).toHaveTextContent('H225');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({
      code: 'H225',
      text: 'Highly flammable liquid and vapour.',
    });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'H3');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('H3');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('adds a statement with a click and says when nothing matches', async () => {
    const { input, user, onPick } = renderPicker();
    await user.type(input, 'zzz');
    expect(screen.getByText('No official statement matches.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'P233');
    await user.click(screen.getByRole('option', { name: /P233/ }));
    expect(onPick).toHaveBeenCalledWith({ code: 'P233', text: 'Keep container tightly closed.' });
  });
});
