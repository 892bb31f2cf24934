// Stage "gallery" (issue 21): a page that is mostly pictures (a photo gallery, a portfolio) is read as its
// pictures. Its captions are short and its text small, so the text-based stages find one picture's caption,
// or a credit line ("© 2024"), and call that the article. Run by both methods after their decision.
import { commonAncestor, isWithin, type SdNode, type SdTree } from '../sdtree';
import { changedParts, type Change, type Decision } from './decision';

/** A picture drawn at least this large (CSS px, both sides) is content, not an icon or an avatar. */
export const MIN_PICTURE_SIDE = 100;
/** A gallery shows at least this many pictures. */
export const MIN_PICTURES = 4;
/** ...with at most this many characters of text per picture (a caption, a credit). */
export const MAX_CHARS_PER_PICTURE = 150;
/**
 * ...and its pictures cover at least this share of the area of the element that holds them: a page that is
 * mostly pictures. A news site's page wrapper also holds four pictures or more (the story's photo, a column
 * of thumbnails) with little text for each, but they cover a quarter of it or less, and reading the wrapper
 * as a gallery brought back its menus and teasers.
 */
export const MIN_PICTURE_AREA = 0.5;
/** An article of at most this many characters beside the gallery is a credit line, not an article. */
export const MAX_STRAY_CHARS = 60;

export const GALLERY_STAGE = 'gallery';
const REASON =
  'the page is mostly pictures with short captions: the article is the element that holds them (gallery)';

export function galleryDecision(tree: SdTree, d: Decision): { decision: Decision; change: Change } | null {
  if (d.pageType !== 'article' && d.pageType !== 'article-with-comments') return null;
  const pictures = tree.nodes.filter(
    (n) => n.tag === 'img' && n.box.width >= MIN_PICTURE_SIDE && n.box.height >= MIN_PICTURE_SIDE,
  );
  if (pictures.length < MIN_PICTURES) return null;
  const gallery = commonAncestor(pictures);
  if (!gallery || gallery.tag === 'body' || gallery.tag === 'html') return null;
  if (gallery.subtreeDensity > MAX_CHARS_PER_PICTURE * pictures.length) return null;
  const area = (n: SdNode) => n.box.width * n.box.height;
  if (pictures.reduce((sum, p) => sum + area(p), 0) < MIN_PICTURE_AREA * area(gallery)) return null;
  const root = d.root;
  // Only where the article is one picture of the gallery, or a line of text beside it, or where it holds the
  // gallery but cuts some of its pictures (captions the classifier calls noise, after the last caption it
  // calls main): every picture of the gallery stays.
  const holds = root !== null && isWithin(gallery, root);
  if (root && !holds && !isWithin(root, gallery) && root.subtreeDensity > MAX_STRAY_CHARS) return null;
  const cut = new Set([...d.cut].filter((el) => !isInside(el, gallery) && !el.contains(gallery.el)));
  if (holds && cut.size === d.cut.size) return null;
  const decision: Decision = { ...d, root: holds ? root : gallery, cut };
  return { decision, change: { stage: GALLERY_STAGE, reason: REASON, parts: changedParts(d, decision) } };
}

function isInside(el: Element, node: SdNode): boolean {
  return node.el.contains(el);
}
