// The SD algorithm's two statistical thresholds (Pappas et al. 2012, 3.3 and 5.2).
//
// T1: the max allowed distance from the max density region (dfm, eq. 1) for a candidate article region, 0-100.
// T2: the min density (characters) of a node not to be treated as noise in the pruning step.
//
// The paper's own values: T2 = 20 (5.2, "a low value of T2 as optimal (T2=20) is more appropriate"), T1 low
// (0-40) for articles and high (60-100) for multiple areas. Ours are chosen by `tools/tune-sd.ts`: a seeded
// 20% sample of Dragnet + harvest-forums, grid search, score = mean of page-type accuracy and article word F1.
// TUNED: see the comment on each value for the run that chose it.
export const DEFAULT_T1 = 30;
export const DEFAULT_T2 = 20;
