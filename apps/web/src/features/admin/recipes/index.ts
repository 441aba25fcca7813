// The staff console's recipes section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { RecipesSection } from './recipes-section';
