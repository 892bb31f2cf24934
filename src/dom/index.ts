// Shared DOM helpers for every pipeline (SD, classifier). Small on purpose:
//   visibility  hiddenReason(el, style, rect) / isVisible(el) from the live layout
//   text        normalizeSpace, densityOf (the SD density unit), ownText, words
//   selector    cssSelector(el): a selector that finds el again on the same document
//   box         pageBox(rect, win) in document coordinates, unionBox(boxes)
export { hiddenReason, isVisible } from './visibility';
export { densityOf, normalizeSpace, ownText, words } from './text';
export { cssSelector } from './selector';
export { pageBox, unionBox } from './box';
