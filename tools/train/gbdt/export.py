"""LightGBM boosters as the compact JSON the engine reads (src/blocks/gbdt.ts).

One object: {"classes": [...], "features": [...], "trees": {"root", "feature", "threshold", "left", "right",
"flags", "leaf"}}: the split nodes of every tree as parallel arrays (compact_trees). `flags` packs the default
direction and missing type: bit 0 default left, bits 1-2 missing type (0 None, 1 Zero, 2 NaN). Trees of a
multiclass model are interleaved by class (tree t scores class t % len(classes)), as LightGBM stores them.

Numbers are written as 32-bit floats, in the fewest digits that read back to the same float32, which halves
the file. The engine's feature values are float32s (src/blocks/features.ts), so a threshold becomes the largest
float32 at or below it: `x <= t` then holds for exactly the same float32 x, and the engine, which reads the
threshold back as Math.fround(t), splits every row as the library does. Leaf values lose what float32 cannot
hold (about 1e-7 of each): the raw scores stay within 1e-5 of the library's.
"""
import json

import numpy as np

MISSING = {"None": 0, "Zero": 1, "NaN": 2}


def float32_floor(value):
    """The largest float32 at or below `value`."""
    f = np.float32(value)
    if float(f) > value:
        f = np.nextafter(f, np.float32(-np.inf))
    return f


def compact_trees(tree_info):
    """Every tree's split nodes in one set of parallel arrays (the engine reads them into typed arrays as they
    are). `root[t]` is tree t's first node, or ~leaf for a tree that is a single leaf; a child is a node
    index, or ~leaf below 0."""
    out = {"root": [], "feature": [], "threshold": [], "left": [], "right": [], "flags": [], "leaf": []}

    def visit(node):
        if "leaf_value" in node:
            out["leaf"].append(np.float32(node["leaf_value"]))
            return ~(len(out["leaf"]) - 1)
        if node.get("decision_type", "<=") != "<=":
            raise ValueError("only numerical <= splits are supported")
        i = len(out["feature"])
        out["feature"].append(node["split_feature"])
        out["threshold"].append(float32_floor(node["threshold"]))
        out["flags"].append((1 if node.get("default_left") else 0) | (MISSING[node.get("missing_type", "None")] << 1))
        out["left"].append(0)
        out["right"].append(0)
        out["left"][i] = visit(node["left_child"])
        out["right"][i] = visit(node["right_child"])
        return i

    for tree in tree_info:
        out["root"].append(visit(tree["tree_structure"]))
    return out


def compact_model(booster, classes, feature_names):
    dump = booster.dump_model()
    if dump["feature_names"] != list(feature_names):
        raise ValueError("the booster's features are not the given ones")
    return {"classes": list(classes), "features": list(feature_names), "trees": compact_trees(dump["tree_info"])}


def dumps(o):
    """Compact JSON in which float32s are written in their shortest round-trip form (numpy's str)."""
    if isinstance(o, np.float32):
        if not np.isfinite(o):
            raise ValueError("a model number is not finite")
        return str(o)
    if isinstance(o, dict):
        return "{" + ",".join(f"{json.dumps(k)}:{dumps(v)}" for k, v in o.items()) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ",".join(dumps(v) for v in o) + "]"
    return json.dumps(o)


def write_model(path, model):
    with open(path, "w") as f:
        f.write(dumps(model))
        f.write("\n")
