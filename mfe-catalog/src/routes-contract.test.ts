// The exposed route map has a page for every route of routes.json and no other (routePages throws
// on import otherwise): what the shell's route table and the deploy's contract gate expect.
import claimed from '../routes.json';
import routes from './routes';

test('the exposed route map has exactly the routes of routes.json', () => {
  expect(Object.keys(routes).sort()).toEqual(claimed.map((route) => route.path).sort());
});
