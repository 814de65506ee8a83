/**
 * Measures of a model's predictions of right and wrong answers (issue 27, `npm run bench:mastery`):
 * the area under the ROC curve and the expected calibration error.
 */

/** One prediction: the predicted probability of a right answer, and whether it was right. */
export interface Prediction {
  p: number;
  correct: boolean;
}

/**
 * The area under the ROC curve: the probability that a right answer drawn at random got a higher
 * prediction than a wrong one (ties count one half), by the rank-sum (Mann–Whitney) formula.
 * NaN when all answers are right or all wrong.
 */
export function auc(predictions: readonly Prediction[]): number {
  const sorted = [...predictions].sort((a, b) => a.p - b.p);
  let rankSumRight = 0;
  let rights = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j]!.p === sorted[i]!.p) j += 1;
    const meanRank = (i + 1 + j) / 2; // ranks i+1 … j share their mean
    for (let k = i; k < j; k += 1) {
      if (sorted[k]!.correct) {
        rankSumRight += meanRank;
        rights += 1;
      }
    }
    i = j;
  }
  const wrongs = sorted.length - rights;
  if (rights === 0 || wrongs === 0) return NaN;
  return (rankSumRight - (rights * (rights + 1)) / 2) / (rights * wrongs);
}

/**
 * The expected calibration error over `bins` equal-width bins of the predicted probability (10 by
 * default): Σ over bins of (share of predictions in the bin) × |mean prediction − share right|.
 * 0 for an empty list.
 */
export function expectedCalibrationError(predictions: readonly Prediction[], bins = 10): number {
  if (predictions.length === 0) return 0;
  const count = new Array<number>(bins).fill(0);
  const sumP = new Array<number>(bins).fill(0);
  const sumY = new Array<number>(bins).fill(0);
  for (const { p, correct } of predictions) {
    const b = Math.min(bins - 1, Math.max(0, Math.floor(p * bins)));
    count[b]! += 1;
    sumP[b]! += p;
    sumY[b]! += correct ? 1 : 0;
  }
  let ece = 0;
  for (let b = 0; b < bins; b += 1) if (count[b]! > 0) ece += (count[b]! / predictions.length) * Math.abs(sumP[b]! / count[b]! - sumY[b]! / count[b]!);
  return ece;
}
