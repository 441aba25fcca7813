import { z } from 'zod';
import { RECIPE_UNITS } from './units';
import { DIETARY_TAGS, MEALS } from './week-rules';

export const RECIPE_TAGS = [...MEALS, ...DIETARY_TAGS] as const;

export const recipeIngredientSchema = z.object({
  /** The catalogue item, or null for what we do not sell (water, salt, okra…). */
  'product-id': z.string().nullable(),
  name: z.string().min(1).max(100),
  /** For the recipe's `servings`. */
  quantity: z.number().positive().max(100000),
  unit: z.enum(RECIPE_UNITS),
  /** `quantity / servings`, for one person. */
  'per-serving': z.number().nonnegative(),
  sold: z.boolean(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  servings: z.number().int().positive(),
  'cook-minutes': z.number().int().positive(),
  steps: z.array(z.string()),
  tags: z.array(z.enum(RECIPE_TAGS)),
  ingredients: z.array(recipeIngredientSchema),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const recipesResponseSchema = z.object({ recipes: z.array(recipeSchema) });
export type RecipesResponse = z.infer<typeof recipesResponseSchema>;

export const servingsSchema = z.coerce.number().int().min(1).max(30);

export const cookableQuerySchema = z.object({ servings: servingsSchema.default(4) });

/** A cart line at today's server price: what "Add missing to cart" adds. */
export const cartSuggestionSchema = z.object({
  'product-id': z.string(),
  name: z.string(),
  'quantity-type': z.string(),
  quantity: z.number().int().positive(),
  'unit-price-kobo': z.number().int().nonnegative(),
  'total-kobo': z.number().int().nonnegative(),
});
export type CartSuggestion = z.infer<typeof cartSuggestionSchema>;

export const missingSchema = z.object({
  'product-id': z.string(),
  name: z.string(),
  /** Short by this much, written for a person ('300 g', '1 tuber'). */
  short: z.string(),
  buy: cartSuggestionSchema.nullable(),
});

export const cookableItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  'cook-minutes': z.number().int(),
  tags: z.array(z.string()),
  /** 0…1: share of the sold ingredients the pantry covers. */
  coverage: z.number(),
  'servings-now': z.number().int().nonnegative(),
  /** Uses food that expires within 3 days. */
  'uses-expiring': z.boolean(),
  'can-cook': z.boolean(),
  missing: z.array(missingSchema),
  /** What the dish also needs that we do not sell (eggs, okra, water…). */
  'also-needs': z.array(z.string()),
  'missing-total-kobo': z.number().int().nonnegative(),
});
export type CookableItem = z.infer<typeof cookableItemSchema>;

export const cookableResponseSchema = z.object({
  servings: z.number().int(),
  recipes: z.array(cookableItemSchema),
});
export type CookableResponse = z.infer<typeof cookableResponseSchema>;

export const cookedRequestSchema = z.object({
  'recipe-id': z.string().min(1).max(100),
  servings: servingsSchema,
  /** What the person says they used where units cannot convert: whole units of their lots. */
  used: z.array(z.object({ 'lot-id': z.uuid(), quantity: z.number().int().min(0) })).optional(),
});
export type CookedRequest = z.infer<typeof cookedRequestSchema>;

export const cookedLineSchema = z.object({
  'lot-id': z.uuid(),
  name: z.string(),
  'quantity-type': z.string(),
  /** Signed, as in the journal. */
  quantity: z.number().int(),
});

export const cookedResponseSchema = z.object({
  id: z.uuid(),
  'recipe-id': z.string(),
  servings: z.number().int(),
  lines: z.array(cookedLineSchema),
  /** Unix seconds until which it can be undone. */
  'undo-until': z.number().int(),
  undone: z.boolean(),
});
export type CookedResponse = z.infer<typeof cookedResponseSchema>;

export const askAmountSchema = z.object({
  products: z.array(
    z.object({
      'product-id': z.string(),
      name: z.string(),
      need: z.string(),
      lots: z.array(
        z.object({ 'lot-id': z.uuid(), 'quantity-type': z.string(), quantity: z.number().int() }),
      ),
    }),
  ),
});

const planDaySchema = z.object({
  breakfast: z.string().nullable(),
  lunch: z.string().nullable(),
  dinner: z.string().nullable(),
});

export const shoppingListSchema = z.object({
  items: z.array(cartSuggestionSchema),
  /** Naira, as the spec shapes money at the edge. */
  total: z.number().nonnegative(),
  'total-kobo': z.number().int().nonnegative(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const weekPlanSchema = z.object({
  household: z.number().int().min(1).max(30),
  days: z.array(planDaySchema).max(7),
  tags: z.array(z.enum(DIETARY_TAGS)),
  /** Naira; null when none was set. */
  budget: z.number().nonnegative().nullable(),
  'max-days': z.number().int(),
  'shopping-list': shoppingListSchema,
  /**
   * Set when the member's food consultant wrote this plan (docs/decisions/0039): who, their note
   * and when. Cleared when the member saves their own.
   */
  'written-by': z
    .object({ name: z.string(), note: z.string(), at: z.string() })
    .nullable()
    .optional(),
});
export type WeekPlan = z.infer<typeof weekPlanSchema>;

export const putWeekRequestSchema = z.object({
  household: z.number().int().min(1).max(30),
  days: z.array(planDaySchema).max(7),
  tags: z.array(z.enum(DIETARY_TAGS)).default([]),
  budget: z.number().nonnegative().max(10_000_000).nullable().default(null),
});

/** `PUT /api/admin/consultant/members/{id}/plan`: the member's save, plus the consultant's note. */
export const consultantPlanRequestSchema = putWeekRequestSchema.extend({
  note: z.string().trim().min(1).max(1000),
});
export type ConsultantPlanRequest = z.infer<typeof consultantPlanRequestSchema>;

export const autoWeekRequestSchema = z.object({
  budget: z.number().nonnegative().max(10_000_000),
  household: z.number().int().min(1).max(30),
  days: z.number().int().min(1).max(7).default(7),
  tags: z.array(z.enum(DIETARY_TAGS)).default([]),
});
export type AutoWeekRequest = z.infer<typeof autoWeekRequestSchema>;

export const autoWeekResponseSchema = weekPlanSchema.extend({
  /** Milliseconds the solver took. */
  'solve-ms': z.number(),
  /** What buying every planned dish's ingredients new would cost, in naira. */
  'buy-all-new': z.number().nonnegative(),
});

/** Staff edit of a recipe (`PUT /api/admin/recipes/{id}`). */
export const recipeEditSchema = z.object({
  name: z.string().trim().min(2).max(100),
  description: z.string().trim().max(500),
  servings: z.number().int().min(1).max(50),
  'cook-minutes': z.number().int().min(1).max(600),
  steps: z.array(z.string().trim().min(1).max(500)).min(1).max(30),
  tags: z.array(z.enum(RECIPE_TAGS)),
  ingredients: z
    .array(
      z.object({
        'product-id': z.string().nullable(),
        name: z.string().trim().min(1).max(100),
        quantity: z.number().positive().max(100000),
        unit: z.enum(RECIPE_UNITS),
      }),
    )
    .min(1)
    .max(30),
});
export type RecipeEdit = z.infer<typeof recipeEditSchema>;

/** `GET /api/plan/runway`: about how many days of meals the pantry holds; null without a plan. */
export const runwaySchema = z.object({
  days: z.number().int().nonnegative().nullable(),
  household: z.number().int().positive(),
});
export type Runway = z.infer<typeof runwaySchema>;
