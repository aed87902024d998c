import {
  formatFixtureDate,
  parseSections,
  statementLines,
  type SdsFixtureProduct,
  type SheetContent,
} from './sheet-content.ts';

/**
 * An English SDS: numbered upper-case headings (`4. FIRST AID MEASURES`) with no "SECTION",
 * labels without colons in a table layout, dates as `2024-03-12`.
 */
export function englishSheet(product: SdsFixtureProduct): SheetContent {
  return {
    language: 'en-GB',
    title: 'SAFETY DATA SHEET',
    regulation: 'according to Regulation (EC) No 1907/2006 (REACH), Annex II',
    titleFields: [
      { label: 'Revision date', value: formatFixtureDate(product.revisionDate, 'iso') },
      { label: 'Version', value: product.version },
      { label: 'Print date', value: '2024-04-02' },
    ],
    pageNumber: (page, pages) => `Page ${page} of ${pages}`,
    sections: parseSections(`
# 1. IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING
## 1.1 Product identifier
Product name | ${product.name}
Article number | ${product.articleNumber}
UFI | ${product.ufi ?? 'Q1W2-E3R4-T5Y6-U7I8'}
## 1.2 Relevant identified uses of the substance or mixture and uses advised against
Cleaning agent for professional use: degreasing of metal parts and tools.
Uses advised against: none known.
## 1.3 Details of the supplier of the safety data sheet
Supplier | ${product.supplier}
Industrieweg 12, 3044 AS Rotterdam, The Netherlands
Telephone | +31 10 123 45 67
E-mail | sds@voorbeeldchemie.nl
## 1.4 Emergency telephone number
+31 30 274 88 88 (National Poisons Information Centre, for doctors only).

# 2. HAZARDS IDENTIFICATION
## 2.1 Classification of the substance or mixture
Classification according to Regulation (EC) No 1272/2008 [CLP]: Flam. Liq. 2; Eye Irrit. 2; STOT SE 3.
## 2.2 Label elements
Hazard pictograms | GHS02, GHS07
Signal word | Danger
Hazard statements
${statementLines('en', ['H225', 'H319', 'H336'])}
Supplemental hazard information
${statementLines('en', ['EUH066'])}
Precautionary statements
${statementLines('en', ['P210', 'P305+P351+P338', 'P403+P233'])}
## 2.3 Other hazards
Vapours may form explosive mixtures with air. The mixture contains no substances assessed as PBT or vPvB.

# 3. COMPOSITION/INFORMATION ON INGREDIENTS
## 3.2 Mixtures
| Substance | CAS No. | EC No. | % w/w | Classification (EC) No 1272/2008 |
| acetone | 67-64-1 | 200-662-2 | 50 – 100 | Flam. Liq. 2, H225; Eye Irrit. 2, H319; STOT SE 3, H336; EUH066 |
| ethanol | 64-17-5 | 200-578-6 | 10 – 25 | Flam. Liq. 2, H225; Eye Irrit. 2, H319 |
| perfume (contains d-limonene) | 5989-27-6 | 227-813-5 | < 0.1 | Skin Sens. 1, H317 |
For the full text of the H statements see section 16.

# 4. FIRST AID MEASURES
## 4.1 Description of first aid measures
If inhaled: move the person to fresh air and keep at rest. If symptoms persist, get medical attention.
In case of skin contact: take off contaminated clothing and wash the skin with soap and water.
In case of eye contact: rinse immediately with plenty of water, also under the eyelids, for at least 15 minutes.
If swallowed: rinse mouth with water. Do not induce vomiting.
## 4.2 Most important symptoms and effects, both acute and delayed
Headache, dizziness, drowsiness. Eye irritation.
## 4.3 Indication of any immediate medical attention and special treatment needed
Treat symptomatically.

# 5. FIREFIGHTING MEASURES
## 5.1 Extinguishing media
Alcohol-resistant foam, carbon dioxide, dry powder, water spray. Unsuitable: full water jet.
## 5.2 Special hazards arising from the substance or mixture
Vapours are heavier than air and spread along floors. Combustion produces carbon monoxide and carbon dioxide.
## 5.3 Advice for firefighters
Wear self-contained breathing apparatus and protective clothing.

# 6. ACCIDENTAL RELEASE MEASURES
## 6.1 Personal precautions, protective equipment and emergency procedures
Remove all sources of ignition. Ensure adequate ventilation. Avoid contact with eyes and skin.
## 6.2 Environmental precautions
Do not let the product enter drains or surface water.
## 6.3 Methods and material for containment and cleaning up
Soak up with non-combustible absorbent material (sand, diatomaceous earth) and dispose of as described in section 13.

# 7. HANDLING AND STORAGE
## 7.1 Precautions for safe handling
Use only in well-ventilated areas. Take precautionary measures against static discharge. Do not eat, drink or smoke when using this product.
## 7.2 Conditions for safe storage, including any incompatibilities
Keep container tightly closed in a cool, well-ventilated place. Keep away from oxidising agents.
## 7.3 Specific end use(s)
See subsection 1.2.

# 8. EXPOSURE CONTROLS/PERSONAL PROTECTION
## 8.1 Control parameters
Acetone: occupational exposure limit 1210 mg/m³ (8-hour TWA).
## 8.2 Exposure controls
Eye protection | tightly fitting safety goggles.
Hand protection | butyl rubber gloves (breakthrough time > 480 min).
Respiratory protection | with insufficient ventilation, gas filter type A.

# 9. PHYSICAL AND CHEMICAL PROPERTIES
Physical state | liquid, colourless
Flash point | < 0 °C
Density | 0.79 g/cm³ at 20 °C

# 10. STABILITY AND REACTIVITY
Stable under normal conditions. Conditions to avoid: heat, sparks, open flames. Reacts with strong oxidising agents.

# 11. TOXICOLOGICAL INFORMATION
Acetone: LD50 oral, rat: 5800 mg/kg. Vapours may cause drowsiness and dizziness.

# 12. ECOLOGICAL INFORMATION
The product is readily biodegradable. Do not allow to enter the environment.

# 13. DISPOSAL CONSIDERATIONS
## 13.1 Waste treatment methods
Dispose of as hazardous waste through a licensed contractor. EWC code 07 06 04*. Do not pierce or burn empty containers.

# 14. TRANSPORT INFORMATION
14.1 UN number | 1090
14.2 UN proper shipping name | ACETONE SOLUTION
14.3 Transport hazard class(es) | 3
14.4 Packing group | II
14.5 Environmental hazards | No
14.6 Special precautions for user | Tunnel restriction code (D/E).

# 15. REGULATORY INFORMATION
Directive 2012/18/EU (Seveso III): flammable liquids. No chemical safety assessment has been carried out.

# 16. OTHER INFORMATION
Full text of the H statements in section 3:
${statementLines('en', ['H225', 'H317', 'H319', 'H336'])}
Changes from the previous version: sections 2 and 8 updated.
`),
  };
}
