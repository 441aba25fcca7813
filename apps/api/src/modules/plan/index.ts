// Food planning's public entry (docs/decisions/0037-food-planning.md): its routes and the
// recipe seed that start-up runs after the catalogue's.
export { planRoutes } from './plan-routes';
export { recipesAdminRoutes } from './recipes-admin-routes';
export { seedRecipes } from './recipe-seed';
// What a member's food consultant reads and writes, after the support module's consent check.
export { memberWeek, writeMemberWeek } from './consultant-week';
export { listRecipes } from './recipes-repository';
