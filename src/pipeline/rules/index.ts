// The default pipeline's rules, in the order they run. Each changes SD's decision for a reason it states.
export { articleIsAPost, entryWithComments } from './sd-groups';
export { commentsInFurniture } from './furniture-comments';
export { articleAbovePosts, postsLighterThanArticle, teaserPosts } from './posts';
export { cutClutter, entryIsArticle, textMass } from './text-mass';
export { rootBesideComments, threadTakenForComments } from './stray-root';
