"""The research baselines issue 19 asks to report next to the learned engine's LightGBM model, trained on the
same units (train.py's blocks, labels and row weights) and judged on the same 5 site-grouped folds:

    j48  one decision tree as Louvan's thesis used it (Weka J48, confidence 0.25, minObj 2, section 6.6.2)
    svm  a linear SVM over every feature (after the leaf-node SVM paper, which uses an RBF kernel)
    nn   a small feed-forward network over the visual block features only (after Narwal et al.'s visual-block
         classifier: spatial and formatting features of each block, sigmoid units)

    python tools/train/gbdt/baselines.py DATA_DIR [--methods j48,svm,nn]

Reads what train.py reads; writes DATA_DIR/oof-<method>.f32 in oof.f32's format (rows x 3 probabilities,
main / comment / noise), which `npm run learn -- score --out DATA_DIR --oof DATA_DIR/oof-<method>.f32` scores
as it scores LightGBM's. Prints block accuracy per fold and overall, plain and weighted by w (each page weighs
the same, a block its share of the page's words). No model is written: none of these ships.
Deterministic: fixed seeds, one BLAS/OpenMP thread, train.py's folds.
"""
import os

# One thread, set before numpy loads its BLAS: another job shares this machine, and results must not depend on
# the thread count.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
import warnings  # noqa: E402

import numpy as np  # noqa: E402
from scipy.stats import norm  # noqa: E402
from sklearn.exceptions import ConvergenceWarning  # noqa: E402
from sklearn.linear_model import SGDClassifier  # noqa: E402
from sklearn.neural_network import MLPClassifier  # noqa: E402
from sklearn.preprocessing import StandardScaler  # noqa: E402
from sklearn.tree import DecisionTreeClassifier  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from train import FOLDS, fold_of, load  # noqa: E402

METHODS = ("j48", "svm", "nn")

# The nn's inputs, by meta.json name: where the block is and how big (spatial), how its text is set
# (formatting), and the same for its three enclosing containers' boxes and its neighbours' fonts. Narwal et
# al.'s other input groups (content, hyperlink, embedded objects) are left out, so this measures what the
# rendered layout alone tells.
VISUAL = [
    "x", "centerX", "y", "yPx", "width", "heightPx", "aboveFold", "position",  # spatial: the block's box
    "fontRatio", "bold",  # formatting: font size over the body text's, weight >= 600
    *[f"c{level}:{f}" for level in (1, 2, 3) for f in ("width", "height", "centerX")],  # containers' boxes
    *[f"n{k}:fontRatio" for k in (-2, -1, 1, 2)],  # the fonts around it
]  # fmt: skip


def j48(X, y, w, args):
    """A CART tree grown on information gain, then pruned as C4.5 prunes (error-based, subtree replacement).

    How it differs from Weka's J48 (tools/train/c45.ts is the faithful port): splits are binary on every
    feature (ours are numeric or 0/1 flags, so a multiway nominal split never arises) and chosen by
    information gain, not gain ratio among the splits of at least average gain, with no MDL correction for
    numeric thresholds; min_samples_leaf=2 counts rows where J48's minObj counts instance weight; no subtree
    raising (J48's default does it). The pruning itself is J48's: a subtree becomes a leaf when the leaf's
    pessimistic error estimate (upper bound at confidence 0.25 on its weighted training errors) is no worse
    than the sum of its leaves' estimates + 0.1.
    """
    tree = DecisionTreeClassifier(criterion="entropy", min_samples_leaf=args.min_obj, random_state=1)
    tree.fit(X, y, sample_weight=w)
    t = tree.tree_
    counts = t.value[:, 0, :] * t.weighted_n_node_samples[:, None]  # weighted class totals per node
    left, right = t.children_left, t.children_right  # views of the tree's arrays: writes prune it

    def estimate(node):
        """Pessimistic errors of the subtree at node, after pruning below it."""
        if left[node] < 0:
            return leaf_estimate(counts[node], args.confidence)
        below = estimate(left[node]) + estimate(right[node])
        here = leaf_estimate(counts[node], args.confidence)
        if here <= below + 0.1:
            left[node] = right[node] = -1
            return here
        return below

    leaves = t.n_leaves
    sys.setrecursionlimit(max(10000, 4 * t.max_depth))
    estimate(0)
    kept = reachable_leaves(left, right)
    print(f"  j48: {leaves} leaves grown, {kept} after pruning", flush=True)
    return tree.predict_proba


def leaf_estimate(c, cf):
    """C4.5's pessimistic error count of a leaf with class totals c (Weka's Stats.addErrs, as stats.ts)."""
    n = c.sum()
    if n <= 0:
        return 0.0
    e = n - c.max()
    return e + add_errs(n, e, cf)


def add_errs(n, e, cf):
    if e < 1:
        base = n * (1 - cf ** (1 / n))
        return base if e == 0 else base + e * (add_errs(n, 1, cf) - base)
    if e + 0.5 >= n:
        return max(n - e, 0.0)
    z = norm.ppf(1 - cf)
    f = (e + 0.5) / n
    r = (f + z * z / (2 * n) + z * np.sqrt(f / n - f * f / n + z * z / (4 * n * n))) / (1 + z * z / n)
    return r * n - e


