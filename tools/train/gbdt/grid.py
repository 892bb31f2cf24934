"""Cross-validates tree ensembles of different sizes (issue 19: "decide the number and depth of trees by
cross-validation against size and time"), on the same 5 site folds as train.py.

    python tools/train/gbdt/grid.py DATA_DIR ROUNDSxLEAVESxRATE ...    (e.g. 60x15x0.15 30x31x0.25)

For each configuration: DATA_DIR/grid/<config>/oof.f32 (out-of-fold probabilities, as train.py writes them,
so `npm run learn -- score --oof` scores them per set), model.json (trained on every labelled row: its size
and node count are what the engine carries and walks), and a line in DATA_DIR/grid/grid.json with the
weighted block accuracy out-of-fold, the file size, the split nodes and the mean number of nodes a block
visits (the engine's inference time is proportional to it).
"""
import argparse
import json
import os
import sys
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from export import write_model  # noqa: E402
from train import FOLDS, export, fit, fold_of, load  # noqa: E402

warnings.filterwarnings("ignore", message="X does not have valid feature names")


def visits(model, X, sample):
    """Mean split nodes walked per row over all trees, on `sample` rows."""
    t = model["trees"]
    feature, threshold, left, right = (np.array(t[k]) for k in ("feature", "threshold", "left", "right"))
    total = 0
    for row in X[sample]:
        for root in t["root"]:
            i = root
            while i >= 0:
                total += 1
                i = left[i] if row[feature[i]] <= threshold[i] else right[i]
    return total / len(sample)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("configs", nargs="+")
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    meta, X, y, w, site = load(args.data)
    names = [f"f{i}" for i in range(X.shape[1])]
    labelled = y >= 0
    fold = fold_of(meta["sites"])[site]
    sample = np.random.default_rng(1).choice(np.flatnonzero(labelled), size=2000, replace=False)
    out_dir = os.path.join(args.data, "grid")
    os.makedirs(out_dir, exist_ok=True)
    results_file = os.path.join(out_dir, "grid.json")
    results = json.load(open(results_file)) if os.path.exists(results_file) else {}
    for config in args.configs:
        rounds, leaves, rate = config.split("x")
        params = argparse.Namespace(trees=int(rounds), leaves=int(leaves), rate=float(rate), threads=args.threads,
                                    seed=1)
        oof = np.full((len(y), 3), np.nan, dtype=np.float32)
        for k in range(FOLDS):
            train = labelled & (fold != k)
            test = fold == k
            oof[test] = fit(X[train], y[train], w[train], names, params).predict_proba(X[test])
        d = os.path.join(out_dir, config)
        os.makedirs(d, exist_ok=True)
        oof.tofile(os.path.join(d, "oof.f32"))
        model = export(fit(X[labelled], y[labelled], w[labelled], names, params).booster_, meta, names, None)
        path = os.path.join(d, "model.json")
        write_model(path, model)
        hit = (oof[labelled].argmax(1) == y[labelled]) * w[labelled]
        results[config] = {
            "rounds": int(rounds),
            "leaves": int(leaves),
            "rate": float(rate),
            "accuracy": float(hit.sum() / w[labelled].sum()),
            "bytes": os.path.getsize(path),
            "nodes": len(model["trees"]["feature"]),
            "visits": visits(model, X, sample),
        }
        print(config, json.dumps(results[config]), flush=True)
        json.dump(results, open(results_file, "w"), indent=1)


if __name__ == "__main__":
    main()
