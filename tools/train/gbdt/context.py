"""The second look (auto-context): a second LightGBM model that scores each block again from the first model's
out-of-fold classes around it (src/blocks/context.ts computes the same features in the engine), the page type's
out-of-fold probabilities and the first model's strongest features. Trained on the same 5 folds by site.

    python tools/train/gbdt/context.py DATA_DIR [--seed N] [--sample]

Reads what train.py and page_type.py wrote in DATA_DIR (X.f32, y.i8, w.f32, site.i32, oof.f32, importance.json,
pages-meta.json, pages-oof.f32); writes context.json (trained on every labelled row), context-fold<k>.json and
oof-context.f32 (out-of-fold, the probabilities the engine reads: engine_probabilities), and prints each
fold's block accuracy and log loss before and after. The first model's scores it trains on are out-of-fold,
as the engine's are on a site the model has not seen. (A fold's second model learns from other folds' first
scores, which came from models that saw this fold's pages, though not their labels in the second model: the
usual stacking compromise.)

With --sample, writes test/fixtures/context-sample.json instead: a few pages' inputs and the features computed
here, which test/engine/context.test.ts compares with the engine's.
"""
import argparse
import json
import os
import sys

import lightgbm as lgb
import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from export import compact_model, dumps, write_model  # noqa: E402
from train import CLASSES, FOLDS, fold_of, load  # noqa: E402

WINDOWS = (2, 8)
PER = lambda prefix: [f"{prefix}:{c}" for c in CLASSES]  # noqa: E731
CONTEXT_FEATURES = (PER("p") + [n for k in WINDOWS for n in PER(f"around{k}")] + PER("previous") + PER("next")
                    + PER("massBefore") + PER("massAfter") + ["afterLastMain", "fromMainMiddle"] + PER("page"))
# The first model's features the second one also reads: the strongest by the first model's gain.
COLUMNS = 40
# The engine averages the two looks' probabilities with this weight on the second: alone, the second look
# gained on average but turned a few pages' whole article into comments or noise out-of-fold (bench/LEARNED.md,
# "The second look"); the mean keeps most of the gain and few of those.
WEIGHT = 0.5
# Where the page type reads a thread (src/learned/page-type.ts THREAD_PROBABILITY), the engine keeps the first look.
THREAD_PROBABILITY = 0.2


def engine_probabilities(first, second, thread):
    """What the engine reads (src/learned/model.ts secondLook): the first look's comment probability, the rest
    shared between main and noise as the two looks' weighted mean shares it; the first look on threads."""
    mean = (1 - WEIGHT) * first + WEIGHT * second
    total = mean[:, 0] + mean[:, 2]
    share = np.where(total > 0, mean[:, 0] / np.where(total > 0, total, 1), 0.0)
    rest = 1 - first[:, 1]
    out = np.stack([rest * share, first[:, 1], rest * (1 - share)], axis=1)
    return np.where(thread[:, None], first, out).astype(np.float32)


def context_page(p, chars, page):
    """The context features of one page's blocks (n x len(CONTEXT_FEATURES)), as src/blocks/context.ts
    computes them: float64 prefix sums in reading order, float32 out."""
    p = np.asarray(p, dtype=np.float64)
    c = np.asarray(chars, dtype=np.float64)
    n = len(c)
    i = np.arange(n)
    prefix = np.vstack([np.zeros((1, 3)), np.cumsum(c[:, None] * p, axis=0)])
    prefix_chars = np.concatenate([[0.0], np.cumsum(c)])
    wp = c[:, None] * p
    out = [p]
    for k in WINDOWS:
        lo, hi = np.maximum(i - k, 0), np.minimum(i + k + 1, n)
        mass = prefix_chars[hi] - prefix_chars[lo] - c
        s = prefix[hi] - prefix[lo] - wp
        out.append(np.where(mass[:, None] > 0, s / np.where(mass > 0, mass, 1)[:, None], 0.0))
    out.append(np.vstack([np.full((1, 3), -1.0), p[:-1]]))
    out.append(np.vstack([p[1:], np.full((1, 3), -1.0)]))
    total = prefix[n]
    safe = np.where(total > 0, total, 1)
    out.append(np.where(total > 0, prefix[:n] / safe, 0.0))
    out.append(np.where(total > 0, (total - prefix[1:]) / safe, 0.0))
    main = (p[:, 0] >= p[:, 1]) & (p[:, 0] >= p[:, 2])
    last_main = i[main].max() if main.any() else -1
    seen = np.cumsum(np.where(main, c, 0.0))
    middle = int(np.searchsorted(seen, seen[-1] / 2)) if n else 0
    out.append(np.stack([(i > last_main).astype(np.float64), (i - middle) / max(n, 1)], axis=1))
    out.append(np.tile(np.asarray(page, dtype=np.float64)[:3], (n, 1)))
    return np.concatenate(out, axis=1).astype(np.float32)


def params(seed):
    """10 rounds of 15 leaves: out-of-fold as good as 20 rounds (bench/LEARNED.md), in half the model."""
    return dict(objective="multiclass", num_class=3, num_leaves=15, learning_rate=0.3, n_estimators=10,
                min_child_samples=20, subsample=1.0, colsample_bytree=0.8, reg_lambda=1.0, deterministic=True,
                force_col_wise=True, seed=seed, num_threads=2, verbose=-1)


