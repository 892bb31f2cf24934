"""LightGBM boosters as the compact JSON the engine reads (src/blocks/gbdt.ts).

One object: {"classes": [...], "features": [...], "trees": [[feature, threshold, left, right, flags, leaf]...]}
Each tree is six parallel arrays over its split nodes, except `leaf` (leaf values): a child below 0 is leaf
~child. `flags` packs the default direction and missing type: bit 0 default left, bits 1-2 missing type
(0 None, 1 Zero, 2 NaN). Trees of a multiclass model are interleaved by class (tree t scores class
t % len(classes)), as LightGBM stores them. Thresholds keep full float precision (repr), so the engine's
scores equal the library's.
"""
import json

MISSING = {"None": 0, "Zero": 1, "NaN": 2}


def compact_tree(root):
    feature, threshold, left, right, flags, leaf = [], [], [], [], [], []

    def visit(node):
        if "leaf_value" in node:
            leaf.append(node["leaf_value"])
            return ~(len(leaf) - 1)
        i = len(feature)
        feature.append(node["split_feature"])
        threshold.append(node["threshold"])
        left.append(0)
        right.append(0)
        if node.get("decision_type", "<=") != "<=":
            raise ValueError("only numerical <= splits are supported")
        flags.append((1 if node.get("default_left") else 0) | (MISSING[node.get("missing_type", "None")] << 1))
        left[i] = visit(node["left_child"])
        right[i] = visit(node["right_child"])
        return i

    visit(root)
    return [feature, threshold, left, right, flags, leaf]


def compact_model(booster, classes, feature_names):
    dump = booster.dump_model()
    if dump["feature_names"] != list(feature_names):
        raise ValueError("the booster's features are not the given ones")
    return {
        "classes": list(classes),
        "features": list(feature_names),
        "trees": [compact_tree(t["tree_structure"]) for t in dump["tree_info"]],
    }


def write_model(path, model):
    with open(path, "w") as f:
        json.dump(model, f, separators=(",", ":"))
        f.write("\n")
