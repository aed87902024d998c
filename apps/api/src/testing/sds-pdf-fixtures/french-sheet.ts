import {
  formatFixtureDate,
  parseSections,
  statementLines,
  type SdsFixtureProduct,
  type SheetContent,
} from './sheet-content.ts';

/**
 * A French SDS: headings as `RUBRIQUE 4. Premiers secours`, a space before colons, dates as
 * `12/03/2024`, "Danger" as the signal word and "Attention :" in running text.
 */
export function frenchSheet(product: SdsFixtureProduct): SheetContent {
  return {
    language: 'fr-FR',
    title: 'FICHE DE DONNÉES DE SÉCURITÉ',
    regulation: 'conformément au règlement (CE) n° 1907/2006 (REACH), annexe II',
    titleFields: [
      { label: 'Date de révision :', value: formatFixtureDate(product.revisionDate, '/') },
      { label: 'Version :', value: product.version },
      { label: "Date d'impression :", value: '02/04/2024' },
    ],
    pageNumber: (page, pages) => `Page ${page} sur ${pages}`,
    sections: parseSections(`
# RUBRIQUE 1. Identification de la substance/du mélange et de la société/de l'entreprise
## 1.1 Identificateur de produit
Nom commercial : | ${product.name}
Référence : | ${product.articleNumber}
UFI : | Q1W2-E3R4-T5Y6-U7I8
## 1.2 Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées
Agent de nettoyage à usage professionnel : dégraissage de pièces métalliques et d'outils.
Utilisations déconseillées : aucune connue.
## 1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité
Fournisseur : | ${product.supplier}
Industrieweg 12, 3044 AS Rotterdam, Pays-Bas
Téléphone : | +31 10 123 45 67
Courriel : | sds@voorbeeldchemie.nl
## 1.4 Numéro d'appel d'urgence
ORFILA (INRS) : +33 1 45 42 59 59 (24 h/24).

# RUBRIQUE 2. Identification des dangers
## 2.1 Classification de la substance ou du mélange
Classification selon le règlement (CE) n° 1272/2008 [CLP] : Flam. Liq. 2 ; Eye Irrit. 2 ; STOT SE 3.
## 2.2 Éléments d'étiquetage
Pictogrammes de danger : | GHS02, GHS07
Mention d'avertissement : | Danger
Mentions de danger
${statementLines('fr', ['H225', 'H319', 'H336'])}
Informations additionnelles sur les dangers
${statementLines('fr', ['EUH066'])}
Conseils de prudence
${statementLines('fr', ['P210', 'P305+P351+P338', 'P403+P233'], true)}
## 2.3 Autres dangers
Les vapeurs peuvent former un mélange explosif avec l'air. Le mélange ne contient aucune substance évaluée PBT ou vPvB.

# RUBRIQUE 3. Composition/informations sur les composants
## 3.2 Mélanges
| Substance | N° CAS | N° CE | % en poids | Classification (CE) n° 1272/2008 |
| acétone | 67-64-1 | 200-662-2 | 50 – 100 | Flam. Liq. 2, H225 ; Eye Irrit. 2, H319 ; STOT SE 3, H336 ; EUH066 |
| éthanol | 64-17-5 | 200-578-6 | 10 – 25 | Flam. Liq. 2, H225 ; Eye Irrit. 2, H319 |
| parfum (contient du d-limonène) | 5989-27-6 | 227-813-5 | < 0,1 | Skin Sens. 1, H317 |
Texte intégral des mentions H : voir la rubrique 16.

# RUBRIQUE 4. Premiers secours
## 4.1 Description des premiers secours
En cas d'inhalation : transporter la personne à l'air frais et la maintenir au repos. Consulter un médecin si les troubles persistent.
En cas de contact avec la peau : enlever les vêtements contaminés et laver la peau à l'eau et au savon.
En cas de contact avec les yeux : rincer immédiatement et abondamment à l'eau, y compris sous les paupières, pendant au moins 15 minutes.
En cas d'ingestion : rincer la bouche à l'eau. Ne pas faire vomir.
Attention : ne jamais rien faire avaler à une personne inconsciente.
## 4.2 Principaux symptômes et effets, aigus et différés
Maux de tête, vertiges, somnolence. Irritation des yeux.
## 4.3 Indication des éventuels soins médicaux immédiats et traitements particuliers nécessaires
Traitement symptomatique.

# RUBRIQUE 5. Mesures de lutte contre l'incendie
## 5.1 Moyens d'extinction
Mousse résistant aux alcools, dioxyde de carbone, poudre sèche, eau pulvérisée. Inapproprié : jet d'eau bâton.
## 5.2 Dangers particuliers résultant de la substance ou du mélange
Les vapeurs sont plus lourdes que l'air et se répandent au sol. La combustion dégage du monoxyde et du dioxyde de carbone.
## 5.3 Conseils aux pompiers
Porter un appareil respiratoire autonome et des vêtements de protection.

# RUBRIQUE 6. Mesures à prendre en cas de dispersion accidentelle
## 6.1 Précautions individuelles, équipement de protection et procédures d'urgence
Supprimer toute source d'ignition. Assurer une ventilation suffisante. Éviter le contact avec les yeux et la peau.
## 6.2 Précautions pour la protection de l'environnement
Ne pas laisser pénétrer dans les égouts ou les eaux de surface.
## 6.3 Méthodes et matériel de confinement et de nettoyage
Absorber avec un matériau absorbant non combustible (sable, terre de diatomée) et éliminer selon la rubrique 13.

# RUBRIQUE 7. Manipulation et stockage
## 7.1 Précautions à prendre pour une manipulation sans danger
Utiliser uniquement dans des zones bien ventilées. Prendre des mesures contre les décharges électrostatiques. Ne pas manger, boire ou fumer pendant l'utilisation.
## 7.2 Conditions d'un stockage sûr, y compris d'éventuelles incompatibilités
Conserver le récipient bien fermé dans un endroit frais et bien ventilé. Tenir à l'écart des agents oxydants.
## 7.3 Utilisation(s) finale(s) particulière(s)
Voir la sous-rubrique 1.2.

# RUBRIQUE 8. Contrôles de l'exposition/protection individuelle
## 8.1 Paramètres de contrôle
Acétone : valeur limite d'exposition professionnelle 1210 mg/m³ (VME 8 h).
## 8.2 Contrôles de l'exposition
Protection des yeux : | lunettes de sécurité étanches.
Protection des mains : | gants en caoutchouc butyle (temps de pénétration > 480 min).
Protection respiratoire : | en cas de ventilation insuffisante, filtre à gaz de type A.

# RUBRIQUE 9. Propriétés physiques et chimiques
État physique : | liquide, incolore
Point d'éclair : | < 0 °C
Densité : | 0,79 g/cm³ à 20 °C

# RUBRIQUE 10. Stabilité et réactivité
Stable dans les conditions normales. Conditions à éviter : chaleur, étincelles, flammes nues. Réagit avec les oxydants forts.

# RUBRIQUE 11. Informations toxicologiques
Acétone : DL50 orale, rat : 5800 mg/kg. Les vapeurs peuvent provoquer somnolence et vertiges.

# RUBRIQUE 12. Informations écologiques
Le produit est facilement biodégradable. Ne pas laisser pénétrer dans l'environnement.

# RUBRIQUE 13. Considérations relatives à l'élimination
## 13.1 Méthodes de traitement des déchets
Éliminer comme déchet dangereux par un prestataire agréé. Code déchet 07 06 04*. Ne pas percer ni brûler les emballages vides.

# RUBRIQUE 14. Informations relatives au transport
14.1 Numéro ONU : | 1090
14.2 Désignation officielle de transport de l'ONU : | ACÉTONE EN SOLUTION
14.3 Classe(s) de danger pour le transport : | 3
14.4 Groupe d'emballage : | II
14.5 Dangers pour l'environnement : | non
14.6 Précautions particulières à prendre par l'utilisateur : | code de restriction en tunnels (D/E).

# RUBRIQUE 15. Informations relatives à la réglementation
Directive 2012/18/UE (Seveso III) : liquides inflammables. Aucune évaluation de la sécurité chimique n'a été réalisée.

# RUBRIQUE 16. Autres informations
Texte intégral des mentions H citées à la rubrique 3 :
${statementLines('fr', ['H225', 'H317', 'H319', 'H336'])}
Modifications par rapport à la version précédente : rubriques 2 et 8 mises à jour.
`),
  };
}
