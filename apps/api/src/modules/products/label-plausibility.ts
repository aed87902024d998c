import type { Pictogram, PlausibilityFinding, SignalWord } from '@sds/contract';
import { labelElementsOf, singleHazardCodes } from './clp-label-elements.ts';
import { optionalPictograms, requiredPictograms } from './clp-label-pictograms.ts';

/**
 * The labelling rules a sheet is written under: the EU's CLP, or another adoption of the UN GHS
 * (US OSHA HazCom 2012, Canada's WHMIS) that leaves out the environmental hazards, so that their
 * statements call for no pictogram and no signal word there.
 */
export type LabelRegulation = 'eu-clp' | 'other-ghs';

const STRENGTH: Record<SignalWord, number> = { None: 0, Warning: 1, Danger: 2 };

/** What the hazard statements ask of the label, and what they could at most explain. */
interface LabelDemands {
  /** The signal word the statements call for whatever their categories, with the first caller. */
  required: { signalWord: SignalWord; hCode: string | null };
  /** The strongest signal word any category of any statement carries. */
  strongest: SignalWord;
  /** The pictograms some category of some statement carries. */
  explained: Set<Pictogram>;
  /** Whether a statement is one neither CLP nor the GHS table knows: it may explain anything. */
  hasUnknown: boolean;
  /** Whether there is a hazard statement at all (an H code, not only EUH ones). */
  hasStatement: boolean;
}

/** The environmental hazard statements (aquatic, ozone), which OSHA and WHMIS do not adopt. */
const isEnvironmental = (code: string) => /^H4\d\d$/.test(code);

/** The statements that call for label elements under a regulation; all of them explain. */
const callingCodes = (codes: readonly string[], regulation: LabelRegulation) =>
  regulation === 'eu-clp' ? codes : codes.filter((code) => !isEnvironmental(code));

function demandsOf(hazardCodes: readonly string[], regulation: LabelRegulation): LabelDemands {
  const calling = new Set(callingCodes(singleHazardCodes(hazardCodes), regulation));
  const demands: LabelDemands = {
    required: { signalWord: 'None', hCode: null },
    strongest: 'None',
    explained: new Set(),
    hasUnknown: false,
    hasStatement: false,
  };
  for (const code of singleHazardCodes(hazardCodes)) {
    if (code.startsWith('H')) demands.hasStatement = true;
    const known = labelElementsOf(code);
    if (!known) {
      demands.hasUnknown = true;
      continue;
    }
    for (const entry of known.elements) {
      entry.pictograms.forEach((pictogram) => demands.explained.add(pictogram));
      if (STRENGTH[entry.signalWord] > STRENGTH[demands.strongest]) {
        demands.strongest = entry.signalWord;
      }
    }
    // A statement outside CLP (H227, H305) explains its GHS label but calls for nothing: the
    // rules that adopt it (OSHA, WHMIS) differ in what they take over.
    if (known.rules !== 'clp' || known.elements.length === 0 || !calling.has(code)) continue;
    const weakest = known.elements
      .map((entry) => entry.signalWord)
      .reduce((weaker, word) => (STRENGTH[word] < STRENGTH[weaker] ? word : weaker));
    if (STRENGTH[weakest] > STRENGTH[demands.required.signalWord]) {
      demands.required = { signalWord: weakest, hCode: code };
    }
  }
  return demands;
}

/**
 * Hazard statements against signal word and pictograms (CLP Annex I, Article 20(3) and 26):
 * a statement's signal word and pictograms must be there, and a signal word or pictogram no
 * statement calls for is a contradiction too, unless a statement the tables do not know might
 * call for it. Under other GHS rules (OSHA, WHMIS) the environmental statements call for
 * nothing, though they still explain the environment pictogram.
 */
export function labelFindings(
  hazardCodes: readonly string[],
  label: { signalWord: SignalWord; pictograms: readonly Pictogram[] },
  regulation: LabelRegulation = 'eu-clp',
): PlausibilityFinding[] {
  const demands = demandsOf(hazardCodes, regulation);
  return [
    ...signalWordFindings(demands, label.signalWord),
    ...pictogramFindings(
      callingCodes(singleHazardCodes(hazardCodes), regulation),
      demands,
      label.pictograms,
    ),
  ];
}

function signalWordFindings(demands: LabelDemands, given: SignalWord): PlausibilityFinding[] {
  const { required, strongest } = demands;
  if (required.hCode && required.signalWord !== 'None') {
    if (given === 'None') {
      const params = { hCode: required.hCode, signalWord: required.signalWord };
      return [{ code: 'signal-word-missing', field: 'signalWord', params }];
    }
    if (given === 'Warning' && required.signalWord === 'Danger') {
      const params = { hCode: required.hCode, signalWord: 'Danger' as const };
      return [{ code: 'signal-word-weaker', field: 'signalWord', params }];
    }
  }
  // A signal word without any hazard statement is not judged: US sheets give one for hazards
  // that have no H code (OSHA's combustible dust, simple asphyxiants, hazards not otherwise
  // classified), which never carry a pictogram.
  if (given === 'None' || demands.hasUnknown || !demands.hasStatement) return [];
  if (strongest === 'None') {
    return [
      { code: 'signal-word-unexplained', field: 'signalWord', params: { signalWord: given } },
    ];
  }
  if (given === 'Danger' && strongest === 'Warning') {
    return [{ code: 'signal-word-stronger', field: 'signalWord', params: { signalWord: given } }];
  }
  return [];
}

function pictogramFindings(
  hazardCodes: readonly string[],
  demands: LabelDemands,
  shown: readonly Pictogram[],
): PlausibilityFinding[] {
  const required = requiredPictograms(hazardCodes);
  const optional = optionalPictograms(required);
  const findings: PlausibilityFinding[] = [];
  for (const [pictogram, hCode] of [...required].sort(([a], [b]) => a.localeCompare(b))) {
    if (shown.includes(pictogram) || optional.has(pictogram)) continue;
    findings.push({ code: 'pictogram-missing', field: 'pictograms', params: { hCode, pictogram } });
  }
  if (demands.hasUnknown) return findings;
  for (const pictogram of shown) {
    if (demands.explained.has(pictogram)) continue;
    findings.push({ code: 'pictogram-unexplained', field: 'pictograms', params: { pictogram } });
  }
  return findings;
}
