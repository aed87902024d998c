import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('the password policy', () => {
  it('takes a long, uncommon password', () => {
    expect(passwordProblem('kalorvin ontvetter 2026')).toBeNull();
  });

  it.each([
    ['short', 'Kort12!', 'too-short'],
    ['common, whatever its case', 'QwertyUIOP', 'too-common'],
    ['among the 1,000 most common', '1234567890', 'too-common'],
    ['absurdly long', 'x'.repeat(129), 'too-long'],
  ])('judges a %s password', (_case, password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
