"""The page type's model (issue 20 item 1): LightGBM over page features (src/learned/page-type.ts), 5 folds by
site (the block model's folds), each fold's model, the out-of-fold types and the model on every page.

Reads pages-X.f32, pages-y.i8 and pages-meta.json from tools/train/page-type.ts; writes page-type.json,
page-type-fold<k>.json (compact JSON, export.py), pages-oof.f32 (pages x 3 probabilities) and prints the
out-of-fold confusion per set. Seeded and deterministic, like train.py.
"""
import argparse
import json
import os
import sys

import lightgbm as lgb
import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from export import compact_model, write_model  # noqa: E402
from train import FOLDS, fold_of  # noqa: E402


def params(args):
    return dict(objective="multiclass", num_class=3, num_leaves=args.leaves, learning_rate=args.rate,
                n_estimators=args.trees, min_child_samples=10, subsample=1.0, colsample_bytree=1.0,
                reg_lambda=1.0, deterministic=True, force_col_wise=True, seed=1, num_threads=args.threads,
                verbose=-1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--trees", type=int, default=60)
    ap.add_argument("--leaves", type=int, default=7)
    ap.add_argument("--rate", type=float, default=0.1)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    meta = json.load(open(os.path.join(args.data, "pages-meta.json")))
    n, f = len(meta["pages"]), len(meta["features"])
    X = np.fromfile(os.path.join(args.data, "pages-X.f32"), dtype=np.float32).reshape(n, f)
    y = np.fromfile(os.path.join(args.data, "pages-y.i8"), dtype=np.int8)
    names = [f"f{i}" for i in range(f)]
    fold = fold_of([p["site"] for p in meta["pages"]])
    labelled = y >= 0
    oof = np.full((n, 3), np.nan, dtype=np.float32)

    def fit(rows):
        return lgb.LGBMClassifier(**params(args)).fit(X[rows], y[rows], feature_name=names)

    def export(model, path):
        compact = compact_model(model.booster_, meta["classes"], names)
        compact["features"] = meta["features"]
        write_model(os.path.join(args.data, path), compact)

    for k in range(FOLDS):
        model = fit(labelled & (fold != k))
        oof[fold == k] = model.predict_proba(X[fold == k])
        export(model, f"page-type-fold{k}.json")
    oof.tofile(os.path.join(args.data, "pages-oof.f32"))
    export(fit(labelled), "page-type.json")
    pred = oof.argmax(1)
    for s in sorted({p["set"] for p in meta["pages"]}):
        rows = labelled & np.array([p["set"] == s for p in meta["pages"]])
        if not rows.any():
            continue
        confusion = {meta["classes"][a]: {meta["classes"][b]: int(((y == a) & (pred == b) & rows).sum()) for b in range(3)}
                     for a in range(3) if ((y == a) & rows).any()}
        print(f"page type {s}: {json.dumps(confusion)}", flush=True)


if __name__ == "__main__":
    main()