def reachable_leaves(left, right):
    """Leaves of the pruned tree (the nodes below a pruned one stay in the arrays, never reached)."""
    leaves, stack = 0, [0]
    while stack:
        node = stack.pop()
        if left[node] < 0:
            leaves += 1
        else:
            stack += [left[node], right[node]]
    return leaves


def svm(X, y, w, args):
    """Standardised features, a linear SVM one-vs-rest, and a softmax of its margins for probabilities.

    The leaf-node SVM paper uses an RBF kernel over features scaled to [-1, 1]; a kernel SVM does not scale
    to the full dataset's rows, so this is the linear model the issue names, fit by averaged SGD on the hinge
    loss (liblinear's LinearSVC took 20x as long on the smoke sample and scored lower). The softmax's
    temperature is fit on the training rows (weighted log loss over a grid): Viterbi smoothing reads these as
    probabilities.
    """
    scaler = StandardScaler().fit(X)
    model = SGDClassifier(loss="hinge", alpha=args.alpha, max_iter=50, tol=1e-4, average=True, random_state=1)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=ConvergenceWarning)
        model.fit(scaler.transform(X), y, sample_weight=w)
    margins = model.decision_function(scaler.transform(X))
    grid = np.geomspace(0.01, 100, 81)
    loss = [-(w * np.log(softmax(margins / t)[np.arange(len(y)), y] + 1e-12)).sum() for t in grid]
    temperature = grid[int(np.argmin(loss))]
    print(f"  svm: {model.n_iter_} epochs, softmax temperature {temperature:.3f}", flush=True)
    return lambda Z: softmax(model.decision_function(scaler.transform(Z)) / temperature)


def softmax(z):
    z = z - z.max(1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(1, keepdims=True)


def nn(X, y, w, args):
    """Standardised visual features into one hidden layer of sigmoid units (Narwal et al. use sigmoid units;
    their two hidden layers over 21 inputs become one small layer here), trained with Adam on the weighted
    log loss."""
    scaler = StandardScaler().fit(X)
    model = MLPClassifier(hidden_layer_sizes=(args.hidden,), activation="logistic", alpha=1e-4,
                          max_iter=args.epochs, random_state=1)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=ConvergenceWarning)
        model.fit(scaler.transform(X), y, sample_weight=w)
    print(f"  nn: {model.n_iter_} epochs", flush=True)
    return lambda Z: model.predict_proba(scaler.transform(Z))


def accuracy(prob, y, w):
    hit = prob.argmax(1) == y
    return hit.mean(), (hit * w).sum() / w.sum()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--methods", default=",".join(METHODS))
    ap.add_argument("--confidence", type=float, default=0.25, help="j48: pruning confidence (J48 -C)")
    ap.add_argument("--min-obj", type=int, default=2, help="j48: rows per leaf at least (J48 -M)")
    ap.add_argument("--alpha", type=float, default=1e-3, help="svm: L2 penalty (SGD's alpha)")
    ap.add_argument("--hidden", type=int, default=32, help="nn: hidden units")
    ap.add_argument("--epochs", type=int, default=200, help="nn: Adam epochs at most")
    args = ap.parse_args()
    methods = args.methods.split(",")
    unknown = set(methods) - set(METHODS)
    if unknown:
        ap.error(f"unknown methods {sorted(unknown)}; choose from {','.join(METHODS)}")
    meta, X, y, w, site = load(args.data)
    missing = [f for f in VISUAL if f not in meta["features"]]
    if missing:
        sys.exit(f"meta.json has no features {missing}: update VISUAL")
    visual = [meta["features"].index(f) for f in VISUAL]
    labelled = y >= 0
    fold = fold_of(meta["sites"])[site]
    for name in methods:
        fit = {"j48": j48, "svm": svm, "nn": nn}[name]
        cols = visual if name == "nn" else slice(None)
        oof = np.full((len(y), 3), np.nan, dtype=np.float32)
        start = time.time()
        for k in range(FOLDS):
            train = labelled & (fold != k)
            test = fold == k
            # Row weights as train.py's, scaled to mean 1 so alpha and the pruning counts mean per row.
            weight = w[train] / w[train].mean()
            predict = fit(X[train][:, cols], y[train], weight, args)
            oof[test] = predict(X[test][:, cols])
            scored = test & labelled
            plain, weighted = accuracy(oof[scored], y[scored], w[scored])
            print(f"{name} fold {k}: {train.sum()} rows to train, {test.sum()} scored, block accuracy "
                  f"{plain:.4f} (weighted {weighted:.4f})", flush=True)
        plain, weighted = accuracy(oof[labelled], y[labelled], w[labelled])
        print(f"{name} overall: block accuracy {plain:.4f} (weighted {weighted:.4f}), {time.time() - start:.0f} s",
              flush=True)
        oof.tofile(os.path.join(args.data, f"oof-{name}.f32"))


if __name__ == "__main__":
    main()
