import type { SdscomFixtureTexts } from './sdscom-fixture-texts.ts';

/** The test SDS's words in French (sdscom-fixture-texts.ts says how they are used). */
export const frTexts: SdscomFixtureTexts = {
  country: 'FR',
  signalWords: { DGR: 'Danger', WNG: 'Attention' },
  statements: {
    H225: 'Liquide et vapeurs très inflammables.',
    H319: 'Provoque une sévère irritation des yeux.',
    EUH066: "L'exposition répétée peut provoquer dessèchement ou gerçures de la peau.",
    P210: 'Tenir à l’écart de la chaleur, des surfaces chaudes, des étincelles, des flammes nues et de toute autre source d’inflammation. Ne pas fumer.',
    'P305+P351+P338':
      "EN CAS DE CONTACT AVEC LES YEUX: Rincer avec précaution à l'eau pendant plusieurs minutes. Enlever les lentilles de contact si la victime en porte et si elles peuvent être facilement enlevées. Continuer à rincer.",
  },
  extinguishWith: {
    fullText: 'En cas d’incendie: Utiliser… pour l’extinction.',
    mergeText: 'de la mousse résistant aux alcools, du dioxyde de carbone ou de la poudre',
  },
  components: { acetone: 'Acétone', ethanol: 'Éthanol' },
  shippingName: 'ACÉTONE',
  identifiedUse: 'Agent de nettoyage et de dégraissage à usage professionnel.',
  emergencyPhoneHours: '24 h/24 (centre antipoison, réservé aux médecins)',
  useAdvisedAgainst: 'Ne convient pas à un usage privé.',
  otherHazards:
    "Les vapeurs peuvent former un mélange explosif avec l'air. Le produit dégraisse la peau.",
  firstAid: {
    general:
      'Enlever immédiatement les vêtements contaminés. En cas de symptômes persistants, consulter un médecin.',
    inhalation:
      "Après inhalation : transporter la personne à l'air frais et la maintenir au repos.",
    skin: "Après contact avec la peau : laver abondamment à l'eau et au savon.",
    eyes: "Après contact avec les yeux : rincer à l'eau courante pendant au moins 10 minutes, paupières écartées.",
    ingestion:
      "Après ingestion : rincer la bouche à l'eau. Ne pas faire vomir. Appeler immédiatement un médecin.",
  },
  fireFighting: {
    suitableMedia:
      "Moyens d'extinction appropriés : mousse résistant aux alcools, dioxyde de carbone, poudre, eau pulvérisée.",
    unsuitableMedia: "Moyens d'extinction inappropriés : jet d'eau à grand débit.",
    combustionProducts:
      "En cas d'incendie, formation possible de monoxyde et de dioxyde de carbone.",
    advice:
      'Porter un appareil respiratoire autonome. Refroidir les récipients exposés par pulvérisation d’eau.',
  },
  spill: {
    personal:
      "Éliminer toutes les sources d'ignition. Assurer une ventilation suffisante. Éviter le contact avec la peau et les yeux.",
    environment: 'Ne pas laisser pénétrer dans les égouts ou les eaux de surface.',
    cleanUp:
      'Absorber avec un matériau absorbant (sable, kieselguhr, liant universel) et éliminer conformément à la section 13.',
  },
  handling: {
    precautions:
      'Utiliser uniquement dans des zones bien ventilées. Éviter la formation de vapeurs.',
    fire: 'Prendre des mesures contre les décharges électrostatiques. Utiliser du matériel antidéflagrant.',
    hygiene:
      'Ne pas manger, boire ou fumer en manipulant ce produit. Se laver les mains avant les pauses et après le travail.',
  },
  storage: {
    conditions: 'Conserver le récipient bien fermé dans un endroit frais et bien ventilé.',
    incompatible: 'Tenir à l’écart des agents oxydants.',
  },
  protection: {
    engineering: 'Assurer une bonne ventilation et une aspiration locale au poste de travail.',
    eyes: 'Lunettes de protection étanches (EN 166).',
    hands:
      'Gants de protection en caoutchouc butyle, 0,5 mm, temps de perméation > 480 min (EN ISO 374).',
    body: 'Vêtements de protection antistatiques.',
    respiratory:
      'En cas de ventilation insuffisante : appareil respiratoire avec filtre de type A (EN 14387).',
  },
  disposal: {
    product: 'Éliminer comme déchet dangereux par un éliminateur agréé. Code déchet 14 06 03*.',
    packaging: 'Éliminer les emballages non nettoyés comme le produit.',
  },
  transportPrecautions: 'Transporter dans des récipients fermés, debout et bien calés.',
};
