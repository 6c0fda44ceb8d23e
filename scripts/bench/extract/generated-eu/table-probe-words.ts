// The words the table probe's families print (`table-probe-families.ts`), per language: group
// headings and their sums, a line's discount row, the carried sum over a page break, positions
// printed but not charged, units written in the quantity's cell, the people of a time sheet.
import type { ListLanguage } from './list-variants.ts';

export type ProbeWords = {
  groups: readonly string[];
  /** `{n}` is the group's number, `{from}`-`{to}` its positions. */
  groupHeading: readonly string[];
  groupSum: readonly string[];
  /** `{rate}` is the discount's percent. */
  discount: readonly string[];
  carriedOut: readonly string[];
  carriedIn: readonly string[];
  optionalWord: readonly string[];
  notCharged: readonly string[];
  onlyPrice: readonly string[];
  units: readonly string[];
  hourUnit: string;
  people: readonly string[];
  work: readonly string[];
  specs: readonly string[];
  article: readonly string[];
  material: readonly string[];
  recap: readonly string[];
};

export const PROBE_WORDS: Record<ListLanguage, ProbeWords> = {
  de: {
    groups: [
      'Elektroinstallation',
      'Sanitär',
      'Trockenbau',
      'Malerarbeiten',
      'Baustelleneinrichtung',
    ],
    groupHeading: ['Titel {n} {group}', '{n}. {group}', 'Los {n}: {group}'],
    groupSum: ['Zwischensumme Position {from}-{to}', 'Summe Titel {n}', 'Zwischensumme {group}'],
    discount: ['Rabatt {rate}', 'abzgl. {rate} Rabatt', 'Nachlass {rate}'],
    carriedOut: ['Übertrag', 'Zwischensumme Übertrag', 'Übertrag auf Seite 2'],
    carriedIn: ['Übertrag', 'Übertrag von Seite 1', 'Übertrag Vorseite'],
    optionalWord: ['Alternativposition', 'Eventualposition', 'Bedarfsposition'],
    notCharged: ['(nicht berechnet)', '(wird nicht berechnet)', '(nur auf Anforderung)'],
    onlyPrice: ['nur EP', 'n. ber.'],
    units: ['Stk', 'm', 'm²', 'Psch', 'kg'],
    hourUnit: 'h',
    people: ['M. Becker', 'J. Wagner', 'S. Hoffmann', 'T. Schulz', 'K. Neumann'],
    work: [
      'Montage Heizkreis',
      'Fehlersuche Steuerung',
      'Leitungen verlegt',
      'Inbetriebnahme',
      'Wartung Anlage',
    ],
    specs: [
      'Ausführung verzinkt, inkl. Befestigungsmaterial',
      'gemäß Leistungsverzeichnis, Los 2',
      'Lieferung frei Baustelle, abgeladen',
    ],
    article: ['EAN {ean} · Art.-Nr. {code}', 'Art.-Nr.: {code}  EAN: {ean}'],
    material: ['Material', 'Materialverbrauch'],
    recap: ['Zusammenstellung', 'Zusammenfassung der Titel'],
  },
  fr: {
    groups: ['Électricité', 'Plomberie', 'Plâtrerie', 'Peinture', 'Installation de chantier'],
    groupHeading: ['Lot {n} - {group}', '{n}. {group}', 'Chapitre {n} : {group}'],
    groupSum: ['Sous-total lot {n}', 'Sous-total positions {from} à {to}', 'Total {group}'],
    discount: ['Remise {rate}', 'Remise de {rate}', 'Rabais {rate}'],
    carriedOut: ['À reporter', 'Report à la page suivante', 'Total à reporter'],
    carriedIn: ['Report', 'Report page précédente', 'Reporté'],
    optionalWord: ['Option', 'Variante', 'Prestation optionnelle'],
    notCharged: ['(non facturé)', '(pour mémoire)', '(non compris)'],
    onlyPrice: ['P.M.', 'pour mémoire'],
    units: ['u', 'm', 'm²', 'forfait', 'kg'],
    hourUnit: 'h',
    people: ['P. Martin', 'L. Bernard', 'C. Dubois', 'A. Moreau', 'N. Laurent'],
    work: [
      'Pose radiateurs',
      'Recherche de panne',
      'Tirage de câbles',
      'Mise en service',
      'Entretien installation',
    ],
    specs: [
      'finition galvanisée, fixations comprises',
      'selon descriptif, lot 2',
      'livraison sur chantier, déchargé',
    ],
    article: ['EAN {ean} · Réf. {code}', 'Réf. : {code}  EAN : {ean}'],
    material: ['Fournitures', 'Matériel'],
    recap: ['Récapitulatif', 'Récapitulatif des lots'],
  },
  en: {
    groups: ['Electrical works', 'Plumbing', 'Drylining', 'Decorating', 'Site set-up'],
    groupHeading: ['Section {n}: {group}', '{n}. {group}', 'Part {n} - {group}'],
    groupSum: ['Subtotal section {n}', 'Subtotal items {from}-{to}', 'Total {group}'],
    discount: ['Discount {rate}', 'less {rate} discount', 'Trade discount {rate}'],
    carriedOut: ['Carried forward', 'Total carried forward', 'c/f'],
    carriedIn: ['Brought forward', 'Carried forward from page 1', 'b/f'],
    optionalWord: ['Optional', 'Alternative item', 'Provisional item'],
    notCharged: ['(not charged)', '(for information only)', '(excluded)'],
    onlyPrice: ['rate only', 'n/c'],
    units: ['pcs', 'm', 'm²', 'item', 'kg'],
    hourUnit: 'hrs',
    people: ['J. Smith', 'R. Patel', 'E. Walsh', 'D. Evans', 'S. Murphy'],
    work: [
      'Boiler installation',
      'Fault finding',
      'Cable runs',
      'Commissioning',
      'Planned maintenance',
    ],
    specs: [
      'galvanised finish, fixings included',
      'as per specification, part 2',
      'delivered to site, offloaded',
    ],
    article: ['EAN {ean} · Part no. {code}', 'Part no: {code}  EAN: {ean}'],
    material: ['Materials', 'Parts used'],
    recap: ['Summary', 'Summary of sections'],
  },
};

/** `template` with each `{key}` replaced by its value. */
export const filled = (template: string, values: Record<string, string>): string =>
  template.replaceAll(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
