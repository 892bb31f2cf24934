// Module types the bundlers provide: `?raw` imports a file's text (Vite; the in-browser test bundles use a
// matching esbuild plugin, test/helpers/in-browser.ts).
declare module '*.json?raw' {
  const text: string;
  export default text;
}
