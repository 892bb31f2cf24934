// The text mass (stage 3 of the default pipeline): the article's element and what to cut inside it, from the
// text of the SD-Tree's visible blocks.
//
// SD's article region (step 7) is a strong node judged by its OWN merged text: right for telling article,
// comments and posts apart, but on real pages the region is often one part of the article (a `<ul>` of key
// points, a section with its own heading, a paragraph run split by an ad) and the climb of expand.ts stops
// early or late. Here every visible block (the nearest non-inline element of each text node) is a unit:
//
// - mass: non-link text of units long enough to be prose (>= PROSE_MIN chars, mostly not links);
// - noise: link text anywhere, plus the text of short non-link units (labels, buttons, dates; not list items
//   or table cells) and of teaser summaries (a run of headline links each followed by a blurb) at half weight.
//
// The article root is the element with the largest mass - ALPHA x noise (the trade-off of Finn et al.'s Body
// Text Extraction, on rendered blocks instead of tokens); headings are neutral, so a wrapper that only adds
// the title ties with its child and the outer one wins. Inside the root, CLEAN removes containers whose link
// text outweighs their prose (share bars, tag lists, related links, pagination) and small containers named
// as page furniture. Elements given in `exclude` (comment and post regions) count for nothing.
export { clutter } from './clutter';
export { furnitureOf, inFurniture } from './furniture';
export { measure, noiseOf, zeros, type Mass } from './measure';
export { massRoot } from './root';
export { commentNamed, massExclusions } from './exclusions';
