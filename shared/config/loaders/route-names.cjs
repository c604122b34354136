// @ts-check
// A remote's routes.json as its own code imports it (routes.tsx: routePages of @storefront/ui)
// keeps only each route's path and name: titles, headings and access are the shell's, read from
// /remotes.json, and would only add bytes to every page's routes chunk.
module.exports = function routeNames(source) {
  const routes = JSON.parse(source);
  if (!Array.isArray(routes)) throw new Error('routes.json must be an array of routes');
  return JSON.stringify(routes.map(({ path, name }) => ({ path, name })));
};
