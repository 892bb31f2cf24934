"""Trains the learned engine's block classifier (issue 19) on the dataset `npm run learn` writes, and judges
it out-of-fold: 5 folds grouped by site over all dev sets together, so every block is scored by a model that
never saw a page of its site.

    python tools/train/gbdt/train.py DATA_DIR [--trees N] [--leaves N] [--curve] [--fold-models] [--smooth] [--seed N]
    python tools/train/gbdt/train.py DATA_DIR [--trees N] [--leaves N] --curve-only

Reads DATA_DIR/meta.json, X.f32 (rows x features, float32), y.i8 (0 main, 1 comment, 2 noise, -1 unknown:
left out), w.f32 (row weights), site.i32. Writes DATA_DIR/oof.f32 (rows x 3 probabilities, NaN for unknown
rows), DATA_DIR/model.json (compact, trained on every labelled row: src/blocks/gbdt.ts reads it),
DATA_DIR/importance.json (gain per feature) and, with --curve, DATA_DIR/curve.json (block accuracy
out-of-fold when training on 10/25/50/100% of each fold's training sites). With --fold-models, also each
fold's model as DATA_DIR/model-fold<k>.json (the bench's out-of-fold runs: tools/train/folds.ts); with
--smooth, the models carry the transition probabilities that smooth the classes in reading order.
--curve-only computes only the curve, from the oof.f32 an earlier run wrote with the same settings.
Deterministic: fixed seeds, one thread, deterministic=True, sites assigned to folds by a hash of their name.
"""
import argparse
import hashlib
import json
import os
import sys
import warnings

import lightgbm as lgb
import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from export import compact_model, write_model  # noqa: E402

# Rows are numpy arrays in the order of meta.json's features; the booster's own names are placeholders.
warnings.filterwarnings("ignore", message="X does not have valid feature names")

CLASSES = ["main", "comment", "noise"]
FOLDS = 5


def load(data):
    meta = json.load(open(os.path.join(data, "meta.json")))
    rows, cols = meta["rows"], len(meta["features"])
    X = np.fromfile(os.path.join(data, "X.f32"), dtype=np.float32).reshape(rows, cols)
    y = np.fromfile(os.path.join(data, "y.i8"), dtype=np.int8)
    w = np.fromfile(os.path.join(data, "w.f32"), dtype=np.float32)
    site = np.fromfile(os.path.join(data, "site.i32"), dtype=np.int32)
    return meta, X, y, w, site


def fold_of(site_names):
    """Fold per site: the first bytes of the name's SHA-1, so folds do not depend on the row order."""
    return np.array([int(hashlib.sha1(s.encode()).hexdigest()[:8], 16) % FOLDS for s in site_names])


def params(args):
    return dict(objective="multiclass", num_class=3, num_leaves=args.leaves, learning_rate=args.rate,
                n_estimators=args.trees, min_child_samples=20, subsample=1.0, colsample_bytree=0.8,
                reg_lambda=1.0, deterministic=True, force_col_wise=True, seed=args.seed, num_threads=args.threads,
                verbose=-1)


def transitions(y, pages, rows):
    """Reading-order smoothing's parameters from the label sequences of the pages whose rows are in `rows`:
    P(class b follows class a) and the class priors, add-one smoothed, unknown blocks skipped (the same counts
    as src/blocks/smooth.ts countTransitions)."""
    t = np.ones((3, 3))
    p = np.ones(3)
    for page in pages:
        start, count = page["start"], page["count"]
        if not rows[start]:
            continue
        last = -1
        for c in y[start:start + count]:
            if c < 0:
                continue
            p[c] += 1
            if last >= 0:
                t[last, c] += 1
            last = c
    return {"transition": (t / t.sum(1, keepdims=True)).tolist(), "prior": (p / p.sum()).tolist()}


def export(booster, meta, names, smoothing):
    compact = compact_model(booster, CLASSES, names)
    compact["features"] = meta["features"]
    compact["vocabulary"] = meta["vocabulary"]
    if meta.get("units"):
        compact["units"] = meta["units"]
    compact["smoothing"] = smoothing
    return compact


