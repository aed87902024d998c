import {
  type ChangeSummaryItem,
  CONTENT_FIELDS,
  contentFieldSpec,
  type ContentField,
  type FieldChange,
  type ProductContent,
} from '@sds/contract';
import { diffWordsWithSpace } from 'diff';

type TextChange = 'same' | 'added' | 'removed';

/** The codes a field of a code kind holds: statements by code, pictograms, CAS numbers. */
function codesOf(field: ContentField, content: ProductContent): string[] | null {
  const kind = contentFieldSpec(field).kind;
  const value = content[field];
  if (kind === 'statements') return (value as { code: string }[]).map((item) => item.code);
  if (kind === 'pictograms' || kind === 'casNumbers') return value as string[];
  return null;
}

/** A statement whose code stayed but whose own text changed counts as its code changed. */
function statementTextsChanged(field: ContentField, from: ProductContent, to: ProductContent) {
  if (contentFieldSpec(field).kind !== 'statements') return [];
  const textOf = (content: ProductContent) =>
    new Map((content[field] as { code: string; text: string }[]).map((s) => [s.code, s.text]));
  const before = textOf(from);
  return [...textOf(to)].filter(([code, text]) => before.has(code) && before.get(code) !== text);
}

function compareCodes(field: ContentField, from: ProductContent, to: ProductContent) {
  const before = codesOf(field, from) ?? [];
  const after = codesOf(field, to) ?? [];
  const added = after.filter((code) => !before.includes(code));
  const removed = before.filter((code) => !after.includes(code));
  const reworded = statementTextsChanged(field, from, to).map(([code]) => code);
  if (added.length + removed.length + reworded.length === 0) return null;
  // A reworded statement is shown as removed and added again: its words changed.
  return {
    field,
    kind: 'codes' as const,
    added: [...added, ...reworded],
    removed: [...removed, ...reworded],
  };
}

/**
 * Past this many words and spaces changed, a section counts as rewritten: its old text removed,
 * its new one added. The word diff's time grows with the product of length and changes, and a
 * rewritten section is read as a new text anyway.
 */
const MAX_CHANGED_TOKENS = 200;

/** A text section's words kept, removed and added; a rewritten one whole. */
function compareWords(before: string, after: string) {
  const parts = diffWordsWithSpace(before, after, { maxEditLength: MAX_CHANGED_TOKENS });
  if (!parts) {
    return [
      { change: 'removed' as TextChange, text: before },
      { change: 'added' as TextChange, text: after },
    ].filter((part) => part.text !== '');
  }
  return parts.map((part) => ({
    change: part.added ? 'added' : part.removed ? 'removed' : ('same' as TextChange),
    text: part.value,
  }));
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/**
 * What changed from one version's content to another's, field by field in the declaration's order
 * (issue 25 point 2): codes added and removed, a value before and after, a text section word by
 * word (jsdiff's word diff, whitespace kept so the parts put together give each text back; a
 * rewritten section whole).
 */
export function compareContents(from: ProductContent, to: ProductContent): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of CONTENT_FIELDS) {
    if (codesOf(field, to) !== null) {
      const change = compareCodes(field, from, to);
      if (change) changes.push(change);
      continue;
    }
    const [before, after] = [asText(from[field]), asText(to[field])];
    if (before === after) continue;
    if (contentFieldSpec(field).kind === 'text') {
      changes.push({ field, kind: 'text', parts: compareWords(before ?? '', after ?? '') });
    } else {
      changes.push({ field, kind: 'value', before, after });
    }
  }
  return changes;
}

/**
 * The one line a notice of an approved change carries (`H317 added; Personal protection changed`):
 * each changed field with the codes it gained and lost; a value, a text or a reworded statement
 * only by its field.
 */
export function summariseChanges(changes: readonly FieldChange[]): ChangeSummaryItem[] {
  return changes.map((change) => {
    if (change.kind !== 'codes') return { field: change.field, added: [], removed: [] };
    const added = change.added.filter((code) => !change.removed.includes(code));
    const removed = change.removed.filter((code) => !change.added.includes(code));
    return { field: change.field, added, removed };
  });
}
