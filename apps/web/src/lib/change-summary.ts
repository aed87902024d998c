import type { ChangeSummaryItem } from '@sds/contract';

/** The words of a change summary in one language; `{{codes}}` and `{{field}}` are filled in. */
export type ChangeTexts = {
  added: string;
  removed: string;
  changed: string;
  /** Each content field's label. */
  fields: Record<string, string>;
};

/**
 * What an approved change changed, in one line (`H317 added; Personal protection changed`;
 * decision 0061): codes gained and lost by name, any other changed field by its label. Shared by
 * the notifications screen and the service worker, which words pushes with texts the page saved.
 */
export function changeSummaryLine(items: readonly ChangeSummaryItem[], texts: ChangeTexts): string {
  return items
    .flatMap((item) => {
      const parts = [
        ...(item.added.length ? [texts.added.replace('{{codes}}', item.added.join(', '))] : []),
        ...(item.removed.length
          ? [texts.removed.replace('{{codes}}', item.removed.join(', '))]
          : []),
      ];
      const field = texts.fields[item.field] ?? item.field;
      return parts.length ? parts : [texts.changed.replace('{{field}}', field)];
    })
    .join('; ');
}
