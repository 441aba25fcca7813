-- A meal plan the member's food consultant wrote (docs/decisions/0039): who wrote it and their
-- note, shown on the member's /plan/week. Both are cleared when the member saves their own plan.
alter table meal_plans
  add column written_by uuid references users(id),
  add column note text check (char_length(note) <= 1000);
