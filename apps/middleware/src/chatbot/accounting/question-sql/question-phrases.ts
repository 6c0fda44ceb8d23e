import type { Token } from './question-words';

// The words that carry a question's operations, Spanish and English, folded (no accents).
// One list per operation; phrases are matched as whole words in order.

const list = (...phrases: string[]) => phrases.map((phrase) => phrase.split(' '));

export const PHRASES = {
  count: list(
    'how many',
    'number of',
    'count of',
    'count',
    'amount of',
    'cuantos',
    'cuantas',
    'numero de',
    'cantidad de',
    'total number of',
    'total count of',
    'el numero de',
    'la cantidad de',
    'contar',
  ),
  sum: list(
    'total',
    'sum of',
    'sum',
    'suma de',
    'suma',
    'en total',
    'in total',
    'totals',
    'totales',
  ),
  avg: list(
    'average',
    'avg',
    'mean',
    'promedio',
    'media',
    'medio',
    'on average',
    'en promedio',
    'de media',
  ),
  max: list('maximum', 'max', 'maximo', 'maxima'),
  min: list('minimum', 'min', 'minimo', 'minima'),
  most: list(
    'highest',
    'largest',
    'biggest',
    'greatest',
    'most',
    'best',
    'longest',
    'tallest',
    'top',
    'mas alto',
    'mas alta',
    'mas altos',
    'mas altas',
    'mayor',
    'mayores',
    'mas',
    'mejor',
    'mejores',
    'mas grande',
    'mas grandes',
    'mas largo',
    'mas largos',
    'mas caro',
    'mas cara',
    // Time: the latest rows rank by the date column.
    'latest',
    'last',
    'most recent',
    'newest',
    'mas reciente',
    'mas recientes',
    'ultima',
    'ultimo',
    'ultimas',
    'ultimos',
  ),
  least: list(
    'lowest',
    'smallest',
    'least',
    'fewest',
    'worst',
    'shortest',
    'bottom',
    'mas bajo',
    'mas baja',
    'mas bajos',
    'mas bajas',
    'menor',
    'menores',
    'menos',
    'peor',
    'peores',
    'mas pequeno',
    'mas pequenos',
    'mas pequena',
    'mas pequenas',
    'mas corto',
    'mas barato',
    'mas barata',
    'earliest',
    'first',
    'oldest',
    'mas antiguo',
    'mas antigua',
    'primera',
    'primer',
    'primero',
    'primeras',
    'primeros',
  ),
  group: list(
    'by',
    'per',
    'each',
    'every',
    'for each',
    'in each',
    'for every',
    'por',
    'cada',
    'por cada',
    'para cada',
    'en cada',
    'de cada',
    'broken down by',
    'grouped by',
    'agrupado por',
    'across',
    'across different',
  ),
  orderBy: list(
    'ordered by',
    'order by',
    'sorted by',
    'sort by',
    'ordered',
    'sorted',
    'ordenado por',
    'ordenados por',
    'ordenadas por',
    'ordenada por',
    'ordenar por',
    'ordena por',
    'ordenados',
    'order the results by',
    'sort the results by',
    'order them by',
    'sort them by',
    'ordena los resultados por',
    'ordenalos por',
  ),
  ratio: list(
    'ratio',
    'ratio of',
    'proportion',
    'proportion of',
    'share of',
    'razon',
    'razon de',
    'ratio de',
    'proporcion',
    'proporcion de',
  ),
  ratioSplit: list(
    'to',
    'versus',
    'vs',
    'over',
    'out of',
    'compared to',
    'frente a',
    'entre',
    'respecto a',
    'sobre',
  ),
  negation: list('non', 'not', 'no'),
  alphabetical: list('alphabetically', 'alphabetical', 'alfabeticamente', 'alfabetico', 'a z'),
  descending: list(
    'descending',
    'desc',
    'highest to lowest',
    'largest to smallest',
    'longest to shortest',
    'highest first',
    'to the lowest',
    'to lowest',
    'de mayor a menor',
    'descendente',
    'most to least',
    'best to worst',
    'decreasing',
  ),
  ascending: list(
    'ascending',
    'asc',
    'lowest to highest',
    'smallest to largest',
    'shortest to longest',
    'de menor a mayor',
    'ascendente',
    'increasing',
    'least to most',
  ),
  distinct: list(
    'distinct',
    'different',
    'unique',
    'distintos',
    'distintas',
    'diferentes',
    'unicos',
  ),
  or: list('or', 'o', 'u'),
  which: list(
    'which',
    'what',
    'what are',
    'what is',
    'list',
    'show',
    'give',
    'get',
    'name',
    'names of',
    'the names of',
    'find',
    'return',
    'cual',
    'cuales',
    'que',
    'quien',
    'quienes',
    'lista',
    'listar',
    'muestra',
    'mostrar',
    'dame',
    'nombres de',
    'el nombre de',
    'los nombres de',
  ),
  startsWith: list(
    'starts with',
    'start with',
    'starting with',
    'begins with',
    'begin with',
    'empieza por',
    'empiezan por',
    'comienza por',
    'comienzan por',
    'empieza con',
    'empiezan con',
  ),
  contains: list(
    'contains',
    'contain',
    'containing',
    'includes',
    'contiene',
    'contienen',
    'que contiene',
    'incluye',
  ),
} as const;

export type PhraseKind = keyof typeof PHRASES;

/** A phrase found: the token range it covers. */
export type Found = { start: number; end: number };

/** Every place a phrase of the kind occurs, longest phrase first at each place. */
export function findPhrases(words: readonly Token[], kind: PhraseKind): Found[] {
  const found: Found[] = [];
  for (let start = 0; start < words.length; start++) {
    let best = 0;
    for (const phrase of PHRASES[kind]) {
      if (
        phrase.length > best &&
        phrase.every((word, offset) => words[start + offset]?.text === word)
      ) {
        best = phrase.length;
      }
    }
    if (best > 0) {
      found.push({ start, end: start + best - 1 });
      start += best - 1;
    }
  }
  return found;
}

/** Words no column is named by: articles, prepositions, question words. */
export const STOP_WORDS = new Set(
  (
    'a an the of in on at to for from with and or is are was were be been do does did have has ' +
    'what which who whom whose how many much there their its it this that these those all any ' +
    'me us we you they them give show list get find return please also both than then as into ' +
    'el la los las un una unos unas de del al en con por para y o u que cual cuales quien como ' +
    'cuanto cuantos cuanta cuantas es son fue fueron hay tiene tienen ha han se su sus lo le ' +
    'les mi mis este esta estos estas ese esa esos esas todo todos todas dame muestra'
  ).split(' '),
);
