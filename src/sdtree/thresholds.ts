// The SD algorithm's two statistical thresholds (Pappas et al. 2012, 3.3 and 5.2).
//
// T1: the max allowed distance from the max density (class) group, dfm of eq. 1, for a candidate, 0-100.
// T2: the min density (characters of own, non-link text) of a node not to be treated as noise (pruning).
//
// The paper's values: T2 = 20 (5.2), T1 low (0-40) for articles and high (60-100) for multiple areas. Ours are
// chosen the paper's way by `tools/tune-sd.ts`: a seeded 20% sample (seed 2012) of Dragnet + harvest-forums,
// 205 pages, grid T1 0..100 step 5 x T2 {0,5,10,20,30,40,60,80,100,150,200}; score = mean of balanced
// page-type accuracy and mean article word F1. Run of 2026-11-22 (engine at commit "paragraph boxes"):
//   T1 = 65, T2 = 80: score 0.768 (balanced accuracy 0.733, accuracy 0.795, word F1 0.804;
//   recall article 0.88 / with comments 0.66 / multiple 0.67). The surface is flat: every T1 in 45-80 with
//   T2 in 30-100 scores 0.757-0.768; T1 >= 90 or T2 >= 150 lose (0.70-0.74).
// Whole sets with these values (`npm run -s extract -- --corpus DIR --out X --method sd`, then
// tools/extract/summarise.ts): Dragnet 966 pages, page type accuracy 0.812, word F1 0.835, engine ms median
// 51 / p95 292; harvest-forums 62 pages, `multiple` for 50 (0.806), median 45 / p95 141 ms.
export const DEFAULT_T1 = 65;
export const DEFAULT_T2 = 80;
