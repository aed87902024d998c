import { CasNumber, CmrCategory, RegulatoryFlagKind } from '@sds/contract';
import { z } from 'zod';

/** What `detail` holds on each list (docs/decisions/0057-regulatory-flags.md). */
const DETAIL_OF: Record<RegulatoryFlagKind, z.ZodType<string>> = {
  // Article 57 reasons, `57a;57f-HH`; a few Candidate List rows give none.
  svhc: z.string().regex(/^(?:57[a-f](?:-HH|-ENV)?(?:;|$))*$/),
  cmr: CmrCategory,
  // The sunset date; two group entries have none.
  authorisation: z.union([z.iso.date(), z.literal('')]),
  // The Annex XVII entry number: `3`, `50a`.
  restriction: z.string().regex(/^[1-9]\d{0,2}[a-z]?$/),
};

/** One `[cas, substance, detail]` row of a list file. */
const ListEntry = z.tuple([CasNumber, z.string().min(1).max(4000), z.string().max(100)]);

/**
 * A regulatory list file as scripts/build-regulatory-lists.ts writes it: which list, its date,
 * where it comes from, and at least one entry, each with the detail its list gives. One wrong
 * row refuses the whole file.
 */
export const RegulatoryListFile = z
  .object({
    list: RegulatoryFlagKind,
    version: z.iso.date(),
    source: z.string().min(1).max(2000),
    entries: z.array(ListEntry).min(1).max(100_000),
  })
  .superRefine((file, context) => {
    const detail = DETAIL_OF[file.list];
    file.entries.forEach(([, , value], index) => {
      if (!detail.safeParse(value).success) {
        context.addIssue({
          code: 'custom',
          path: ['entries', index, 2],
          message: `is not a ${file.list} list's detail`,
        });
      }
    });
  });
export type RegulatoryListFile = z.infer<typeof RegulatoryListFile>;