def fit(X, y, w, names, args):
    return lgb.LGBMClassifier(**params(args)).fit(X, y, sample_weight=w, feature_name=names)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--trees", type=int, default=60)
    ap.add_argument("--leaves", type=int, default=15)
    ap.add_argument("--rate", type=float, default=0.15)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--curve", action="store_true")
    ap.add_argument("--curve-only", action="store_true", help="only the curve, from an earlier run's oof.f32")
    ap.add_argument("--fold-models", action="store_true", help="also write model-fold<k>.json for the bench")
    ap.add_argument("--smooth", action="store_true", help="models carry reading-order smoothing")
    ap.add_argument("--seed", type=int, default=1,
                    help="the trees' column sampling; the shipped model is seed 1, others measure the spread")
    args = ap.parse_args()
    meta, X, y, w, site = load(args.data)
    names = [f"f{i}" for i in range(X.shape[1])]  # LightGBM wants plain names; meta.json has the real ones
    labelled = y >= 0
    site_fold = fold_of(meta["sites"])
    fold = site_fold[site]
    if args.curve_only:
        oof = np.fromfile(os.path.join(args.data, "oof.f32"), dtype=np.float32).reshape(len(y), 3)
        learning_curve(args, X, y, w, site, labelled, fold, oof, names)
        return
    oof = np.full((len(y), 3), np.nan, dtype=np.float32)
    for k in range(FOLDS):
        train = labelled & (fold != k)
        test = fold == k
        model = fit(X[train], y[train], w[train], names, args)
        oof[test] = model.predict_proba(X[test])
        if args.fold_models:
            smoothing = transitions(y, meta["pages"], fold != k) if args.smooth else None
            write_model(os.path.join(args.data, f"model-fold{k}.json"), export(model.booster_, meta, names, smoothing))
        acc = (oof[test & labelled].argmax(1) == y[test & labelled]).mean()
        print(f"fold {k}: {train.sum()} rows to train, {test.sum()} scored, block accuracy {acc:.4f}", flush=True)
    oof.tofile(os.path.join(args.data, "oof.f32"))
    model = fit(X[labelled], y[labelled], w[labelled], names, args)
    smoothing = transitions(y, meta["pages"], np.ones(len(y), dtype=bool)) if args.smooth else None
    write_model(os.path.join(args.data, "model.json"), export(model.booster_, meta, names, smoothing))
    gain = model.booster_.feature_importance(importance_type="gain")
    order = np.argsort(-gain)
    json.dump([[meta["features"][i], float(gain[i])] for i in order], open(os.path.join(args.data, "importance.json"), "w"))
    if args.curve:
        learning_curve(args, X, y, w, site, labelled, fold, oof, names)


def learning_curve(args, X, y, w, site, labelled, fold, oof, names):
    """Weighted block accuracy out-of-fold when each fold trains on 10/25/50/100% of its training sites."""
    rng = np.random.default_rng(1)
    curve = {}
    for share in (0.1, 0.25, 0.5, 1.0):
        hits = total = 0
        for k in range(FOLDS):
            sites = np.unique(site[labelled & (fold != k)])
            keep = set(rng.permutation(sites)[: max(1, int(round(share * len(sites))))].tolist())
            test = labelled & (fold == k)
            if share == 1.0:
                # Every training site: the fold's own model, whose out-of-fold scores are already there.
                pred = oof[test].argmax(1)
            else:
                train = labelled & (fold != k) & np.isin(site, list(keep))
                pred = fit(X[train], y[train], w[train], names, args).predict_proba(X[test]).argmax(1)
            hits += ((pred == y[test]) * w[test]).sum()
            total += w[test].sum()
        curve[str(share)] = float(hits / total)
        print(f"curve {share}: weighted block accuracy {curve[str(share)]:.4f}", flush=True)
    json.dump(curve, open(os.path.join(args.data, "curve.json"), "w"))


if __name__ == "__main__":
    main()
