import type { PlanContext } from './plan-context';
import type { Condition, Expression } from './query-plan-types';
import type { Operation } from './question-reading';
import type { IndexedColumn } from './schema-index';

// "The ratio of A to B": the rows (or a measure's sum) meeting A's conditions over those meeting
// B's. Conditions on a column both sides restrict are split; the others apply to both, unless
// neither side shares a column, when each keeps its own ("the population of the United States to
// the population of California"). "To all ..." / "out of the total" compares with every row; a
// condition stated on one side only, the other having none, applies to both.

const ALL_WORDS = /^(?:all|total|every|todos|todas|total)$/u;

export type RatioSplit = { ratio: Operation; split: Operation };

export function findRatioSplit(context: PlanContext): RatioSplit | undefined {
  const [ratio] = context.operations('ratio');
  const split = ratio
    ? context.operations('ratioSplit').find((operation) => operation.start > ratio.end)
    : undefined;
  return ratio && split ? { ratio, split } : undefined;
}

function conditionColumn(condition: Condition): IndexedColumn | undefined {
  switch (condition.kind) {
    case 'values':
    case 'like':
    case 'range':
    case 'part':
      return condition.column;
    case 'compare':
      return condition.expression.kind === 'column' ? condition.expression.column : undefined;
    case 'not':
      return conditionColumn(condition.condition);
    case 'any':
      return undefined;
  }
}

/** The first measure named between two words that nothing else has used. */
function measureBetween(context: PlanContext, from: number, to: number) {
  for (const mention of context.reading.names) {
    if (mention.start > from && mention.start < to && !context.used.has(mention.start)) {
      const column = context.columnOf(mention, (candidate) => candidate.isMeasure);
      if (column) {
        context.used.add(mention.start);
        return column;
      }
    }
  }
  return undefined;
}

/** The ratio, and the conditions left for WHERE (those both sides share). */
export function ratioExpression(
  context: PlanContext,
  { ratio, split }: RatioSplit,
  conditions: readonly Condition[],
): { expression: Expression; shared: Condition[] } {
  const end = context.reading.words.length;
  const isIn = (condition: Condition, from: number, to: number) =>
    condition.at !== undefined && condition.at > from && condition.at < to;
  const sideA = conditions.filter((condition) => isIn(condition, ratio.end, split.start));
  const sideB = conditions.filter((condition) => isIn(condition, split.end, end));
  const columnsOf = (side: Condition[]) => new Set(side.map(conditionColumn).filter(Boolean));
  const columnsA = columnsOf(sideA);
  const common = [...columnsOf(sideB)].filter((column) => columnsA.has(column));
  const isToAll = context.reading.words
    .slice(split.end + 1, split.end + 4)
    .some((word) => ALL_WORDS.test(word.text));
  // One side with conditions and the other with none: they describe both ("in San Francisco").
  const isOneSided = !isToAll && (sideA.length === 0 || sideB.length === 0);
  const isSplit = (condition: Condition) =>
    common.length > 0
      ? common.includes(conditionColumn(condition))
      : isToAll
        ? sideA.includes(condition)
        : !isOneSided && (sideA.includes(condition) || sideB.includes(condition));
  const numeratorColumn = measureBetween(context, ratio.end, split.start);
  const denominatorColumn = measureBetween(context, split.end, end) ?? numeratorColumn;
  return {
    expression: {
      kind: 'ratio',
      numerator: {
        ...(numeratorColumn ? { column: numeratorColumn } : {}),
        conditions: sideA.filter(isSplit),
      },
      denominator: {
        ...(denominatorColumn ? { column: denominatorColumn } : {}),
        conditions: isToAll ? [] : sideB.filter(isSplit),
      },
    },
    shared: conditions.filter((condition) => !isSplit(condition)),
  };
}
