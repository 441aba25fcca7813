// Food planning's public entry (docs/decisions/0037-food-planning.md): its routes and the
// recipe seed that start-up runs after the catalogue's.
export { planRoutes } from './plan-routes';
export { recipesAdminRoutes } from './recipes-admin-routes';
export { RECIPES, seedRecipes } from './recipe-seed';