def logloss(p, y, w):
    return float(-(np.log(np.clip(p[np.arange(len(y)), y], 1e-15, 1)) * w).sum() / w.sum())


def inputs(data):
    meta, X, y, w, site = load(data)
    n = meta["rows"]
    oof = np.fromfile(os.path.join(data, "oof.f32"), dtype=np.float32).reshape(n, 3)
    pages = json.load(open(os.path.join(data, "pages-meta.json")))["pages"]
    page_oof = np.fromfile(os.path.join(data, "pages-oof.f32"), dtype=np.float32).reshape(len(pages), 3)
    page_of = {(p["set"], p["id"]): i for i, p in enumerate(pages)}
    gain = json.load(open(os.path.join(data, "importance.json")))
    columns = [meta["features"].index(name) for name, _ in gain[:COLUMNS]]
    # The block's text length, back from the first feature (log1p of it, a float32: exact to the character).
    chars = np.rint(np.expm1(X[:, 0].astype(np.float64)))
    return meta, X, y, w, site, oof, page_oof, page_of, columns, chars


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sample", action="store_true", help="write test/fixtures/context-sample.json")
    args = ap.parse_args()
    meta, X, y, w, site, oof, page_oof, page_of, columns, chars = inputs(args.data)
    if args.sample:
        return write_sample(meta, X, oof, page_oof, page_of, columns, chars)
    Z = np.zeros((len(y), len(columns) + len(CONTEXT_FEATURES)), dtype=np.float32)
    Z[:, : len(columns)] = X[:, columns]
    for page in meta["pages"]:
        a, n = page["start"], page["count"]
        if n:
            pp = page_oof[page_of[(page["set"], page["id"])]]
            Z[a:a + n, len(columns):] = context_page(oof[a:a + n], chars[a:a + n], pp)
    names = [f"f{i}" for i in range(Z.shape[1])]
    feature_names = [meta["features"][c] for c in columns] + CONTEXT_FEATURES
    labelled = y >= 0
    fold = fold_of(meta["sites"])[site]
    thread = np.zeros(len(y), dtype=bool)
    for page in meta["pages"]:
        p_thread = page_oof[page_of[(page["set"], page["id"])], 2]
        thread[page["start"]:page["start"] + page["count"]] = p_thread >= THREAD_PROBABILITY
    second = np.full((len(y), 3), np.nan, dtype=np.float32)

    def fit(rows):
        return lgb.LGBMClassifier(**params(args.seed)).fit(Z[rows], y[rows], sample_weight=w[rows], feature_name=names)

    def export(model, path):
        compact = compact_model(model.booster_, CLASSES, names)
        compact["features"] = feature_names
        compact["columns"] = columns
        compact["weight"] = WEIGHT
        write_model(os.path.join(args.data, path), compact)

    for k in range(FOLDS):
        model = fit(labelled & (fold != k))
        test = fold == k
        second[test] = engine_probabilities(oof[test], model.predict_proba(Z[test]), thread[test])
        export(model, f"context-fold{k}.json")
        t = test & labelled
        print(f"second look, fold {k}: block accuracy {(oof[t].argmax(1) == y[t]).mean():.4f} -> "
              f"{(second[t].argmax(1) == y[t]).mean():.4f}, log loss {logloss(oof[t], y[t], w[t]):.4f} -> "
              f"{logloss(second[t], y[t], w[t]):.4f}", flush=True)
    second.tofile(os.path.join(args.data, "oof-context.f32"))
    export(fit(labelled), "context.json")


def write_sample(meta, X, oof, page_oof, page_of, columns, chars):
    """Three pages' inputs (a short one, a middling one, a long one) and their features; the first model's
    matrix cut to three of its columns (the engine copies them as they are)."""
    columns = columns[:3]
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
    chosen = []
    for want in (lambda n: 1 <= n <= 3, lambda n: 20 <= n <= 40, lambda n: 60 <= n <= 100):
        chosen.append(next(p for p in meta["pages"] if want(p["count"]) and p not in chosen))
    pages = []
    for page in chosen:
        a, n = page["start"], page["count"]
        # Float32 probabilities read back as doubles: the engine's inputs are exactly these numbers.
        probs = oof[a:a + n].astype(np.float64)
        pp = page_oof[page_of[(page["set"], page["id"])]].astype(np.float64)
        x = X[a:a + n][:, columns].astype(np.float64)
        pages.append({
            "probabilities": probs.ravel().tolist(), "chars": chars[a:a + n].tolist(), "page": pp.tolist(),
            "x": x.ravel().tolist(), "width": len(columns), "columns": list(range(len(columns))),
            "features": [v.item() for v in np.concatenate(
                [X[a:a + n][:, columns], context_page(probs, chars[a:a + n], pp)], axis=1).ravel()],
        })
    with open(os.path.join(root, "test", "fixtures", "context-sample.json"), "w") as f:
        f.write(json.dumps({"names": CONTEXT_FEATURES, "pages": pages}))
        f.write("\n")
    print(f"{len(pages)} pages, {sum(len(p['chars']) for p in pages)} blocks")


if __name__ == "__main__":
    main()
