"""Writes test/fixtures/gbdt-sample.json: a small multiclass LightGBM model trained here on seeded synthetic
data, some rows (with zeros and values exactly on thresholds) and the library's raw scores for them. The
engine's inference (src/blocks/gbdt.ts) must give the same scores: test/engine/gbdt.test.ts.

    /path/to/venv/bin/python tools/train/gbdt/sample.py
"""
import json
import os
import sys

import lightgbm as lgb
import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from export import compact_model, dumps, float32_floor  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))

rng = np.random.default_rng(7)
n, d = 600, 6
X = rng.normal(size=(n, d))
X[:, 3] = rng.integers(0, 2, size=n)  # a flag: zeros go the default way under missing type Zero
X[rng.random(n) < 0.1, 4] = 0.0
X[rng.random(n) < 0.15, 5] = np.nan  # missing type NaN: a NaN goes the default way
y = (X[:, 0] + X[:, 1] * X[:, 3] + np.nan_to_num(X[:, 5]) > 0.5).astype(int) + (X[:, 2] > 1).astype(int)
names = [f"f{i}" for i in range(d)]
params = dict(objective="multiclass", num_class=3, num_leaves=7, learning_rate=0.2, n_estimators=12,
              deterministic=True, seed=1, num_threads=1, verbose=-1, min_child_samples=5, zero_as_missing=False)
model = lgb.LGBMClassifier(**params).fit(X, y, feature_name=names)
booster = model.booster_
rows = np.vstack([X[:40], np.zeros((1, d))])
# A value exactly on a threshold: `<=` goes left.
dump = booster.dump_model()["tree_info"][0]["tree_structure"]
on = rows[0].copy()
on[dump["split_feature"]] = float32_floor(dump["threshold"])  # the float32 at the exported threshold
rows = np.vstack([rows, on])
# The engine's rows are float32s (src/blocks/features.ts), and the export's thresholds are exact for them.
rows = rows.astype(np.float32).astype(np.float64)
raw = booster.predict(rows, raw_score=True)
out = {
    "model": compact_model(booster, ["main", "comment", "noise"], names),
    "rows": [[None if np.isnan(v) else v for v in row] for row in rows.tolist()],  # NaN as null
    "raw": raw.tolist(),
}
with open(os.path.join(ROOT, "test", "fixtures", "gbdt-sample.json"), "w") as f:
    f.write(dumps(out))
    f.write("\n")
print(f"{len(out['model']['trees']['root'])} trees, {len(rows)} rows")
