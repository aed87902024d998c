import type { PlausibilityFinding } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import './import-findings.css';

/**
 * What the plausibility check found, each in one sentence of the interface language
 * (docs/product/imports.md#plausibility-check): the finding's code picks the sentence, its
 * parameters fill it, pictograms and signal words by the names the editor shows, lists of
 * allowed classes or packing groups as the language says "I or II".
 */
export function useFindingSentence(): (finding: PlausibilityFinding) => string {
  const { t, i18n } = useTranslation(['editor', 'products']);
  const alternatives = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  const all = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const signalWordName = (word: 'Danger' | 'Warning') => t(`fields.signalWordOption.${word}`);
  return (finding) => {
    const key = `importReview.findings.${finding.code}` as const;
    switch (finding.code) {
      case 'pictogram-missing':
      case 'pictogram-unexplained':
        return t(key, {
          ...finding.params,
          pictogramName: t(`pictograms.${finding.params.pictogram}`, { ns: 'products' }),
        });
      case 'signal-word-missing':
      case 'signal-word-weaker':
      case 'signal-word-unexplained':
        return t(key, {
          ...finding.params,
          signalWordName: signalWordName(finding.params.signalWord),
          weakerName: signalWordName('Warning'),
        });
      case 'signal-word-stronger':
        return t(key, {
          signalWordName: signalWordName(finding.params.signalWord),
          weakerName: signalWordName('Warning'),
        });
      case 'adr-class-mismatch':
      case 'packing-group-mismatch':
      case 'packing-group-missing':
      case 'flash-point-unclassified':
        return t(key, {
          ...finding.params,
          expected: alternatives.format(finding.params.expected),
        });
      case 'storage-class-suggested':
      case 'storage-class-contradicts':
        return t(key, {
          ...finding.params,
          suggested: alternatives.format(finding.params.suggested),
          basis: all.format(finding.params.basis),
        });
      default:
        return t(key, finding.params);
    }
  };
}

/** The findings as a list of sentences, for the notice above the form. */
export function FindingList({ findings }: { findings: readonly PlausibilityFinding[] }) {
  const sentenceOf = useFindingSentence();
  return (
    <ul className="import-findings">
      {findings.map((finding, index) => (
        <li key={index}>{sentenceOf(finding)}</li>
      ))}
    </ul>
  );
}
