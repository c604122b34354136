// Asset imports (webpack's asset/resource): an SVG file imports as its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
