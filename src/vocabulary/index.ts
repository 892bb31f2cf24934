// The engine's vocabulary: what tags, roles and class/id names say an element is. One definition of each,
// and one way of reading names (names.ts).
export * from './tags';
export * from './names';
export * from './comment-words';
