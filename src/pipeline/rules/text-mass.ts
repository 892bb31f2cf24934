// The text mass picks the article's element on pages without posts (src/mass/): the reason SD's own region
// is not used is in mass/index.ts.
import { clutter, massExclusions, massRoot, measure } from '../../mass';
import { isWithin } from '../../sdtree';
import { leftOut, type Stage } from '../decision';

export const textMass: Stage = {
  name: 'text-mass',
  reason:
    "the article is the element with the most prose for its links and labels (text mass), not SD's region alone",
  apply(d, page) {
    if (d.posts.length) return null;
    const skipped = massExclusions(page.tree, leftOut(d), page.sd.region);
    const m = measure(page.tree, page.furniture, skipped);
    return { ...d, root: massRoot(page.tree, m) ?? d.root, mass: { m, skipped } };
  },
};

export const entryIsArticle: Stage = {
  name: 'entry-is-article',
  reason: 'the densest part lies inside the blog entry: the whole entry is the article',
  apply(d) {
    if (!d.entry || !d.root || d.root === d.entry || !isWithin(d.root, d.entry)) return null;
    return { ...d, root: d.entry };
  },
};

export const cutClutter: Stage = {
  name: 'cut-clutter',
  reason:
    'inside the article, link lists, share bars and small named furniture are cut, and comment blocks stay out',
  apply(d) {
    const { root, mass } = d;
    if (!root || !mass) return null;
    const cut = new Set(d.cut);
    for (const n of clutter(root, mass.m)) cut.add(n.el);
    for (const n of mass.skipped) if (n !== root && root.el.contains(n.el)) cut.add(n.el);
    return { ...d, cut };
  },
};
